/**
 * The one name rule of signup and the profile editor: characters a reader cannot see are stripped, never
 * refused (so a pasted name still works): C0/C1 controls, bidi embeddings, overrides, isolates and marks,
 * zero-width characters and the BOM. Line breaks and tabs become spaces, runs of white space one space,
 * and the ends are trimmed. Length rules are checked on the cleaned name, and the cleaned name is stored.
 * (NUL never gets here: every request schema refuses it, contracts/common.ts.)
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export function cleanMemberName(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}
