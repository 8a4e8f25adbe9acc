import type { Prng } from '../prng.ts';

const SKIN = ['#f8d9c4', '#f1c27d', '#e0ac69', '#c68642', '#a0662f', '#8d5524', '#5c3a1e', '#ffdbac'];
const HAIR = ['#2c1b10', '#4a2c17', '#6f4e37', '#a0522d', '#b5651d', '#d8b26e', '#e8d08a', '#8a8a8a', '#1a1a1a', '#7b2d26'];
const EYES = ['#3b6ea5', '#5b3a1a', '#3f7f4f', '#6b7b8c', '#8e6b3a'];
const CLOTHES = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#f39c12', '#16a085', '#2c3e50', '#d35400', '#e84393', '#34495e'];

function pastel(prng: Prng): string {
  return `hsl(${prng.int(0, 359)}, ${prng.int(35, 70)}%, ${prng.int(62, 82)}%)`;
}

/**
 * A stylised portrait (head and shoulders) drawn from random choices: background, skin, hair, eyes,
 * clothes and a few accessories. Good enough to tell members apart in lists, and needs no downloads.
 */
export function portraitSvg(prng: Prng, gender: 'female' | 'male', size = 600): string {
  const skin = prng.pick(SKIN);
  const hair = prng.pick(HAIR);
  const eyes = prng.pick(EYES);
  const shirt = prng.pick(CLOTHES);
  const bgA = pastel(prng);
  const bgB = pastel(prng);
  const headW = prng.int(92, 112);
  const headH = prng.int(118, 136);
  const cx = 300 + prng.int(-20, 20);
  const cy = 270 + prng.int(-10, 15);
  const eyeY = cy - 5;
  const eyeDx = headW * 0.42;
  const smile = prng.int(4, 22);

  const blobs = Array.from(
    { length: prng.int(2, 5) },
    () =>
      `<circle cx="${prng.int(0, 600)}" cy="${prng.int(0, 600)}" r="${prng.int(40, 160)}" fill="#fff" opacity="${(prng.int(8, 25) / 100).toFixed(2)}"/>`,
  ).join('');

  const longHair = gender === 'female' ? prng.chance(0.85) : prng.chance(0.08);
  const hairBack = longHair
    ? `<path d="M${cx - headW - 28},${cy - 30} Q${cx - headW - 40},${cy + 170} ${cx - headW + 10},${cy + 200} L${cx + headW - 10},${cy + 200} Q${cx + headW + 40},${cy + 170} ${cx + headW + 28},${cy - 30} Z" fill="${hair}"/>`
    : '';
  const bald = gender === 'male' && prng.chance(0.12);
  const hairTop = bald
    ? ''
    : `<path d="M${cx - headW - 6},${cy - 10} Q${cx - headW},${cy - headH - 40} ${cx},${cy - headH - 22} Q${cx + headW},${cy - headH - 40} ${cx + headW + 6},${cy - 10} Q${cx + headW * 0.6},${cy - headH + prng.int(10, 50)} ${cx + prng.int(-40, 40)},${cy - headH + prng.int(15, 40)} Q${cx - headW * 0.6},${cy - headH + prng.int(10, 50)} ${cx - headW - 6},${cy - 10} Z" fill="${hair}"/>`;
  const beard =
    gender === 'male' && prng.chance(0.35)
      ? `<path d="M${cx - headW + 8},${cy + 20} Q${cx},${cy + headH + 30} ${cx + headW - 8},${cy + 20} Q${cx},${cy + 40} ${cx - headW + 8},${cy + 20} Z" fill="${hair}" opacity="0.85"/>`
      : '';
  const glasses = prng.chance(0.22)
    ? `<g fill="none" stroke="#222" stroke-width="6"><circle cx="${cx - eyeDx}" cy="${eyeY}" r="26"/><circle cx="${cx + eyeDx}" cy="${eyeY}" r="26"/><line x1="${cx - eyeDx + 26}" y1="${eyeY}" x2="${cx + eyeDx - 26}" y2="${eyeY}"/></g>`
    : '';
  const earrings =
    gender === 'female' && prng.chance(0.5)
      ? `<circle cx="${cx - headW - 2}" cy="${cy + 40}" r="9" fill="#f5c542"/><circle cx="${cx + headW + 2}" cy="${cy + 40}" r="9" fill="#f5c542"/>`
      : '';
  const lips = gender === 'female' && prng.chance(0.6) ? '#c0392b' : '#7a3b2e';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>${blobs}${hairBack}
<path d="M${cx - 210},600 Q${cx - 200},${cy + 170} ${cx},${cy + 160} Q${cx + 200},${cy + 170} ${cx + 210},600 Z" fill="${shirt}"/>
<rect x="${cx - 34}" y="${cy + 80}" width="68" height="90" rx="20" fill="${skin}"/>
<ellipse cx="${cx - headW}" cy="${cy + 10}" rx="16" ry="26" fill="${skin}"/><ellipse cx="${cx + headW}" cy="${cy + 10}" rx="16" ry="26" fill="${skin}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${headW}" ry="${headH}" fill="${skin}"/>${beard}${hairTop}
<g fill="#fff"><ellipse cx="${cx - eyeDx}" cy="${eyeY}" rx="17" ry="11"/><ellipse cx="${cx + eyeDx}" cy="${eyeY}" rx="17" ry="11"/></g>
<g fill="${eyes}"><circle cx="${cx - eyeDx}" cy="${eyeY}" r="8"/><circle cx="${cx + eyeDx}" cy="${eyeY}" r="8"/></g>
<g stroke="${bald ? '#555' : hair}" stroke-width="7" stroke-linecap="round"><line x1="${cx - eyeDx - 18}" y1="${eyeY - 26}" x2="${cx - eyeDx + 16}" y2="${eyeY - 30}"/><line x1="${cx + eyeDx - 16}" y1="${eyeY - 30}" x2="${cx + eyeDx + 18}" y2="${eyeY - 26}"/></g>
<path d="M${cx},${eyeY + 12} L${cx - 12},${cy + 48} L${cx + 8},${cy + 50}" fill="none" stroke="#00000033" stroke-width="5" stroke-linecap="round"/>
<path d="M${cx - 32},${cy + 74} Q${cx},${cy + 74 + smile} ${cx + 32},${cy + 74}" fill="none" stroke="${lips}" stroke-width="8" stroke-linecap="round"/>
${glasses}${earrings}</svg>`;
}

/** The small badge shown next to fictional profiles (settings.fictional_icon). */
export const FICTIONAL_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#f0a500"/><text x="12" y="17" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#fff">i</text></svg>`;
