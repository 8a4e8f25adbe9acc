type Rgb = readonly [number, number, number];

/** Inside the classic heart curve (x² + y² − 1)³ − x²y³ ≤ 0, with y pointing up. */
function inHeart(x: number, y: number): boolean {
  const a = x * x + y * y - 1;
  return a * a * a - x * x * y * y * y <= 0;
}

/**
 * The site's icon: a heart on the theme's amber, full bleed so the same picture also works as a
 * maskable icon (the heart stays inside the 80% safe zone). 4×4 supersampling smooths the edge.
 */
export function drawIcon(size: number, background: Rgb, heart: Rgb): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  // The heart is about 2.3 units wide and tall: 4.2 units across the icon make it 55% of the width.
  const scale = 4.2 / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples - size / 2) * scale;
          const y = -(py + (sy + 0.5) / samples - size / 2) * scale + 0.125;
          if (inHeart(x, y)) hits += 1;
        }
      }
      const cover = hits / (samples * samples);
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.round((background[channel] ?? 0) * (1 - cover) + (heart[channel] ?? 0) * cover);
      }
      pixels[offset + 3] = 255;
    }
  }
  return pixels;
}
