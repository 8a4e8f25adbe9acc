import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/chats/12?x=1#end')).toBe('/chats/12?x=1#end');
  });

  it('goes to /members without a redirect', () => {
    expect(safeRedirect(null)).toBe('/members');
    expect(safeRedirect('')).toBe('/members');
  });

  it.each(['https://evil.example/members', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'members', '/login?redirect=/x'])(
    'refuses %s',
    (redirect) => {
      expect(safeRedirect(redirect)).toBe('/members');
    },
  );
});
