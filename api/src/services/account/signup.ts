import { TRACKING_KEYS, type SignupBody } from '../../contracts/account.ts';
import { LOCALES, type Locale } from '../../contracts/common.ts';
import { addCredits } from '../../repositories/credits.ts';
import { findAccountByEmail, insertMember, useInviteCode } from '../../repositories/accounts.ts';
import { cleanMemberName } from '../../lib/member-name.ts';
import type { AccountContext } from './context.ts';
import { accountError, accountFieldsError } from './errors.ts';
import { newActivationToken, sendActivationMail } from './activation.ts';
import { hashPassword } from './passwords.ts';
import { checkBirthdate, checkEmail, checkName, checkPasswords, normaliseEmail } from './validation.ts';

export interface SignupInput {
  body: SignupBody;
  /** GeoIP country from the edge, if any. */
  visitorCountry: string | undefined;
}

const DELETED_STATUSES = new Set(['deletion_requested', 'deleted']);

/**
 * Creates a not_confirmed member with the site's signup credits (through the ledger), keeps the tracking
 * parameters, mails the activation link and returns the new member id. Rules in the order a member fixes them:
 * site policy, then every field at once (422), then the address (409).
 */
export async function signup(ctx: AccountContext, input: SignupInput): Promise<number> {
  const { body } = input;
  const tracking = pickTracking(body.tracking);
  checkSignupPolicy(ctx, tracking, body.invite_code);

  const email = normaliseEmail(body.email);
  const fieldErrors = [
    ...checkEmail(email),
    ...checkName(body.name, email),
    ...checkBirthdate(body.date_of_birth, ctx.now),
    ...checkPasswords(body.password, body.password_confirm),
  ];
  if (fieldErrors.length > 0) throw accountFieldsError(fieldErrors);

  await assertAddressFree(ctx, email);
  const passwordHash = await hashPassword(body.password);
  const settings = ctx.site.settings;
  // The short signup form has no gender: without one the member starts as a man looking for women and
  // can change it on /profile.
  const gender = body.gender ?? 'male';
  const language = body.language ?? siteLocale(settings.domain_language);
  const country =
    input.visitorCountry && settings.countries.includes(input.visitorCountry) ? input.visitorCountry : settings.default_country;

  const memberId = await ctx.db
    .transaction(async (tx) => {
      // Invite codes are taken inside the transaction: a failed signup gives its use back.
      if (settings.signups === 'invite_only' && !(await useInviteCode(tx, body.invite_code ?? '', ctx.now))) {
        throw accountError(403, 'invalid_invite');
      }
      const id = await insertMember(tx, {
        email,
        name: cleanMemberName(body.name),
        passwordHash,
        birthdate: body.date_of_birth,
        gender,
        sexuality: sexualityOf(gender, body.looking_for),
        country,
        language,
        about: body.signup_message?.trim() ?? '',
        tracking,
        siteId: ctx.site.id,
        now: ctx.now,
      });
      await addCredits(tx, id, settings.signup_credits, 'signup', ctx.now);
      return id;
    })
    .catch((error: unknown) => {
      // Two sign-ups with one address at the same moment: the unique index decides, the loser gets 409.
      if (isUniqueViolation(error)) throw accountError(409, 'account_exists');
      throw error;
    });

  const token = await newActivationToken(ctx, memberId);
  await sendActivationMail(ctx, { email, name: cleanMemberName(body.name), language }, token).catch((error: unknown) =>
    ctx.log.error({ err: error, memberId }, 'activation mail failed; the member can ask for a new one'),
  );
  return memberId;
}

/** All, with_trafficsource (a network or ref in the tracking), else invite-only. */
function checkSignupPolicy(ctx: AccountContext, tracking: Record<string, string> | null, inviteCode: string | undefined) {
  const policy = ctx.site.settings.signups;
  if (policy === 'all') return;
  if (policy === 'with_trafficsource') {
    if (tracking?.network || tracking?.ref) return;
    throw accountError(403, 'signups_closed');
  }
  if (!inviteCode) throw accountError(403, 'signups_closed');
}

async function assertAddressFree(ctx: AccountContext, email: string) {
  const existing = await findAccountByEmail(ctx.db, email);
  if (!existing) return;
  throw accountError(409, DELETED_STATUSES.has(existing.status) ? 'account_deleted' : 'account_exists');
}

function pickTracking(tracking: SignupBody['tracking']): Record<string, string> | null {
  if (!tracking) return null;
  const picked: Record<string, string> = {};
  for (const key of TRACKING_KEYS) {
    const value = tracking[key];
    if (typeof value === 'string' && value !== '') picked[key] = value;
  }
  return Object.keys(picked).length > 0 ? picked : null;
}

function sexualityOf(gender: 'male' | 'female', lookingFor: SignupBody['looking_for']): 'hetero' | 'gay' | 'lesbian' | 'bi' {
  if (lookingFor === 'both') return 'bi';
  if (lookingFor === gender) return gender === 'male' ? 'gay' : 'lesbian';
  return 'hetero';
}

function siteLocale(domainLanguage: string): Locale {
  const code = domainLanguage.slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(code) ? (code as Locale) : 'nl';
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
