import type { PageCall } from '@dating/shared-kit/page-calls';
import { askApiForPage } from './ask-api';

export interface PageAnswers {
  /** The answers by callKey, for the page's boot data. */
  answers: Record<string, unknown>;
  /** Pictures the first screen shows from them, to preload with the page. */
  pictures: string[];
  /** Every call got an answer in time (a refusal counts as one): nothing was left out because the API was slow or down. */
  complete: boolean;
}

/** Longest a picture address may be to be preloaded (a longer one is no picture path of this site). */
const MAX_PICTURE_LENGTH = 500;

/**
 * Asks the API the page's first calls as the browser would (ask-api.ts), all at once. Only 200 answers are kept: anything
 * else, or no answer within `timeoutMs`, leaves that call to the browser, which shows its error states as
 * always.
 */
export async function fetchPageAnswers(
  apiUrl: string,
  calls: readonly PageCall[],
  forwarded: Record<string, string>,
  timeoutMs = 800,
): Promise<PageAnswers> {
  const results = await Promise.all(
    calls.map(async (call) => {
      try {
        const response = await askApiForPage(apiUrl, call.key, forwarded, timeoutMs);
        if (response.status !== 200) return undefined;
        const body: unknown = await response.json();
        return { call, body };
      } catch {
        return null;
      }
    }),
  );
  const answers: Record<string, unknown> = {};
  const pictures: string[] = [];
  for (const result of results) {
    if (!result) continue;
    answers[result.call.key] = result.body;
    try {
      for (const picture of result.call.pictures?.(result.body) ?? []) {
        if (typeof picture === 'string' && picture.length > 0 && picture.length <= MAX_PICTURE_LENGTH) pictures.push(picture);
      }
    } catch {
      // An answer of another shape than the page expects: no pictures from it, the answer itself still goes.
    }
  }
  return { answers, pictures, complete: !results.includes(null) };
}
