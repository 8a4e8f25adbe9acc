import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, or null for a visitor. Set before any handler runs. */
    memberId: number | null;
  }
}

/** Finds the member behind a request (cookie, token...). The account feature supplies the real one. */
export type SessionResolver = (request: FastifyRequest) => Promise<number | null>;

const anonymous: SessionResolver = async () => null;

export interface SessionPluginOptions {
  resolveMember?: SessionResolver | undefined;
}

/**
 * The seam where sessions plug in: routes read request.memberId and never look at cookies themselves,
 * so adding login changes this plugin's resolver only.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    const resolveMember = options.resolveMember ?? anonymous;
    app.decorateRequest('memberId', null);
    app.addHook('onRequest', async (request) => {
      request.memberId = await resolveMember(request);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
