/** What the face check found in a selfie, compared with the member's approved photos. */
export interface FaceVerdict {
  /** Faces found in the selfie. */
  faces: number;
  /** Best similarity (0..1) of the selfie's largest face to a face in the photos; null when either side has none. */
  match: number | null;
  /** Time the worker spent on this selfie and its photos, in milliseconds. */
  ms: number;
}

/**
 * Compares a selfie with photos off the request's thread. `check` answers null when no verdict could be had (a
 * model that cannot load, a crash, over the time bound): the attempt then waits in the queue unsorted.
 */
export interface FaceChecker {
  check(selfie: Buffer, photos: readonly Buffer[]): Promise<FaceVerdict | null>;
  close(): Promise<void>;
}
