import { usesDefaultLayout } from './default-layout-paths';

describe('which first pages preload the default layout parts', () => {
  it('preloads them for shell pages and families that only use the default layout', () => {
    expect(usesDefaultLayout('/')).toBe(true);
    expect(usesDefaultLayout('/profile')).toBe(true);
    expect(usesDefaultLayout('/terms')).toBe(true);
    expect(usesDefaultLayout('/members')).toBe(true);
    expect(usesDefaultLayout('/likes/received')).toBe(true);
  });

  it('leaves landers, sign-up and chat pages alone, so they never download the top bar', () => {
    expect(usesDefaultLayout('/landers/video')).toBe(false);
    expect(usesDefaultLayout('/members/7/landing2/amsterdam')).toBe(false);
    expect(usesDefaultLayout('/signup')).toBe(false);
    expect(usesDefaultLayout('/chats/3')).toBe(false);
  });
});
