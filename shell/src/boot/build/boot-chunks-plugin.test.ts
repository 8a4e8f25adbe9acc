// @vitest-environment node
import { catalogueLocaleOf, isCatalogueContext, shareKeyOf } from './boot-chunks-plugin';

describe('shareKeyOf', () => {
  it('reads the shared package from consume and provide module identifiers, scoped names included', () => {
    expect(shareKeyOf('consume shared module (default) react@^19.0.0 (strict) (fallback: /x/react/index.js)')).toBe('react');
    expect(shareKeyOf('consume shared module (default) @dating/shared-kit/ui@^1.0.0 (strict) (fallback: /x)')).toBe(
      '@dating/shared-kit/ui',
    );
    expect(shareKeyOf('provide shared module (default) @reduxjs/toolkit@2.14.0 = /x/redux-toolkit.modern.mjs')).toBe('@reduxjs/toolkit');
    expect(shareKeyOf('./src/bootstrap.tsx')).toBeUndefined();
  });
});

describe('the catalogues of the first render', () => {
  const folders = ['shared-kit/src/i18n/kit-messages', 'shell/src/i18n', 'shell/src/features/top-bar/i18n'];

  it('are found by the folder of their lazy context module, not by a folder that only ends alike', () => {
    expect(isCatalogueContext('/repo/shell/src/i18n|lazy|/^\\.\\/.*\\.json$/|groupOptions: {}', folders)).toBe(true);
    expect(isCatalogueContext('/repo/shared-kit/src/i18n/kit-messages|lazy|/^\\.\\/.*\\.json$/', folders)).toBe(true);
    expect(isCatalogueContext('/repo/shell/src/features/account/i18n|lazy|/^\\.\\/.*\\.json$/', folders)).toBe(false);
    expect(isCatalogueContext('/repo/othershell/src/i18n|lazy|x', folders)).toBe(false);
  });

  it('take their locale from the catalogue file', () => {
    expect(catalogueLocaleOf('/repo/shell/src/i18n/nb.json')).toBe('nb');
    expect(catalogueLocaleOf('C:\\repo\\shell\\src\\i18n\\de.json')).toBe('de');
    expect(catalogueLocaleOf('/repo/shell/src/i18n/load-messages.ts')).toBeUndefined();
  });
});
