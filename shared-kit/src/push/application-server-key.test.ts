import { applicationServerKey } from './application-server-key';

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key, padding it as base64 needs', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect([...applicationServerKey('AQID')]).toEqual([1, 2, 3]);
  });

  it('refuses text that is not base64url', () => {
    expect(() => applicationServerKey('not a key!')).toThrow();
  });
});
