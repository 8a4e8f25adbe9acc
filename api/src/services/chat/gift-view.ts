import type { Gift } from '../../contracts/chat.ts';
import type { GiftRow } from '../../repositories/gifts.ts';

/** A gift as the catalogue shows it: the name in `locale` (Dutch when missing), picture under cdn_prefix. */
export function giftView(row: GiftRow, locale: string, cdnPrefix: string, defaultCredits: number): Gift {
  return {
    id: row.id,
    // Own keys only: a locale such as 'constructor' must not reach Object.prototype.
    name: (Object.hasOwn(row.names, locale) ? row.names[locale] : undefined) ?? row.names.nl ?? row.slug,
    image: `${cdnPrefix}${row.image}`,
    credits: row.credits ?? defaultCredits,
  };
}
