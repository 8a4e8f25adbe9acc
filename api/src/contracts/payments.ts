import { Type, type Static } from 'typebox';
import { Bounded, CountryCode, Line, RowId } from './common.ts';

/**
 * Payments (orders, the time bonus;
 * payment errors; the time bonus and welcome discount). Written before the API and mfe-payments so
 * both build against one shape. Money is always an integer in minor units (cents) with its ISO currency;
 * the server computes every price, the client's figures are never trusted.
 */

export const PAYMENT_METHODS = [
  'ideal',
  'bancontact',
  'creditcard',
  'paypal',
  'applepay',
  'sofort',
  'eps',
  'przelewy24',
  'sdd',
  'sct',
] as const;
export const PaymentMethod = Type.Enum(PAYMENT_METHODS);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** Order statuses, as payment providers name them (Mollie's). */
export const ORDER_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export const OrderStatus = Type.Enum(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;
/** Once an order is in one of these it never changes again (a later "open" or "pending" is ignored). */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'failed', 'canceled', 'expired'];

export const Currency = Type.String({ pattern: '^[A-Z]{3}$' });
/** An amount in minor units (cents) of its currency. */
export const MinorAmount = Type.Integer({ minimum: 0 });

/** One credit bundle offered in a country (GET credits.php). */
export const CreditBundle = Type.Object({
  id: Type.Integer(),
  credits: Type.Integer({ minimum: 1 }),
  price: MinorAmount,
  currency: Currency,
  /** A struck-through earlier price, when the bundle is on offer. */
  old_price: Type.Union([MinorAmount, Type.Null()]),
  /** The lowest price per credit of the country's bundles (exactly one bundle). */
  best_value: Type.Boolean(),
  /** Percentage saved per credit against the dearest bundle (0 for that bundle), for "save 30%". */
  saving_percentage: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type CreditBundle = Static<typeof CreditBundle>;

/** A payment method offered in a country; the list's order is the display order for that country. */
export const PaymentMethodOption = Type.Object({
  id: PaymentMethod,
  /** sdd: the member fills in the direct-debit form (IBAN and SMS code) instead of a hosted checkout. */
  direct_debit: Type.Boolean(),
});
export type PaymentMethodOption = Static<typeof PaymentMethodOption>;

/** GET /api/credits.php?country=XX: country defaults to the member's, else the site's geoip country. */
export const CreditsQuery = Type.Object({ country: Type.Optional(CountryCode) });
export const CreditsResponse = Type.Object({
  country: CountryCode,
  currency: Currency,
  bundles: Type.Array(CreditBundle),
  methods: Type.Array(PaymentMethodOption),
  /** What /credits/repeat-order would buy again (logged-in members with a paid order), else null. */
  last_paid_order: Type.Union([
    Type.Object({ bundle_id: Type.Integer(), method: PaymentMethod, credits: Type.Integer(), total: MinorAmount }),
    Type.Null(),
  ]),
});
export type CreditsResponse = Static<typeof CreditsResponse>;

// ---------------------------------------------------------------------------------------------------------
// Discount codes (GET discountcode.php) and the time bonus (GET timebonus.php)
// ---------------------------------------------------------------------------------------------------------

export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
/** The time bonus lasts this long after signup_date. */
export const TIME_BONUS_SECONDS = 14_400;
export const WELCOME_DISCOUNT_PERCENTAGE = 25;

export const DISCOUNT_VALIDITIES = ['once_per_user', 'single_use', 'unlimited'] as const;
export const DiscountValidity = Type.Enum(DISCOUNT_VALIDITIES);

/** Every field the spec names, in its spelling. */
export const DiscountCode = Type.Object({
  code: Type.String(),
  /** Only for members of this country, or any country. */
  country: Type.Union([CountryCode, Type.Null()]),
  /** Only for this member (welcome codes), or anyone. */
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  expires: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  value_percentage: Type.Integer({ minimum: 1, maximum: 100 }),
  /** minimum_order_value is in this currency; null when there is no minimum. */
  currency: Type.Union([Currency, Type.Null()]),
  minimum_order_value: Type.Union([MinorAmount, Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  validity: DiscountValidity,
  expired: Type.Boolean(),
  /** Methods it may be paid with; empty means every method. */
  paymentmethods: Type.Array(PaymentMethod),
});
export type DiscountCode = Static<typeof DiscountCode>;

/**
 * GET /api/discountcode.php?code=X[&bundle_id=N&method=M]: the code if this member may use it (with bundle and
 * method, also the minimum order value and method rules), else 404 code_not_found, 409 code_used, 422
 * code_expired / code_minimum_order / code_country / code_method. ?welcome=true: the member's welcome code
 * or null (the client ignores errors of this call).
 */
export const DiscountCodeQuery = Type.Object({
  code: Type.Optional(Line({ minLength: 1, maxLength: 64 })),
  welcome: Type.Optional(Type.Boolean()),
  bundle_id: Type.Optional(RowId()),
  method: Type.Optional(PaymentMethod),
});
export const DiscountCodeResponse = Type.Object({ discount: Type.Union([DiscountCode, Type.Null()]) });
export type DiscountCodeResponse = Static<typeof DiscountCodeResponse>;

/** GET /api/timebonus.php: TIMEBONUS25 while it is active for this member (logged in, never paid, within 4 h of signup, unused). */
export const TimeBonus = Type.Object({
  code: Type.Literal(TIME_BONUS_CODE),
  value_percentage: Type.Literal(TIME_BONUS_PERCENTAGE),
  /** signup_date + 14,400 s; the countdown runs to this instant. */
  expires: Type.String({ format: 'date-time' }),
});
export type TimeBonus = Static<typeof TimeBonus>;
export const TimeBonusResponse = Type.Object({ time_bonus: Type.Union([TimeBonus, Type.Null()]) });
export type TimeBonusResponse = Static<typeof TimeBonusResponse>;

// ---------------------------------------------------------------------------------------------------------
// Quotes, orders and transactions
// ---------------------------------------------------------------------------------------------------------

/** What a discount took off an order. */
export const AppliedDiscount = Type.Object({
  code: Type.String(),
  value_percentage: Type.Integer({ minimum: 1, maximum: 100 }),
  /** Minor units taken off (price × percentage / 100, rounded half up to a whole minor unit). */
  amount: MinorAmount,
});
export type AppliedDiscount = Static<typeof AppliedDiscount>;

/** GET /api/order-quote.php?bundle_id&method[&code]: the order overview, priced by the server. */
export const OrderQuoteQuery = Type.Object({
  bundle_id: RowId(),
  method: PaymentMethod,
  code: Type.Optional(Line({ minLength: 1, maxLength: 64 })),
});
export const OrderQuote = Type.Object({
  bundle_id: Type.Integer(),
  credits: Type.Integer(),
  method: PaymentMethod,
  currency: Currency,
  price: MinorAmount,
  discount: Type.Union([AppliedDiscount, Type.Null()]),
  total: MinorAmount,
});
export type OrderQuote = Static<typeof OrderQuote>;

/** An order: its quote as it was priced, with its state. */
export const Order = Type.Object({
  id: Type.Integer(),
  status: OrderStatus,
  ...OrderQuote.properties,
  created_at: Type.String({ format: 'date-time' }),
  paid_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The provider's hosted checkout while the order is open; null otherwise (and for direct debit). */
  checkout_url: Type.Union([Type.String(), Type.Null()]),
  /** Balance after this order was credited (paid orders), for "your new balance". */
  balance_after: Type.Union([Type.Integer(), Type.Null()]),
  /** Credits taken back because the payment was refunded or charged back (0: none); the status stays paid. */
  credits_reversed: Type.Integer({ minimum: 0 }),
});
export type Order = Static<typeof Order>;

/** POST /api/order.php: sdd is refused here (422 method_requires_mandate): it goes through directdebit.php. */
export const CreateOrderBody = Type.Object({ ...OrderQuoteQuery.properties });
export const OrderCreatedResponse = Type.Object({
  order: Order,
  /** Where to send the browser next: the hosted checkout, or /transactions/{id} when nothing is left to do. */
  redirect_url: Type.String(),
});
export type OrderCreatedResponse = Static<typeof OrderCreatedResponse>;

/** GET /api/transactions.php: the member's orders, newest first. ?id=N: one order (404 order_not_found if not theirs). */
export const TransactionsQuery = Type.Object({ id: Type.Optional(RowId()) });
export const TransactionsResponse = Type.Object({ orders: Type.Array(Order) });
export type TransactionsResponse = Static<typeof TransactionsResponse>;
export const TransactionResponse = Type.Object({ order: Order });
export type TransactionResponse = Static<typeof TransactionResponse>;

/** POST /api/repeat-order.php (empty body): the last paid order's bundle and method again (404 no_previous_order). */
export const RepeatOrderBody = Type.Object({});

/**
 * POST /api/payment-webhook.php: what providers send. Mollie posts `id=tr_...` form-encoded; only the id is
 * trusted, the status is always fetched from the provider. Answers 200 for ids it knows and ids it does not.
 */
export const PaymentWebhookBody = Type.Object({ id: Line({ minLength: 1, maxLength: 64 }) });

// ---------------------------------------------------------------------------------------------------------
// Direct debit (POST directdebit.php, directdebit-code.php, directdebit-resend.php)
// ---------------------------------------------------------------------------------------------------------

export const SMS_CODE_LENGTH = 6;
/** Wrong codes allowed per mandate before it is closed (429 code_tries_exceeded). */
export const SMS_CODE_MAX_TRIES = 5;
/** Seconds before another code may be sent to the same mandate. */
export const SMS_RESEND_SECONDS = 30;
/** Codes sent for one mandate (the first and two more), per member a day and per number a day (any member). */
export const SMS_CODES_PER_MANDATE = 3;
export const SMS_CODES_PER_MEMBER_DAY = 5;
export const SMS_CODES_PER_NUMBER_DAY = 5;

/** The direct-debit form with the bundle it pays for. IBAN is checked with ibantools (mod 97, country length). */
export const DirectDebitBody = Type.Object({
  bundle_id: RowId(),
  code: Type.Optional(Line({ minLength: 1, maxLength: 64 })),
  account_holder: Line({ minLength: 2, maxLength: 100 }),
  iban: Line({ minLength: 5, maxLength: 42, description: 'spaces allowed; normalised by the server' }),
  street: Line({ minLength: 1, maxLength: 100 }),
  house_number: Line({ minLength: 1, maxLength: 16 }),
  zip: Line({ minLength: 2, maxLength: 16 }),
  city: Line({ minLength: 1, maxLength: 100 }),
  mobile_phone: Line({ minLength: 6, maxLength: 32 }),
  /** The member agreed to the mandate (the checkbox); false is 422 mandate_not_accepted. */
  mandate_accepted: Type.Boolean(),
});
export type DirectDebitBody = Static<typeof DirectDebitBody>;

export const DirectDebitStarted = Type.Object({
  mandate_id: Type.Integer(),
  /** "+31 6 •••• 1234": the number the code went to, masked. */
  phone_hint: Type.String(),
  /** "•••• 4300": the account the mandate draws on, only its last four characters (the IBAN is kept encrypted). */
  iban_hint: Type.Optional(Type.String()),
  resend_after: Bounded(0, 3600),
  tries_left: Bounded(0, SMS_CODE_MAX_TRIES),
});
export type DirectDebitStarted = Static<typeof DirectDebitStarted>;

export const DirectDebitCodeBody = Type.Object({
  mandate_id: RowId(),
  code: Type.String({ pattern: `^[0-9]{${SMS_CODE_LENGTH}}$` }),
});
export const DirectDebitResendBody = Type.Object({ mandate_id: RowId() });

/**
 * Error codes of the money path, with the Dutch source text of the spec where it gives one. The
 * kit translates each as `kit.apiError.<code>` in all 11 locales.
 */
export const PAYMENT_ERROR_MESSAGES = {
  payment_failed: 'Betaling mislukt',
  code_invalid: 'Code ongeldig',
  code_not_found: 'Code niet gevonden',
  code_used: 'Code reeds gebruikt',
  code_expired: 'Deze code is verlopen',
  // params { amount, currency } give the minimum in minor units, for screens that show it formatted.
  code_minimum_order: 'Deze code geldt pas vanaf een hoger bestelbedrag',
  code_country: 'Deze code geldt niet in jouw land',
  code_method: 'Deze code geldt niet voor deze betaalmethode',
  bundle_not_found: 'Dit pakket bestaat niet (meer)',
  method_not_offered: 'Deze betaalmethode is in jouw land niet beschikbaar',
  method_requires_mandate: 'Voor automatische incasso vul je eerst het incassoformulier in',
  order_not_found: 'Bestelling niet gevonden',
  no_previous_order: 'Je hebt nog geen eerdere bestelling om te herhalen',
  iban_invalid: 'Dit IBAN klopt niet',
  mandate_not_accepted: 'Geef toestemming voor de incasso om verder te gaan',
  mandate_not_found: 'Deze incasso-aanvraag bestaat niet of is verlopen',
  phone_invalid: 'Vul een geldig mobiel nummer in',
  phone_country: 'Vul een mobiel nummer in uit een land waar we actief zijn',
  sms_mandate_limit: 'Voor deze aanvraag zijn al {max} codes verstuurd, vul het formulier opnieuw in',
  sms_daily_limit: 'Je hebt vandaag al {max} codes ontvangen, probeer het morgen opnieuw of kies een andere betaalmethode',
  sms_number_limit: 'Naar dit nummer zijn vandaag te veel codes gestuurd, probeer het morgen opnieuw of kies een andere betaalmethode',
  sms_unavailable: 'De sms kon nu niet worden verstuurd, probeer het zo opnieuw',
  code_tries_exceeded: 'Te vaak een verkeerde code ingevoerd, vraag een nieuwe code aan',
  sms_resend_too_soon: 'Wacht {seconds} seconden voor je een nieuwe code aanvraagt',
  directdebit_blocked: 'Betalen via automatische incasso is voor dit account geblokkeerd',
  directdebit_limit_reached: 'Je hebt de limiet voor automatische incasso bereikt, kies een andere betaalmethode',
  payment_provider_unavailable: 'De betaalprovider is even niet bereikbaar, probeer het zo opnieuw',
} as const;
export type PaymentErrorCode = keyof typeof PAYMENT_ERROR_MESSAGES;
