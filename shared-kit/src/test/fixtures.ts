import type {
  ChatEntry,
  ChatsResponse,
  CompanyInfo,
  CurrentUser,
  DiscountCode,
  LikesResponse,
  OwnProfile,
  ProfileSummary,
  SiteSettings,
} from '../api/contracts';

/** settings.php of a Dutch test site serving NL and BE; override what a test is about. */
export function siteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    name: 'Testsite',
    domain: 'site.test',
    domain_language: 'nl_NL',
    cdn_prefix: '/media/',
    index_title: 'Testsite',
    description: 'Daten op de testsite',
    niche: 1,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    geoip_country: 'NL',
    geoip_selected_country: 'NL',
    minimum_message_costs: {},
    message_credits: 1,
    signup_credits: 0,
    photo_credits: 0,
    gift_credits: 0,
    message_length: 1000,
    support_email: 'support@site.test',
    support_phone: '+31201234567',
    push_public_key: '',
    enable_site_entry_popup: false,
    site_entry_popup_countries: [],
    countries: ['NL', 'BE'],
    locales: {},
    visible_profile_fields: [],
    visible_profile_notes: false,
    search_fields: [],
    fictional_warning: {
      singular: 'Let op: dit profiel wordt door ons beheerd.',
      plural: 'Let op: sommige profielen worden door ons beheerd.',
    },
    refund_days: 14,
    member_resell: false,
    company_id: 1,
    mail_name: 'Testsite',
    interests: [],
    regions: {},
    fictional_icon: 'icons/fictional.svg',
    ...overrides,
  };
}

/** A logged-in member as user.php answers it (`{ user: member() }`); override what a test is about. */
export function member(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    status: 'active',
    email: 'anna@example.com',
    email_confirmed: true,
    credits: 25,
    paid_user: false,
    signup_date: '2024-01-01T10:00:00.000Z',
    notifications_disabled: [],
    fictional_icon: '',
    language: 'nl',
    profile: { id: 7, name: 'Anna', country: 'NL', status: 'active', main_image: null },
    ...overrides,
  };
}

/** A member card as search, likes and the swipe game list it. */
export function profileSummary(id: number, name: string, extra: Partial<ProfileSummary> = {}): ProfileSummary {
  return {
    id,
    name,
    age: 30 + id,
    country: 'NL',
    region: 'Utrecht',
    fictional: false,
    main_image: { match: `/media/members/${id}.jpg`, thumb: `/media/members/${id}-t.jpg` },
    ...extra,
  };
}

/** likes.php with nothing given or received. */
export function noLikes(overrides: Partial<LikesResponse> = {}): LikesResponse {
  return { profiles: [], liked_by: [], new_likes: 0, ...overrides };
}

/** companyinfo.php of the test site's operator. */
export function companyInfo(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    name: 'Test BV',
    address: 'Teststraat 1',
    kvk: '12345678',
    city: 'Utrecht',
    country: 'NL',
    tradenames: ['Testsite'],
    vat_numbers: { NL: 'NL123456789B01' },
    support_phone: '+31201234567',
    delete_discount: 0,
    added: '2023-12-01T12:00:00.000Z',
    ...overrides,
  };
}

/** One row of chats.php: a conversation with `profile`, an old text from them, nothing unread. */
export function chatEntry(conversation: number, profile: ProfileSummary, overrides: Partial<ChatEntry> = {}): ChatEntry {
  return {
    conversation,
    profile,
    num_unread_messages: 0,
    last_message: { kind: 'text', preview: 'Hoi!', sent_at: '2026-01-01T10:00:00.000Z', mine: false },
    can_reply: true,
    ...overrides,
  };
}

/** chats.php for these rows, the total being the sum of their unread counts. */
export function chatsSummary(chats: ChatEntry[]): ChatsResponse {
  return { chats, total_unread_messages: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}

/** Member 7's welcome code (15%, once, no end) as discountcode.php?welcome=true answers it. */
export function welcomeDiscount(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code: 'WELKOM-7',
    country: null,
    user_id: 7,
    expires: null,
    value_percentage: 15,
    currency: null,
    minimum_order_value: null,
    status: 'active',
    validity: 'once_per_user',
    expired: false,
    paymentmethods: [],
    ...overrides,
  };
}

/** A new member's own profile (profile.php): no region, photo or about-text yet. */
export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 7,
    name: 'Linda',
    email: 'linda@example.com',
    date_of_birth: '1990-02-14',
    age: 34,
    about: '',
    gender: 'female',
    sexuality: 'hetero',
    relationship_status: null,
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    tattoos: null,
    interests: [],
    reason: null,
    country: 'NL',
    region_id: null,
    region: null,
    status: 'not_confirmed',
    paid_user: false,
    photo_limit: 3,
    photos: [],
    ...overrides,
  };
}
