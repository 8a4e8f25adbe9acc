import { icuArguments } from './icu-arguments';
import type { Catalogue, CatalogueSet } from './catalogues';

/** A message id the source uses (formatjs extract), with where it was found and its default text if any. */
export interface ExtractedMessage {
  id: string;
  file: string;
  defaultMessage?: string;
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

function argumentsOrError(message: string): string[] | Error {
  try {
    return icuArguments(message);
  } catch (error) {
    return error as Error;
  }
}

/** Each locale of a folder has exactly the Dutch ids, valid ICU and the Dutch arguments. */
export function checkCatalogueSet(set: CatalogueSet, locales: readonly string[]): string[] {
  const problems: string[] = [];
  const source = set.byLocale.nl ?? {};
  for (const locale of locales) {
    const catalogue = set.byLocale[locale];
    if (!catalogue) {
      problems.push(`${set.dir}: ${locale}.json is missing`);
      continue;
    }
    for (const id of Object.keys(source)) if (!(id in catalogue)) problems.push(`${set.dir}/${locale}.json: misses ${id}`);
    for (const [id, text] of Object.entries(catalogue)) {
      if (!(id in source)) {
        problems.push(`${set.dir}/${locale}.json: ${id} is not in nl.json`);
        continue;
      }
      if (!text.trim()) problems.push(`${set.dir}/${locale}.json: ${id} is empty`);
      const expected = argumentsOrError(source[id]!);
      const actual = argumentsOrError(text);
      if (actual instanceof Error) problems.push(`${set.dir}/${locale}.json: ${id} is not valid ICU (${actual.message})`);
      else if (!(expected instanceof Error) && !same(expected, actual)) {
        problems.push(`${set.dir}/${locale}.json: ${id} uses {${actual.join(', ')}} where nl uses {${expected.join(', ')}}`);
      }
    }
  }
  return problems;
}

/** Every id the source of an app uses is in that app's Dutch catalogues, and a default text is the Dutch one. */
export function checkExtracted(app: string, extracted: ExtractedMessage[], dutch: Catalogue): string[] {
  const problems: string[] = [];
  for (const message of extracted) {
    if (!(message.id in dutch)) problems.push(`${message.file}: ${message.id} is used but no ${app} nl catalogue has it`);
    else if (message.defaultMessage !== undefined && message.defaultMessage !== dutch[message.id]) {
      problems.push(`${message.file}: ${message.id} defaultMessage differs from the nl catalogue`);
    }
  }
  return problems;
}

/** Every API error code has `<prefix><code>` in the Dutch catalogue (the locales follow through checkCatalogueSet). */
export function checkErrorCodes(codes: string[], prefix: string, dutch: Catalogue): string[] {
  return codes
    .filter((code) => !(`${prefix}${code}` in dutch))
    .map((code) => `the API can answer "${code}" but ${prefix}${code} has no text`);
}

/** Ids under `prefix` whose code the API no longer answers: dead translations. */
export function checkStaleErrorCodes(codes: string[], prefix: string, dutch: Catalogue): string[] {
  return Object.keys(dutch)
    .filter((id) => id.startsWith(prefix) && !codes.includes(id.slice(prefix.length)))
    .map((id) => `${id}: the API no longer answers this code`);
}
