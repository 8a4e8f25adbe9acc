// The kit's tracking concern: the traffic source a visitor arrived with, kept until signup.
export {
  trackingStorage,
  trackingKeys,
  trackingFromSearch,
  trackingStorageKey,
  trackingMaxAgeMs,
  hasTrafficSource,
} from './tracking-storage';
export type { TrackingKey, TrackingParams, TrackingStorageDeps } from './tracking-storage';
