import type { FastifyPluginAsync } from 'fastify';
import { complaintsRoutes } from './complaints.ts';
import { geocodeRoutes } from './geocode.ts';
import { mailEventsRoutes } from './mail-events.ts';
import { notificationsRoutes } from './notifications.ts';
import { pageHiddenRoutes } from './page-hidden.ts';
import { photosRoutes } from './photos.ts';
import { profileRoutes } from './profile.ts';

/**
 * Own profile, photos, geocode, notification settings, mail events, page-hidden beacon and complaints.
 * Each family is its own plugin so scoped parsers (multipart, form-encoded, empty JSON) stay with their routes.
 */
export const ownProfileRoutes: FastifyPluginAsync<{ dataDir: string; mailEventsSecret: string | undefined }> = async (
  app,
  { dataDir, mailEventsSecret },
) => {
  await app.register(profileRoutes);
  await app.register(photosRoutes, { dataDir });
  await app.register(geocodeRoutes);
  await app.register(notificationsRoutes);
  await app.register(mailEventsRoutes, { secret: mailEventsSecret });
  await app.register(pageHiddenRoutes);
  await app.register(complaintsRoutes);
};
