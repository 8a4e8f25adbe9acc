import fp from 'fastify-plugin';
import { backgroundTasks, type BackgroundTasks } from '../lib/background-tasks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Profile views recorded after member.php answered; closing the app (and a test) waits for them. */
    profileViews: BackgroundTasks;
  }
}

/** Recording a view is one upsert, but it is still off the profile's critical path: the answer never waits. */
export const profileViewsPlugin = fp(
  async (app) => {
    app.decorate('profileViews', backgroundTasks());
    app.addHook('onClose', async () => {
      await app.profileViews.settled();
    });
  },
  { name: 'profile-views' },
);
