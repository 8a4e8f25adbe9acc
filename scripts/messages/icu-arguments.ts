import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The argument and tag names a message uses ({name}, {count, plural, …}, <b>…</b>), sorted; throws on bad ICU. */
export function icuArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        walk(element.children);
      } else if ('value' in element && element.type !== TYPE.literal && element.type !== TYPE.pound) {
        names.add(element.value);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...names].sort();
}
