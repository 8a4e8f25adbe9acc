import { pageStatus } from './route-status';

describe('pageStatus', () => {
  it('answers 200 for routes of the site', () => {
    for (const path of [
      '/',
      '/members',
      '/members/12',
      '/members/12/chat',
      '/credits/7',
      '/credits/7/ideal',
      '/landers/video',
      '/landers/video/summer',
      '/terms',
      '/transactions',
    ]) {
      expect(pageStatus(path), path).toBe(200);
    }
  });

  it('answers 404 for unknown paths and unknown tokens', () => {
    for (const path of ['/nope/deeper', '/login/extra', '/some-unknown-token', '/chatsroom/1']) {
      expect(pageStatus(path), path).toBe(404);
    }
  });

  it('leaves the pages inside a remote family to the remote (its own 404 in the slot)', () => {
    for (const path of ['/members/1/2/3', '/landers/new-kind-of-lander']) expect(pageStatus(path), path).toBe(200);
  });

  it('answers 200 for tokens that name a static page, in any letter case', () => {
    for (const path of ['/algemene-voorwaarden', '/Klantenservice', '/privacy-policy']) {
      expect(pageStatus(path), path).toBe(200);
    }
  });
});
