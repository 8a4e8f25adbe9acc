import { trackingStorage } from '@dating/shared-kit';
import { startTracking } from './start-tracking';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('startTracking', () => {
  it('stores the visit’s tracking parameters for signup', () => {
    startTracking('?network=affnet&ref=12&sub1=a&sub2=b&sub3=c&utm_campaign=spring&page=3');
    expect(trackingStorage.read()).toEqual({ network: 'affnet', ref: '12', sub1: 'a', sub2: 'b', sub3: 'c', utm_campaign: 'spring' });
  });

  it('stores nothing for a visit without them', () => {
    startTracking('?page=3');
    expect(trackingStorage.read()).toEqual({});
  });
});
