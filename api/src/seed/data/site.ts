import type { CompanyInfo } from '../../contracts/company-info.ts';
import { NICHES, type StoredSiteSettings } from '../../contracts/settings.ts';
import { OPTIONAL_PROFILE_ATTRIBUTES } from '../../contracts/vocabulary/profile-attributes.ts';
import { COUNTRIES } from './countries.ts';

export const DEMO_DOMAIN = 'datingsite.nl';
export const FICTIONAL_ICON = 'icons/fictional.svg';

export const DEMO_COMPANY: Omit<CompanyInfo, 'added'> & { added: string } = {
  name: 'Datingsite B.V.',
  address: 'Keizersgracht 123',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Datingsite', 'Datingsite.nl'],
  vat_numbers: { NL: 'NL123456789B01', BE: 'BE0123456789' },
  // Stored as an operator would type it; the API cleans it.
  support_phone: '+31 20-123 45 67',
  delete_discount: 50,
  added: '2024-03-01T09:00:00.000Z',
};

/** A believable Dutch general-niche site. The push key pair is made at seed time (see reference.ts). */
export function demoSiteSettings(pushPublicKey: string): StoredSiteSettings {
  return {
    name: 'Datingsite',
    domain_language: 'nl_NL',
    cdn_prefix: '/media/',
    index_title: 'Datingsite - Gratis daten en chatten met singles bij jou in de buurt',
    description: 'Ontmoet singles bij jou in de buurt. Maak gratis een profiel aan, zoek, like en chat.',
    niche: NICHES.general,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    default_country: 'NL',
    minimum_message_costs: Object.fromEntries(
      COUNTRIES.map((country) => [country.code, { costs: country.minimumMessageCost, currency: country.currency }]),
    ),
    message_credits: 5,
    signup_credits: 10,
    photo_credits: 10,
    gift_credits: 20,
    super_like_credits: 10,
    free_super_likes_daily: 1,
    swipe_undo_credits: 5,
    boost_credits: 30,
    message_length: 1000,
    support_email: 'support@datingsite.nl',
    support_phone: '+31 20-123 45 67',
    push_public_key: pushPublicKey,
    enable_site_entry_popup: true,
    site_entry_popup_countries: [],
    countries: COUNTRIES.map((country) => country.code),
    visible_profile_fields: ['age', 'region', 'sexuality', ...OPTIONAL_PROFILE_ATTRIBUTES, 'interests', 'about'],
    visible_profile_notes: true,
    search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    fictional_warning: {
      singular: 'Dit profiel is fictief: het wordt beheerd door een medewerker van de site.',
      plural: 'Sommige profielen zijn fictief: ze worden beheerd door medewerkers van de site.',
    },
    refund_days: 14,
    member_resell: false,
    mail_name: 'Datingsite',
    fictional_icon: FICTIONAL_ICON,
  };
}
