// The kit's recovery concern: one reload when a deployed app's chunk is gone.
export {
  isChunkLoadError,
  reloadOnceForChunkError,
  installChunkLoadRecovery,
  chunkReloadStorageKey,
  chunkReloadInterval,
} from './chunk-load-recovery';
export type { ChunkReloadDeps } from './chunk-load-recovery';
