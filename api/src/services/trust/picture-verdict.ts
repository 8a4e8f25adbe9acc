/** The classes nsfwjs scores a picture on (they sum to 1). */
export type PictureScores = Record<'Drawing' | 'Hentai' | 'Neutral' | 'Porn' | 'Sexy', number>;

export interface PictureVerdict {
  /** Explicit enough to blur for a chat receiver and to put a profile photo before the moderators first. */
  explicit: boolean;
  scores: PictureScores;
}

/**
 * Explicit when the explicit classes together outweigh the rest: Porn and Hentai count fully, Sexy (swimwear,
 * lingerie: suggestive, not explicit) only by half, so a beach photo stays clear while nudity does not.
 */
export const EXPLICIT_THRESHOLD = 0.5;

export function verdictFrom(scores: PictureScores): PictureVerdict {
  const explicitness = scores.Porn + scores.Hentai + scores.Sexy / 2;
  return { explicit: explicitness >= EXPLICIT_THRESHOLD, scores };
}

/**
 * Classifies pictures off the request's thread. `classify` answers null when no verdict could be had (no
 * classifier, a broken model, over the time bound): the product then goes on without one and the log says so.
 */
export interface PictureClassifier {
  classify(picture: Buffer): Promise<PictureVerdict | null>;
  close(): Promise<void>;
}
