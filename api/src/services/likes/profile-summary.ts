import type { ProfileSummary } from '../../contracts/members.ts';
import type { SummaryRow } from '../../repositories/likes.ts';

/**
 * The ProfileSummary of a row with the member search's columns; the same mapping as the search's
 * (services/member-search.ts keeps its own private), so cards look alike in search and likes.
 */
export function toProfileSummary(row: SummaryRow, cdnPrefix: string): ProfileSummary {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    country: row.country,
    region: row.region,
    fictional: row.fictional,
    main_image:
      row.filename && row.thumb_filename
        ? { match: `${cdnPrefix}${row.filename}`, thumb: `${cdnPrefix}${row.thumb_filename}` }
        : null,
  };
}
