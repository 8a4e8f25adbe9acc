import { applicationServerKey } from './application-server-key';

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });

  it('decodes a key whose length needs no padding', () => {
    expect([...applicationServerKey('AQID')]).toEqual([1, 2, 3]);
  });

  it('refuses a key that is not base64url', () => {
    expect(() => applicationServerKey('not a key!')).toThrow();
  });
});
