/**
 * The one name rule of signup and the profile editor: characters a reader cannot see are stripped, never
 * refused (so a pasted name still works): C0/C1 controls, bidi embeddings, overrides, isolates and marks,
 * zero-width characters and the BOM. Line breaks and tabs become spaces, runs of white space one space,
 * and the ends are trimmed. Length rules are checked on the cleaned name, and the cleaned name is stored.
 * (NUL never gets here: every request schema refuses it, contracts/common.ts.)
 */
// The control category (\p{Cc}: C0, DEL, C1) minus the white space that becomes a space below, then the
// invisible formatting characters.
const INVISIBLE = /[^\P{Cc}\t\n\v\f\r]|[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

export function cleanMemberName(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}
