import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { NotificationSettings, NotificationSettingsUpdate } from '../../contracts/notifications.ts';
import { findNotificationSettings, updateNotificationSettings } from '../../repositories/notification-settings.ts';
import { loginRequired, memberIdOf, requireMember } from '../../plugins/require-member.ts';

/** GET/PUT /api/notifications.php: notification kinds, invisible mode, email block, push state (route /notifications). */
export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', requireMember);

  app.get('/api/notifications.php', { schema: { response: { 200: NotificationSettings, ...MemberErrorResponses } } }, async (request) => {
    const settings = await findNotificationSettings(app.db, memberIdOf(request));
    if (!settings) throw loginRequired(request);
    return settings;
  });

  app.put(
    '/api/notifications.php',
    { schema: { body: NotificationSettingsUpdate, response: { 200: NotificationSettings, ...MemberErrorResponses } } },
    async (request) => {
      const memberId = memberIdOf(request);
      const { notifications_disabled: notificationsDisabled, invisible, email_enabled_again: emailEnabledAgain } = request.body;
      await updateNotificationSettings(app.db, memberId, {
        ...(notificationsDisabled !== undefined ? { notificationsDisabled } : {}),
        ...(invisible !== undefined ? { invisible } : {}),
        ...(emailEnabledAgain ? { emailEnabledAgain } : {}),
      });
      const settings = await findNotificationSettings(app.db, memberId);
      if (!settings) throw loginRequired(request);
      return settings;
    },
  );
};
