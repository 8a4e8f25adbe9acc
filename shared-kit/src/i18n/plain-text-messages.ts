import type { MessageFormatElement } from 'react-intl';

/**
 * A message with none of ICU's syntax characters (no argument, tag or quote): it parses to one literal. The
 * build leaves such messages as strings (an AST of each would add bytes to the first page's catalogues) and
 * compiles every other one (shared-kit/federation/messages/compiled-catalogue-loader.js, same pattern).
 */
export const PLAIN_TEXT = /^[^{}<>']+$/;

/** What react-intl formats from: an ICU string, or its parsed AST. */
export type FormattableMessages = Record<string, string | MessageFormatElement[]>;

/** The AST element type of literal text (TYPE.literal of @formatjs/icu-messageformat-parser). */
const LITERAL = 0;

/**
 * Turns each plain-text message into the one-literal AST it parses to: react-intl answers such a message at
 * once, where a string is parsed into a formatter on first use (part of the first screen's blocking time on a
 * phone). Any other message is kept as it is (an AST from the build, or a string it parses itself).
 */
export function withPlainTextAsLiterals(messages: Readonly<Record<string, unknown>>): FormattableMessages {
  const formattable: FormattableMessages = {};
  for (const [id, message] of Object.entries(messages)) {
    formattable[id] =
      typeof message === 'string' && PLAIN_TEXT.test(message)
        ? [{ type: LITERAL, value: message }]
        : (message as string | MessageFormatElement[]);
  }
  return formattable;
}
