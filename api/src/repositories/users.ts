import type { Db } from '../db/db.ts';
import type { MainImage, MemberStatus, NotificationKind, User } from '../contracts/user.ts';

interface UserRow {
  id: number;
  email: string | null;
  name: string;
  country: string;
  status: MemberStatus;
  credits: number;
  paid_user: boolean;
  language: string;
  created_at: Date;
  main_image: MainImage | null;
  notifications_disabled: NotificationKind[];
  role: string;
  boost_until: Date | null;
}

/**
 * The logged-in member in the user.php shape. Sessions (account feature) resolve the member id; this only
 * reads.
 */
export async function findUserById(db: Db, id: number, fictionalIcon: string): Promise<User | null> {
  const { rows } = await db.query<UserRow>(
    `select m.id, m.email, m.name, m.country, m.status, m.credits, m.paid_user, m.language, m.created_at, m.notifications_disabled,
            m.role,
            (select json_build_object('filename', p.filename, 'thumb_filename', p.thumb_filename,
                                      'status', p.status)
               from photos p where p.member_id = m.id and p.is_main) as main_image,
            (select max(b.ends_at) from boosts b where b.member_id = m.id and b.started_at <= now() and b.ends_at > now()) as boost_until
       from members m
      where m.id = $1 and m.deleted_at is null`,
    [id],
    { name: 'user-by-id', prepare: true },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    email: row.email,
    email_confirmed: row.status !== 'not_confirmed',
    credits: row.credits,
    paid_user: row.paid_user,
    signup_date: row.created_at.toISOString(),
    notifications_disabled: row.notifications_disabled,
    fictional_icon: fictionalIcon,
    language: row.language,
    ...(row.role === 'moderator' ? { moderator: true } : {}),
    ...(row.boost_until ? { boost_until: row.boost_until.toISOString() } : {}),
    profile: {
      id: row.id,
      name: row.name,
      country: row.country,
      // The profile is disabled until the email address is confirmed (activation reminder).
      status: row.status === 'not_confirmed' ? 'disabled' : row.status,
      main_image: row.main_image,
    },
  };
}
