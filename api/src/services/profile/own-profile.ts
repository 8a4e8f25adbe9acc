import type { Db } from '../../db/db.ts';
import { FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT, type OwnPhoto, type OwnProfile, type ProfileUpdate } from '../../contracts/profile.ts';
import type { PhotoRow } from '../../repositories/photos.ts';
import { PHOTO_REJECTION_REASONS, type PhotoRejectionReason } from '../../contracts/moderation.ts';
import { listMemberPhotos } from '../../repositories/photos.ts';
import {
  countryExists,
  findProfile,
  regionCountry,
  unknownInterests,
  updateProfile,
  type ProfileChanges,
} from '../../repositories/profile.ts';
import {
  checkAbout,
  checkBirthdate,
  checkName,
  regionNotInCountryError,
  unknownCountryError,
  unknownInterestError,
  type FieldError,
} from './profile-rules.ts';

export const photoLimit = (paidUser: boolean): number => (paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT);

export function toOwnPhoto(photo: PhotoRow, cdnPrefix: string): OwnPhoto {
  return {
    id: photo.id,
    url: cdnPrefix + photo.filename,
    thumb: cdnPrefix + photo.thumb_filename,
    status: photo.status,
    is_main: photo.is_main,
    ...(photo.status === 'rejected' && isRejectionReason(photo.rejection_reason) ? { rejection_reason: photo.rejection_reason } : {}),
  };
}

const isRejectionReason = (reason: string | null): reason is PhotoRejectionReason =>
  (PHOTO_REJECTION_REASONS as readonly (string | null)[]).includes(reason);

/** The member's own profile with all their photos (every status); null for unknown or deleted members. */
export async function loadOwnProfile(db: Db, memberId: number, cdnPrefix: string): Promise<OwnProfile | null> {
  const [row, photos] = await Promise.all([findProfile(db, memberId), listMemberPhotos(db, memberId)]);
  if (!row) return null;
  // The row's text columns were written through the CHECKs and the schema enums, so these casts hold.
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    date_of_birth: row.birthdate,
    age: row.age,
    about: row.about,
    gender: row.gender as OwnProfile['gender'],
    sexuality: row.sexuality as OwnProfile['sexuality'],
    relationship_status: row.relationship_status as OwnProfile['relationship_status'],
    hair_colour: row.hair_colour as OwnProfile['hair_colour'],
    eye_colour: row.eye_colour as OwnProfile['eye_colour'],
    body_type: row.body_type as OwnProfile['body_type'],
    tattoos: row.tattoos as OwnProfile['tattoos'],
    interests: row.interests,
    reason: row.reason as OwnProfile['reason'],
    country: row.country,
    region_id: row.region_id,
    region: row.region,
    status: row.status,
    paid_user: row.paid_user,
    photo_limit: photoLimit(row.paid_user),
    photos: photos.map((photo) => toOwnPhoto(photo, cdnPrefix)),
  };
}

export type ProfileUpdateResult = { ok: true } | { ok: false; errors: FieldError[] } | { ok: false; notFound: true };

/**
 * Applies a partial update after checking every rule; nothing is written when any field is rejected, and all
 * rejected fields are reported at once so the form can mark each of them.
 */
export async function updateOwnProfile(db: Db, memberId: number, update: ProfileUpdate, today = new Date()): Promise<ProfileUpdateResult> {
  const current = await findProfile(db, memberId);
  if (!current) return { ok: false, notFound: true };
  const errors: FieldError[] = [];
  const changes: ProfileChanges = {};

  if (update.name !== undefined) {
    const result = checkName(update.name, current.email);
    if ('error' in result) errors.push(result.error);
    else changes.name = result.name;
  }
  if (update.date_of_birth !== undefined) {
    const result = checkBirthdate(update.date_of_birth, today);
    if ('error' in result) errors.push(result.error);
    else changes.birthdate = result.birthdate;
  }
  if (update.about !== undefined) {
    const result = checkAbout(update.about);
    if ('error' in result) errors.push(result.error);
    else changes.about = result.about;
  }
  // Enum values were checked by the schema; null clears an optional attribute.
  if (update.gender !== undefined) changes.gender = update.gender;
  if (update.sexuality !== undefined) changes.sexuality = update.sexuality;
  for (const key of ['relationship_status', 'hair_colour', 'eye_colour', 'body_type', 'tattoos', 'reason'] as const) {
    if (update[key] !== undefined) changes[key] = update[key];
  }

  let interests: string[] | undefined;
  if (update.interests !== undefined) {
    interests = [...new Set(update.interests)];
    const unknown = await unknownInterests(db, interests);
    if (unknown.length > 0) errors.push(unknownInterestError(unknown));
  }

  errors.push(...(await checkLivingArea(db, current, update, changes)));
  if (errors.length > 0) return { ok: false, errors };
  await db.transaction((tx) => updateProfile(tx, memberId, changes, interests));
  return { ok: true };
}

/** Country and region: the region must lie in the (new) country; a new country without a region drops the old one. */
async function checkLivingArea(
  db: Db,
  current: { country: string; region_id: number | null },
  update: ProfileUpdate,
  changes: ProfileChanges,
): Promise<FieldError[]> {
  const country = update.country ?? current.country;
  if (update.country !== undefined && update.country !== current.country) {
    if (!(await countryExists(db, update.country))) return [unknownCountryError()];
    changes.country = update.country;
    if (update.region_id === undefined) changes.region_id = null;
  }
  if (update.region_id === null) changes.region_id = null;
  else if (update.region_id !== undefined) {
    if ((await regionCountry(db, update.region_id)) !== country) return [regionNotInCountryError()];
    changes.region_id = update.region_id;
  }
  return [];
}
