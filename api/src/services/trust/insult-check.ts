import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  resolveLeetSpeakTransformer,
} from 'obscenity';
import da from './insult-words/da.json' with { type: 'json' };
import de from './insult-words/de.json' with { type: 'json' };
import es from './insult-words/es.json' with { type: 'json' };
import fi from './insult-words/fi.json' with { type: 'json' };
import fr from './insult-words/fr.json' with { type: 'json' };
import it from './insult-words/it.json' with { type: 'json' };
import nb from './insult-words/nb.json' with { type: 'json' };
import nl from './insult-words/nl.json' with { type: 'json' };
import pl from './insult-words/pl.json' with { type: 'json' };
import sv from './insult-words/sv.json' with { type: 'json' };

/**
 * The team's own lists for the site's languages that `obscenity` does not cover (it ships English only).
 * Entries use obscenity's pattern syntax: `|` marks a word boundary (short words that hide inside innocent
 * ones), everything else is literal text.
 */
const OWN_LISTS: Readonly<Record<string, { words: string[] }>> = { da, de, es, fi, fr, it, nb, nl, pl, sv };

/**
 * Letters folded to lower-case ASCII (ä -> a, ø -> o, ł -> l, ß -> ss): obscenity marks word boundaries with
 * JavaScript's ASCII-only \\b, so a word that starts or ends in ä or ø would never be seen as a whole word.
 */
const SPECIAL_FOLDS: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', ł: 'l', ß: 'ss', đ: 'd', œ: 'oe' };
const foldChar = (char: string): string => {
  const lower = char.toLowerCase();
  return SPECIAL_FOLDS[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
};

/** Input (after foldText) has leetspeak resolved (4 -> a, 3 -> e, 0 -> o, $ -> s...). */
const OWN_TRANSFORMERS = [resolveLeetSpeakTransformer()];

/** A list entry as the matcher needs it: folded and collapsed like the text (`|` boundaries kept). */
const collapseRuns = (word: string) => foldText(word).folded;

/**
 * The text folded (foldChar) with every run of one character collapsed to one (so "kuuuuut" meets "kut"; the
 * patterns are collapsed the same way), with where each kept character stood in the text. Collapsed here, not
 * by obscenity's transformer, whose boundary check looks at the dropped duplicate ("kusipää").
 */
function foldText(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; ) {
    const char = String.fromCodePoint(text.codePointAt(index)!);
    for (const unit of foldChar(char)) {
      if (unit === folded.at(-1)) continue;
      folded += unit;
      origin.push(index);
    }
    index += char.length;
  }
  return { folded, origin };
}

/**
 * A word's characters for the leetspeak check: letters, digits and the symbols leetspeak writes letters with
 * ($ for s, @ for a). Split on everything else, so "id=4a55e1f2" or "12:30" are looked at piece by piece.
 */
const WORD = /[\p{L}\p{M}\p{N}$@]+/gu;
const HEX_ID = /^[0-9a-f]{6,}$/i;

/**
 * A word whose digits are a number or an id rather than letters in disguise: no letters at all (12, 4,55,
 * 5318008), more digits than letters (a55, 4a5), or a long hex string (a message or colour id, 4a55e1f2).
 * Leetspeak read into these finds insults that nobody wrote ("4a55" as "ass").
 */
function isNumberLike(word: string): boolean {
  const digits = word.match(/\p{N}/gu)?.length ?? 0;
  if (digits === 0) return false;
  const letters = word.match(/\p{L}/gu)?.length ?? 0;
  return letters === 0 || digits > letters || HEX_ID.test(word);
}

/**
 * The text with number-like words blanked out (same length, so match positions still point into the text):
 * leetspeak is folded only inside words that are words.
 */
function withoutNumbers(text: string): string {
  return text.replace(WORD, (word) => (isNumberLike(word) ? ' '.repeat(word.length) : word));
}

/** The word as the member wrote it: from the match's first kept character to the end of its run of letters. */
function writtenWord(text: string, start: number, end: number): string {
  let stop = end;
  while (stop < text.length && /[\p{L}\p{N}]/u.test(text[stop]!)) stop++;
  return text.slice(start, stop);
}

function ownMatcher(words: readonly string[]): RegExpMatcher {
  const dataset = new DataSet<{ word: string }>();
  for (const word of words) {
    dataset.addPhrase((phrase) => phrase.setMetadata({ word }).addPattern(parseRawPattern(collapseRuns(word))));
  }
  return new RegExpMatcher({ ...dataset.build(), blacklistMatcherTransformers: OWN_TRANSFORMERS });
}

const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const ownMatchers = new Map<string, RegExpMatcher>();

function matcherFor(locale: string): RegExpMatcher | null {
  const list = OWN_LISTS[locale];
  if (!list) return null;
  let matcher = ownMatchers.get(locale);
  if (!matcher) ownMatchers.set(locale, (matcher = ownMatcher(list.words)));
  return matcher;
}

/**
 * The insulting or harassing words in a chat text, as the member wrote them (empty when none). English is
 * always checked (members everywhere use English swear words); the member's own language adds its list.
 */
export function findInsults(text: string, locale: string): string[] {
  const found = new Set<string>();
  const checked = withoutNumbers(text);
  for (const match of english.getAllMatches(checked)) found.add(writtenWord(text, match.startIndex, match.endIndex + 1));
  const own = matcherFor(locale);
  if (own) {
    const { folded, origin } = foldText(checked);
    for (const match of own.getAllMatches(folded)) {
      found.add(writtenWord(text, origin[match.startIndex]!, origin[match.endIndex]! + 1));
    }
  }
  return [...found].sort();
}

/** Locales the warning covers: English through obscenity, the others through the team's lists. */
export const INSULT_LOCALES = ['en', ...Object.keys(OWN_LISTS)] as const;
