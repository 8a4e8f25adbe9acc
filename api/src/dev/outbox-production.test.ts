import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

describe('/dev/outbox in production, even when asked for', () => {
  const previous = process.env.NODE_ENV;
  // useTestApp's beforeAll (registered first, so run first) builds the app while this says production;
  // the next beforeAll restores it for everything else.
  process.env.NODE_ENV = 'production';
  const { app } = useTestApp({ devOutbox: true });
  beforeAll(() => {
    process.env.NODE_ENV = previous;
  });
  afterAll(() => {
    process.env.NODE_ENV = previous;
  });

  it('does not exist', async () => {
    expect((await app().inject({ url: '/dev/outbox.json' })).statusCode).toBe(404);
    expect((await app().inject({ url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
