import type { FastifyRequest } from 'fastify';
import { isModerator } from '../repositories/moderation.ts';
import { moderationError } from '../services/moderation/moderation-service.ts';
import { loginRequired } from './require-member.ts';

/**
 * The role check of every moderation route, as a preValidation hook: a visitor gets 403
 * authentication_required, a member without the moderator role 403 moderator_required, before the body is read.
 * The role is read from the database on every call, so taking it away works at once.
 */
export async function requireModerator(request: FastifyRequest): Promise<void> {
  if (request.memberId === null) throw loginRequired(request);
  if (!(await isModerator(request.server.db, request.memberId))) throw moderationError(403, 'moderator_required');
}
