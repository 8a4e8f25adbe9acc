import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, MemberErrorResponses } from '../../contracts/common.ts';
import {
  AutoLikeResponse,
  BlockResult,
  BlocksResponse,
  LikeBody,
  LikeQuery,
  LikeResult,
  LikesResponse,
  LikesSeenResult,
  ProfileIdBody,
  SwipeGameResponse,
  SwipePassResult,
  SwipeUndoBody,
  SwipeUndoResult,
  UnlikeResult,
} from '../../contracts/likes.ts';
import { markLikeSeen } from '../../repositories/likes.ts';
import { autoLike } from '../../services/likes/auto-like.ts';
import { blockProfile, listBlockedProfiles, unblockProfile } from '../../services/likes/block-service.ts';
import { likeProfile, unlikeProfile } from '../../services/likes/like-service.ts';
import { getLikes } from '../../services/likes/likes-list.ts';
import { getSwipeGame, passProfile } from '../../services/likes/swipe-game.ts';
import { memberIdOf, requireMember } from '../../plugins/require-member.ts';
import { LIKES_MESSAGES, likesError } from '../../services/likes/likes-error.ts';
import { superLikeProfile } from '../../services/likes/super-like.ts';
import { superLikePrices, swipeUndoCredits } from '../../services/likes/super-like-prices.ts';
import { undoLastSwipe } from '../../services/likes/swipe-undo.ts';
import { likeEvents } from '../../realtime/like-events.ts';

const errors = MemberErrorResponses;

/** Likes, matches, blocks, auto-like and the swipe game. Every route needs a login. */
export const likesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before validation, so a visitor gets 403 authentication_required (the kit logs out on it), never a 400.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, loginMessage: LIKES_MESSAGES.authentication_required };
  });
  app.addHook('preValidation', requireMember);

  app.post(
    '/api/like.php',
    { schema: { querystring: LikeQuery, body: LikeBody, response: { 200: LikeResult, ...errors, 402: ErrorResponse } } },
    async (request) => {
      const events = likeEvents({ db: app.db, realtime: app.realtime, log: request.log });
      const input = { memberId: memberIdOf(request), profileId: request.body.profile_id, source: request.query.source ?? 'profile' };
      if (request.body.super !== true) return likeProfile(app.db, input, events);
      if (request.body.client_id === undefined) throw likesError(400, 'client_id_required');
      const prices = superLikePrices(request.site.settings);
      return superLikeProfile(app.db, { ...input, clientId: request.body.client_id, prices, now: app.now() }, events);
    },
  );

  app.delete('/api/like.php', { schema: { body: ProfileIdBody, response: { 200: UnlikeResult, ...errors } } }, async (request) =>
    unlikeProfile(app.db, memberIdOf(request), request.body.profile_id),
  );

  app.get('/api/likes.php', { schema: { response: { 200: LikesResponse, ...errors } } }, async (request) =>
    getLikes(request.readDb, memberIdOf(request), request.site.settings.cdn_prefix),
  );

  app.post('/api/likes-seen.php', { schema: { body: ProfileIdBody, response: { 200: LikesSeenResult, ...errors } } }, async (request) => {
    await markLikeSeen(app.db, memberIdOf(request), request.body.profile_id);
    return { like_new: false as const };
  });

  app.post('/api/block.php', { schema: { body: ProfileIdBody, response: { 200: BlockResult, ...errors } } }, async (request) =>
    blockProfile(app.db, memberIdOf(request), request.body.profile_id),
  );

  app.delete('/api/block.php', { schema: { body: ProfileIdBody, response: { 200: BlockResult, ...errors } } }, async (request) =>
    unblockProfile(app.db, memberIdOf(request), request.body.profile_id),
  );

  app.get('/api/blocks.php', { schema: { response: { 200: BlocksResponse, ...errors } } }, async (request) =>
    listBlockedProfiles(app.db, memberIdOf(request), request.site.settings.cdn_prefix),
  );

  app.get('/api/auto-like.php', { schema: { response: { 200: AutoLikeResponse, ...errors } } }, async (request) =>
    autoLike(app.db, memberIdOf(request), request.site.settings.cdn_prefix),
  );

  app.get('/api/swipe-game.php', { schema: { response: { 200: SwipeGameResponse, ...errors } } }, async (request) =>
    getSwipeGame(
      app.db,
      memberIdOf(request),
      request.site.settings.cdn_prefix,
      {
        ...superLikePrices(request.site.settings),
        undoCredits: swipeUndoCredits(request.site.settings),
      },
      app.now(),
    ),
  );

  app.post('/api/swipe-pass.php', { schema: { body: ProfileIdBody, response: { 200: SwipePassResult, ...errors } } }, async (request) =>
    passProfile(app.db, memberIdOf(request), request.body.profile_id),
  );

  app.post(
    '/api/swipe-undo.php',
    { schema: { body: SwipeUndoBody, response: { 200: SwipeUndoResult, ...errors, 402: ErrorResponse } } },
    async (request) =>
      undoLastSwipe(app.db, {
        memberId: memberIdOf(request),
        clientId: request.body.client_id,
        price: swipeUndoCredits(request.site.settings),
        cdnPrefix: request.site.settings.cdn_prefix,
        now: app.now(),
      }),
  );
};
