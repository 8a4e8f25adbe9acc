/**
 * Response shapes of the core calls every app reads. The API package owns the schemas; these types
 * mirror its `src/contracts` and are checked against them in `contracts.test-d.ts`.
 */
export interface MinimumMessageCost {
  costs: number;
  currency: string;
}

export interface SiteSettings {
  name: string;
  domain: string;
  domain_language: string;
  cdn_prefix: string;
  index_title: string;
  description: string;
  niche: number;
  signups: string;
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  geoip_country: string;
  geoip_selected_country: string | null;
  minimum_message_costs: Record<string, MinimumMessageCost>;
  message_credits: number;
  signup_credits: number;
  photo_credits: number;
  gift_credits: number;
  message_length: number;
  support_email: string;
  support_phone: string;
  push_public_key: string | null;
  enable_site_entry_popup: boolean;
  countries: string[];
  visible_profile_fields: string[];
  visible_profile_notes: string[];
  search_fields: string[];
  fictional_warning: { singular: string; plural: string };
  refund_days: number;
  member_resell: boolean;
  company_id: number;
  mail_name: string;
  fictional_icon: string | null;
  /** Which interface languages each country may pick from (spec: locale visibility per country). */
  locales: Record<string, string[]>;
}

export interface CurrentUserResponse {
  user: null | {
    status: string;
    credits: number;
    paid_user: boolean;
    signup_date: string;
    notifications_disabled: string[];
    profile: { name: string; country: string; status: string; main_image: null | { filename: string; thumb_filename: string; status: string } };
  };
}

export interface Interest {
  id: number;
  slug: string;
}

export interface Region {
  id: number;
  country: string;
  name: string;
  lat: number;
  lon: number;
}

export interface CompanyInfo {
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  delete_discount: number;
  added: string;
}
