import type { FastifyPluginAsync } from 'fastify';
import { activateRoutes } from './activate.ts';
import { logoutRoutes } from './logout.ts';
import { mailChangeRoutes } from './mail-change.ts';
import { reactivateRoutes } from './reactivate.ts';
import { resetPasswordRoutes } from './reset-password.ts';
import { signupRoutes } from './signup.ts';

/** Signup, logout, activation, password reset, mail change and reactivation (user.php is routes/user.ts). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signupRoutes);
  await app.register(logoutRoutes);
  await app.register(activateRoutes);
  await app.register(resetPasswordRoutes);
  await app.register(mailChangeRoutes);
  await app.register(reactivateRoutes);
};
