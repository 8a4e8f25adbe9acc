import type { MessageDescriptor } from 'react-intl';
import { profileAttributeNames } from '@dating/shared-kit/vocabulary';
import type { MemberProfileAttributes } from '@dating/shared-kit';

/** The single-valued attributes in display order (the kit's one list); their labels are the kit's (`@dating/shared-kit/vocabulary`). */
export type AttributeField = Exclude<keyof MemberProfileAttributes, 'interests'>;
export const attributeFields: readonly AttributeField[] = profileAttributeNames;

/** The interests' heading and texts are this app's own; Dutch is the source. */
export const interestsLabel = { id: 'search.attr.interests', defaultMessage: 'Interesses' } satisfies MessageDescriptor;

const interestMessages: Record<string, MessageDescriptor> = {
  adventure: { id: 'search.interest.adventure', defaultMessage: 'Avontuur' },
  animals: { id: 'search.interest.animals', defaultMessage: 'Dieren' },
  art: { id: 'search.interest.art', defaultMessage: 'Kunst' },
  astrology: { id: 'search.interest.astrology', defaultMessage: 'Astrologie' },
  bbq: { id: 'search.interest.bbq', defaultMessage: 'Barbecue' },
  beach: { id: 'search.interest.beach', defaultMessage: 'Strand' },
  beer: { id: 'search.interest.beer', defaultMessage: 'Bier' },
  biking: { id: 'search.interest.biking', defaultMessage: 'Fietsen' },
  bondage: { id: 'search.interest.bondage', defaultMessage: 'Bondage' },
  coffee: { id: 'search.interest.coffee', defaultMessage: 'Koffie' },
  cooking: { id: 'search.interest.cooking', defaultMessage: 'Koken' },
  dancing: { id: 'search.interest.dancing', defaultMessage: 'Dansen' },
  exchanging_pictures: { id: 'search.interest.exchanging_pictures', defaultMessage: "Foto's uitwisselen" },
  fashion: { id: 'search.interest.fashion', defaultMessage: 'Mode' },
  foodie: { id: 'search.interest.foodie', defaultMessage: 'Lekker eten' },
  gardening: { id: 'search.interest.gardening', defaultMessage: 'Tuinieren' },
  gym: { id: 'search.interest.gym', defaultMessage: 'Sportschool' },
  hiking: { id: 'search.interest.hiking', defaultMessage: 'Wandelen' },
  hugging: { id: 'search.interest.hugging', defaultMessage: 'Knuffelen' },
  kissing: { id: 'search.interest.kissing', defaultMessage: 'Zoenen' },
  lingerie: { id: 'search.interest.lingerie', defaultMessage: 'Lingerie' },
  massages: { id: 'search.interest.massages', defaultMessage: 'Massages' },
  movies: { id: 'search.interest.movies', defaultMessage: 'Films' },
  music: { id: 'search.interest.music', defaultMessage: 'Muziek' },
  outdoors: { id: 'search.interest.outdoors', defaultMessage: 'Buitenleven' },
  party: { id: 'search.interest.party', defaultMessage: 'Feesten' },
  photography: { id: 'search.interest.photography', defaultMessage: 'Fotografie' },
  politics: { id: 'search.interest.politics', defaultMessage: 'Politiek' },
  relationship: { id: 'search.interest.relationship', defaultMessage: 'Relatie' },
  safe_sex: { id: 'search.interest.safe_sex', defaultMessage: 'Veilige seks' },
  sex_toys: { id: 'search.interest.sex_toys', defaultMessage: 'Seksspeeltjes' },
  shopping: { id: 'search.interest.shopping', defaultMessage: 'Shoppen' },
  sports: { id: 'search.interest.sports', defaultMessage: 'Sport' },
  sushi: { id: 'search.interest.sushi', defaultMessage: 'Sushi' },
  tattoos: { id: 'search.interest.tattoos', defaultMessage: 'Tatoeages' },
  tea: { id: 'search.interest.tea', defaultMessage: 'Thee' },
  theater: { id: 'search.interest.theater', defaultMessage: 'Theater' },
  travelling: { id: 'search.interest.travelling', defaultMessage: 'Reizen' },
  vegetarian: { id: 'search.interest.vegetarian', defaultMessage: 'Vegetarisch' },
  video_games: { id: 'search.interest.video_games', defaultMessage: 'Videogames' },
  wine: { id: 'search.interest.wine', defaultMessage: 'Wijn' },
};

/** The text of a known interest; undefined for an interest this build does not know yet. */
export function describeInterest(slug: string): MessageDescriptor | undefined {
  return interestMessages[slug];
}
