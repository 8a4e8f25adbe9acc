// @vitest-environment node
import { shareKeyOf } from './boot-chunks-plugin';

describe('shareKeyOf', () => {
  it('reads the shared package from consume and provide module identifiers, scoped names included', () => {
    expect(shareKeyOf('consume shared module (default) react@^19.0.0 (strict) (fallback: /x/react/index.js)')).toBe('react');
    expect(shareKeyOf('consume shared module (default) @dating/shared-kit/ui@^1.0.0 (strict) (fallback: /x)')).toBe('@dating/shared-kit/ui');
    expect(shareKeyOf('provide shared module (default) @reduxjs/toolkit@2.14.0 = /x/redux-toolkit.modern.mjs')).toBe('@reduxjs/toolkit');
    expect(shareKeyOf('./src/bootstrap.tsx')).toBeUndefined();
  });
});
