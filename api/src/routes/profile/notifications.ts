import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { NotificationSettings, NotificationSettingsUpdate } from '../../contracts/notifications.ts';
import { findNotificationSettings, updateNotificationSettings } from '../../repositories/notification-settings.ts';
import { LOGIN_REQUIRED } from '../../services/profile/request-context.ts';

/** GET/PUT /api/notifications.php: notification kinds, invisible mode, email block, push state (route /notifications). */
export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/notifications.php',
    { schema: { response: { 200: NotificationSettings, ...MemberErrorResponses } } },
    async (request, reply) => {
      if (request.memberId === null) return reply.status(403).send(LOGIN_REQUIRED);
      const settings = await findNotificationSettings(app.db, request.memberId);
      return settings ?? reply.status(403).send(LOGIN_REQUIRED);
    },
  );

  app.put(
    '/api/notifications.php',
    { schema: { body: NotificationSettingsUpdate, response: { 200: NotificationSettings, ...MemberErrorResponses } } },
    async (request, reply) => {
      if (request.memberId === null) return reply.status(403).send(LOGIN_REQUIRED);
      const { notifications_disabled: notificationsDisabled, invisible, email_enabled_again: emailEnabledAgain } = request.body;
      await updateNotificationSettings(app.db, request.memberId, {
        ...(notificationsDisabled !== undefined ? { notificationsDisabled } : {}),
        ...(invisible !== undefined ? { invisible } : {}),
        ...(emailEnabledAgain ? { emailEnabledAgain } : {}),
      });
      const settings = await findNotificationSettings(app.db, request.memberId);
      return settings ?? reply.status(403).send(LOGIN_REQUIRED);
    },
  );
};
