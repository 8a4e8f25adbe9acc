import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

describe('/dev/outbox in production, even when asked for', () => {
  const previous = process.env.NODE_ENV;
  const previousKey = process.env.BANK_DATA_KEY;
  // useTestApp's beforeAll (registered first, so run first) builds the app while this says production (with the
  // bank data key production requires); the next beforeAll restores both for everything else.
  process.env.NODE_ENV = 'production';
  process.env.BANK_DATA_KEY = Buffer.alloc(32, 7).toString('base64');
  const restore = () => {
    process.env.NODE_ENV = previous;
    if (previousKey === undefined) delete process.env.BANK_DATA_KEY;
    else process.env.BANK_DATA_KEY = previousKey;
  };
  const { app } = useTestApp({ devOutbox: true });
  beforeAll(restore);
  afterAll(restore);

  it('does not exist', async () => {
    expect((await app().inject({ url: '/dev/outbox.json' })).statusCode).toBe(404);
    expect((await app().inject({ url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
