// Letters that Unicode normalisation does not split into a base letter plus accent.
const SPECIAL_LETTERS: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', ß: 'ss', đ: 'd', œ: 'oe' };

/** 'Provence-Alpes-Côte d'Azur' -> 'provence-alpes-cote-d-azur', 'Łódzkie' -> 'lodzkie'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[łøæßđœ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
