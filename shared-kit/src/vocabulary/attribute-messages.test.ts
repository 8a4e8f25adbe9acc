import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { attributeLabel, attributeValueLabel, loadAttributeMessages } from './attribute-messages';
import { profileAttributeNames, profileAttributeValues } from './profile-attributes';

async function intlFor(locale: (typeof locales)[number]) {
  const loaded = await loadAttributeMessages(locale);
  const messages = 'default' in loaded ? (loaded.default as Record<string, string>) : loaded;
  return createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
}

describe('the attribute catalogue', () => {
  it.each(locales)('labels every attribute and every value of the vocabulary in %s', async (locale) => {
    const intl = await intlFor(locale);
    for (const name of profileAttributeNames) {
      expect(attributeLabel(intl, name)).not.toBe(`kit.attribute.${name}`);
      for (const slug of profileAttributeValues[name]) {
        const id = `kit.attribute.${name}.${slug}`;
        expect(id in intl.messages, id).toBe(true);
        expect(attributeValueLabel(intl, name, slug)).toBe(intl.messages[id]);
      }
    }
  });

  it('holds nothing but the vocabulary: no label for a name or value the kit does not list', async () => {
    const intl = await intlFor('nl');
    const known = new Set(
      profileAttributeNames.flatMap((name) => [
        `kit.attribute.${name}`,
        ...profileAttributeValues[name].map((slug) => `kit.attribute.${name}.${slug}`),
      ]),
    );
    expect(Object.keys(intl.messages).filter((id) => !known.has(id))).toEqual([]);
  });

  it('gives the Dutch source texts', async () => {
    const intl = await intlFor('nl');
    expect(attributeLabel(intl, 'hair_colour')).toBe('Haarkleur');
    expect(attributeValueLabel(intl, 'eye_colour', 'hazel')).toBe('Hazelnootbruin');
    expect(attributeValueLabel(intl, 'reason', 'see_what_happens')).toBe('Kijken wat er gebeurt');
  });

  it('shows a value newer than this build as its slug instead of hiding it', async () => {
    const intl = await intlFor('en');
    expect(attributeValueLabel(intl, 'body_type', 'tall')).toBe('tall');
  });
});
