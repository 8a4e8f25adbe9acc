import { variantKeysFrom } from './init-federation';

describe('variantKeysFrom', () => {
  it('reads the traffic source and experiment from the query', () => {
    expect(variantKeysFrom('?network=tiktok&exp=b&x=1')).toEqual(['tiktok', 'b']);
    expect(variantKeysFrom('')).toEqual([]);
  });
});
