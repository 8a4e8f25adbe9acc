import type { MessageDescriptor } from 'react-intl';
import { profileAttributeNames } from '@dating/shared-kit/vocabulary';
import type { MemberProfileAttributes } from '@dating/shared-kit';

/** Labels and values of the profile attributes; Dutch is the source. Slugs come from api/src/contracts/profile-attributes.ts. */
export type AttributeField = Exclude<keyof MemberProfileAttributes, 'interests'>;

/** The single-valued attributes in display order (the kit's one list). */
export const attributeFields: readonly AttributeField[] = profileAttributeNames;

export const attributeLabels = {
  gender: { id: 'search.attr.gender', defaultMessage: 'Geslacht' },
  sexuality: { id: 'search.attr.sexuality', defaultMessage: 'Geaardheid' },
  relationship_status: { id: 'search.attr.relationship_status', defaultMessage: 'Relatiestatus' },
  hair_colour: { id: 'search.attr.hair_colour', defaultMessage: 'Haarkleur' },
  eye_colour: { id: 'search.attr.eye_colour', defaultMessage: 'Oogkleur' },
  body_type: { id: 'search.attr.body_type', defaultMessage: 'Lichaamsbouw' },
  tattoos: { id: 'search.attr.tattoos', defaultMessage: 'Tatoeages' },
  reason: { id: 'search.attr.reason', defaultMessage: 'Ik ben hier voor' },
  interests: { id: 'search.attr.interests', defaultMessage: 'Interesses' },
} satisfies Record<AttributeField | 'interests', MessageDescriptor>;

const attributeValues: Record<AttributeField, Record<string, MessageDescriptor>> = {
  gender: {
    male: { id: 'search.attr.gender.male', defaultMessage: 'Man' },
    female: { id: 'search.attr.gender.female', defaultMessage: 'Vrouw' },
  },
  sexuality: {
    hetero: { id: 'search.attr.sexuality.hetero', defaultMessage: 'Hetero' },
    gay: { id: 'search.attr.sexuality.gay', defaultMessage: 'Homo' },
    lesbian: { id: 'search.attr.sexuality.lesbian', defaultMessage: 'Lesbisch' },
    bi: { id: 'search.attr.sexuality.bi', defaultMessage: 'Biseksueel' },
  },
  relationship_status: {
    single: { id: 'search.attr.relationship_status.single', defaultMessage: 'Single' },
    divorced: { id: 'search.attr.relationship_status.divorced', defaultMessage: 'Gescheiden' },
    widowed: { id: 'search.attr.relationship_status.widowed', defaultMessage: 'Weduwe of weduwnaar' },
    separated: { id: 'search.attr.relationship_status.separated', defaultMessage: 'Uit elkaar' },
    in_relationship: { id: 'search.attr.relationship_status.in_relationship', defaultMessage: 'In een relatie' },
  },
  hair_colour: {
    blond: { id: 'search.attr.hair_colour.blond', defaultMessage: 'Blond' },
    brown: { id: 'search.attr.hair_colour.brown', defaultMessage: 'Bruin' },
    black: { id: 'search.attr.hair_colour.black', defaultMessage: 'Zwart' },
    red: { id: 'search.attr.hair_colour.red', defaultMessage: 'Rood' },
    grey: { id: 'search.attr.hair_colour.grey', defaultMessage: 'Grijs' },
    bald: { id: 'search.attr.hair_colour.bald', defaultMessage: 'Kaal' },
  },
  eye_colour: {
    blue: { id: 'search.attr.eye_colour.blue', defaultMessage: 'Blauw' },
    brown: { id: 'search.attr.eye_colour.brown', defaultMessage: 'Bruin' },
    green: { id: 'search.attr.eye_colour.green', defaultMessage: 'Groen' },
    grey: { id: 'search.attr.eye_colour.grey', defaultMessage: 'Grijs' },
    hazel: { id: 'search.attr.eye_colour.hazel', defaultMessage: 'Hazelnootbruin' },
  },
  body_type: {
    slim: { id: 'search.attr.body_type.slim', defaultMessage: 'Slank' },
    athletic: { id: 'search.attr.body_type.athletic', defaultMessage: 'Sportief' },
    average: { id: 'search.attr.body_type.average', defaultMessage: 'Gemiddeld' },
    curvy: { id: 'search.attr.body_type.curvy', defaultMessage: 'Rondingen' },
    large: { id: 'search.attr.body_type.large', defaultMessage: 'Fors' },
  },
  tattoos: {
    none: { id: 'search.attr.tattoos.none', defaultMessage: 'Geen' },
    one: { id: 'search.attr.tattoos.one', defaultMessage: 'Eén' },
    some: { id: 'search.attr.tattoos.some', defaultMessage: 'Een paar' },
    many: { id: 'search.attr.tattoos.many', defaultMessage: 'Veel' },
  },
  reason: {
    relationship: { id: 'search.attr.reason.relationship', defaultMessage: 'Een relatie' },
    friendship: { id: 'search.attr.reason.friendship', defaultMessage: 'Vriendschap' },
    chat: { id: 'search.attr.reason.chat', defaultMessage: 'Chatten' },
    casual: { id: 'search.attr.reason.casual', defaultMessage: 'Iets vrijblijvends' },
    see_what_happens: { id: 'search.attr.reason.see_what_happens', defaultMessage: 'Kijken wat er gebeurt' },
  },
};

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

/** A value the catalogue does not know (a slug added later) is shown as it is rather than hidden. */
/** The text of a known value; undefined for a slug this build does not know yet (the page shows the slug). */
export function describeValue(field: AttributeField, slug: string): MessageDescriptor | undefined {
  return attributeValues[field][slug];
}

/** The text of a known interest; undefined for an interest this build does not know yet. */
export function describeInterest(slug: string): MessageDescriptor | undefined {
  return interestMessages[slug];
}
