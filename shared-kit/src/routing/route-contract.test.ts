import { familyOfPath, remoteRouteInfo, routeFamilies, usesDefaultLayout } from './route-contract';

describe('familyOfPath', () => {
  it('gives each path to the family whose prefix matches, the most specific one first', () => {
    expect(familyOfPath('/members')?.owner).toBe('mfe-search');
    expect(familyOfPath('/members/12')?.owner).toBe('mfe-search');
    expect(familyOfPath('/members/12/chat')?.owner).toBe('mfe-chat');
    expect(familyOfPath('/members/12/signup')?.owner).toBe('mfe-signup');
    expect(familyOfPath('/members/12/landing2/x')?.owner).toBe('mfe-landers');
    expect(familyOfPath('/signup-matches')?.owner).toBe('mfe-signup');
    expect(familyOfPath('/chats/5')).toEqual({ owner: 'mfe-chat', prefix: '/chats' });
  });

  it('leaves shell paths and look-alike segments to the shell', () => {
    for (const path of ['/', '/login', '/terms', '/chatsroom', '/likesx']) expect(familyOfPath(path), path).toBeUndefined();
  });
});

describe('remoteRouteInfo', () => {
  it('answers the owner and layout of a remote route id', () => {
    expect(remoteRouteInfo('chats-id')).toEqual({ owner: 'mfe-chat', layout: 'chat' });
    expect(remoteRouteInfo('landers-video-slug')).toEqual({ owner: 'mfe-landers', layout: 'lander' });
    expect(remoteRouteInfo('profile')).toBeUndefined();
    expect(remoteRouteInfo('constructor')).toBeUndefined();
  });

  it('keeps every route id in one family only', () => {
    const ids = Object.values(routeFamilies).flatMap((family) => Object.keys(family.routes));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('usesDefaultLayout: which first pages preload the default layout parts', () => {
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
