import fp from 'fastify-plugin';

/** Parses small application/x-www-form-urlencoded bodies (provider webhooks, the sandbox checkout form). */
export const formBody = fp(
  async (app) => {
    if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  },
  { name: 'payments-form-body' },
);
