import sharp from 'sharp';

/**
 * A generated picture that nsfwjs's MobileNetV2 scores as explicit (Porn + Hentai + Sexy/2 at least 0.5): blurred
 * skin-coloured ellipses on a dark ground, found by a search against the real model. It shows nothing; it only
 * looks like skin to the model, so the journey needs no explicit photo in the repository.
 */
const BACKGROUND = '#3a2520';
const SHAPES: readonly { cx: number; cy: number; rx: number; ry: number; rot: number; colour: string; opacity: number }[] = [
  { cx: 266.19, cy: 291.65, rx: 104.24, ry: 44.39, rot: 175.44, colour: '#f1c27d', opacity: 0.989 },
  { cx: 16.99, cy: 22.01, rx: 128.07, ry: 126.74, rot: 95.63, colour: '#e8b89a', opacity: 0.774 },
  { cx: 205.59, cy: 245.2, rx: 94.32, ry: 60.17, rot: 85.34, colour: '#7a3b2e', opacity: 0.681 },
  { cx: 154.08, cy: 29.42, rx: 99.9, ry: 110.1, rot: 64.46, colour: '#e0ac69', opacity: 0.991 },
  { cx: 228.72, cy: 268.96, rx: 59.03, ry: 24.42, rot: 130.25, colour: '#e8b89a', opacity: 0.83 },
  { cx: 27.05, cy: 193.78, rx: 121.16, ry: 41.89, rot: 106.29, colour: '#ffdbac', opacity: 0.656 },
  { cx: 172.23, cy: 18.66, rx: 91.23, ry: 38.16, rot: 79.56, colour: '#e0ac69', opacity: 0.874 },
  { cx: 17.35, cy: 290.22, rx: 76.62, ry: 54.15, rot: 156.29, colour: '#7a3b2e', opacity: 0.783 },
  { cx: 30.53, cy: 153.41, rx: 44.34, ry: 10.25, rot: 124.5, colour: '#cc8e6b', opacity: 0.572 },
  { cx: 282.54, cy: 244.17, rx: 65.76, ry: 60.16, rot: 60.7, colour: '#e0ac69', opacity: 0.655 },
  { cx: 161.16, cy: 154.18, rx: 104.28, ry: 124.86, rot: 58.4, colour: '#7a3b2e', opacity: 0.604 },
  { cx: 70.51, cy: 290.81, rx: 109.69, ry: 35.06, rot: 9.38, colour: '#ffdbac', opacity: 0.913 },
];

export function explicitLookingPicture(): Promise<Buffer> {
  const ellipses = SHAPES.map(
    (shape) =>
      `<ellipse cx="${shape.cx}" cy="${shape.cy}" rx="${shape.rx}" ry="${shape.ry}" fill="${shape.colour}" fill-opacity="${shape.opacity}" transform="rotate(${shape.rot} ${shape.cx} ${shape.cy})"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><defs><filter id="b"><feGaussianBlur stdDeviation="6"/></filter></defs><rect width="320" height="320" fill="${BACKGROUND}"/><g filter="url(#b)">${ellipses}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}
