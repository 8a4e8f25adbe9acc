import { familyOfPath, matchPath } from '@dating/shared-kit';
import { shellRoutes, staticPageNames as routeTableNames } from '../../routing/route-table';
import { knownPageTokens, staticPageForToken } from './page-slugs';
import { staticPageNames, staticPageOfRoute } from './static-page-names';

describe('static page addresses', () => {
  it('cover exactly the static pages of the route table', () => {
    expect([...staticPageNames]).toEqual([...routeTableNames]);
  });

  it('map route ids to pages and nothing else', () => {
    expect(staticPageOfRoute('pages-return-policy')).toBe('return-policy');
    expect(staticPageOfRoute('pages-token')).toBeUndefined();
    expect(staticPageOfRoute('terms')).toBeUndefined();
  });

  it('resolve known tokens case-insensitively and leave unknown ones to the 404 page', () => {
    expect(staticPageForToken('algemene-voorwaarden')).toBe('terms');
    expect(staticPageForToken('Klantenservice')).toBe('service');
    expect(staticPageForToken('retourbeleid')).toBe('return-policy');
    expect(staticPageForToken('no-such-page')).toBeUndefined();
    expect(staticPageForToken(undefined)).toBeUndefined();
  });

  it('are tokens only: no other route of the site answers their path', () => {
    for (const token of knownPageTokens) {
      const route = shellRoutes.find((candidate) => matchPath({ path: candidate.path, end: true }, `/${token}`));
      expect(route?.id, token).toBe('pages-token');
      expect(familyOfPath(`/${token}`), token).toBeUndefined();
    }
  });
});
