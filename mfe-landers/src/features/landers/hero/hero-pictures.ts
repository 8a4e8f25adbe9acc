import manA1280 from '../../../assets/heroes/man-a-1280.webp';
import manA640 from '../../../assets/heroes/man-a-640.webp';
import womanA1280 from '../../../assets/heroes/woman-a-1280.webp';
import womanA640 from '../../../assets/heroes/woman-a-640.webp';
import womanB1280 from '../../../assets/heroes/woman-b-1280.webp';
import womanB640 from '../../../assets/heroes/woman-b-640.webp';

/**
 * Hero pictures bundled with the remote (generated like the demo members' photos, 4:5 WebP, 6-18 KB),
 * so the LCP image's URL is known at first render and never waits for an API call.
 */
export const heroPictures = {
  'woman-a': { small: womanA640, large: womanA1280 },
  'woman-b': { small: womanB640, large: womanB1280 },
  'man-a': { small: manA640, large: manA1280 },
} as const;

export type HeroKey = keyof typeof heroPictures;

/** Intrinsic size of the small file: the box the browser reserves before the picture arrives. */
export const heroSize = { width: 640, height: 800 } as const;
