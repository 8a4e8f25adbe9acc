import { describe, expect, it } from 'vitest';
import { purgeDeletedAccounts } from '../../services/account/deletion.ts';
import { useTestApp } from '../../test/test-app.ts';
import { CLIENT, createAccount, currentUserId, loginAs, mailedToken, mailsTo, sessionCookie, signUp, testClock } from './test-support.ts';

const clock = testClock();

describe('account deletion and reactivation', () => {
  const { app, db, dataDir } = useTestApp({ now: clock.now });
  const remove = (payload: Record<string, unknown>, cookie?: string) =>
    app().inject({ method: 'DELETE', url: '/api/user.php', headers: { ...CLIENT, ...(cookie ? { cookie } : {}) }, payload });
  const member = async (id: number) =>
    (
      await db().query<{ status: string; email: string | null; deletion_reason: string | null; deleted_at: Date | null; name: string }>(
        'select status, email, deletion_reason, deleted_at, name from members where id = $1',
        [id],
      )
    ).rows[0]!;

  it('DELETE with the password: deletion_requested, hidden, every session ended, a 14-day reactivation mail', async () => {
    const account = await createAccount(db(), { language: 'it', name: 'Giulia' });
    const phone = await loginAs(app(), account.email, account.password);
    const laptop = await loginAs(app(), account.email, account.password);
    const searchIds = async () =>
      (await app().inject({ url: '/api/members.php?per_page=60&gender=female&country=NL' }))
        .json()
        .profiles.map((profile: { id: number }) => profile.id);
    expect(await searchIds()).toContain(account.id);
    const response = await remove({ reason: 'found_partner', comment: 'Bedankt!', password: account.password }, phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'deletion_requested',
      reactivate_until: new Date(clock.now().getTime() + 14 * 24 * 3600 * 1000).toISOString(),
    });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
    expect(await member(account.id)).toMatchObject({ status: 'deletion_requested', deletion_reason: 'found_partner' });
    expect(await currentUserId(app(), phone)).toBeNull();
    expect(await currentUserId(app(), laptop)).toBeNull();

    expect(await searchIds()).not.toContain(account.id);

    const [mail] = await mailsTo(dataDir(), account.email);
    expect(mail!.subject).toBe('Il tuo account su Datingsite sarà eliminato');
    expect(mail!.text).toContain('tra 14 giorni');
  });

  it('the reactivation link brings the account back, logged in, on /members; once', async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    await remove({ reason: 'taking_a_break', password: account.password }, cookie);
    const token = await mailedToken(dataDir(), account.email, '/api/reactivate.php');
    clock.advanceMinutes(13 * 24 * 60);
    const response = await app().inject({ url: `/api/reactivate.php?token=${token}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/members');
    expect(await member(account.id)).toMatchObject({ status: 'active', deletion_reason: null });
    expect(await currentUserId(app(), sessionCookie(response))).toBe(account.id);

    const again = await app().inject({ url: `/api/reactivate.php?token=${token}` });
    expect(again.headers.location).toBe('/login?reactivate=expired');
  });

  it('an expired or unknown reactivation link redirects to /login?reactivate=expired', async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    await remove({ reason: 'other', password: account.password }, cookie);
    const token = await mailedToken(dataDir(), account.email, '/api/reactivate.php');
    clock.advanceMinutes(14 * 24 * 60 + 1);
    for (const url of [`/api/reactivate.php?token=${token}`, '/api/reactivate.php?token=nope', '/api/reactivate.php']) {
      const response = await app().inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?reactivate=expired');
    }
    expect((await member(account.id)).status).toBe('deletion_requested');
  });

  it('DELETE: 422 wrong_password, 400 unknown reason, 403 for visitors', async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    const wrong = await remove({ reason: 'privacy', password: 'fout' }, cookie);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('wrong_password');
    expect((await remove({ reason: 'boredom', password: account.password }, cookie)).statusCode).toBe(400);
    const visitor = await remove({ reason: 'privacy', password: 'x' });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().error).toBe('authentication_required');
    expect((await member(account.id)).status).toBe('active');
  });

  it('the purge anonymises requests older than 14 days, leaves younger ones and drops expired sessions', async () => {
    const old = await createAccount(db());
    const young = await createAccount(db());
    await db().query(`update members set status = 'deletion_requested', deletion_requested_at = $2 where id = $1`, [
      old.id,
      new Date(clock.now().getTime() - 15 * 24 * 3600 * 1000),
    ]);
    await db().query(`update members set status = 'deletion_requested', deletion_requested_at = $2 where id = $1`, [
      young.id,
      new Date(clock.now().getTime() - 13 * 24 * 3600 * 1000),
    ]);
    await db().query(`insert into sessions (token_hash, member_id, expires_at) values ('expired', $1, $2)`, [
      young.id,
      new Date(clock.now().getTime() - 1000),
    ]);
    const purged = await purgeDeletedAccounts(db(), clock.now());
    expect(purged).toContain(old.id);
    expect(purged).not.toContain(young.id);
    expect(await member(old.id)).toMatchObject({ status: 'deleted', email: null, name: 'Verwijderd' });
    expect((await member(old.id)).deleted_at).toEqual(clock.now());
    expect((await member(young.id)).status).toBe('deletion_requested');
    const expired = await db().query<{ count: number }>(`select count(*) as count from sessions where token_hash = 'expired'`);
    expect(expired.rows[0]!.count).toBe(0);
    // The address is free again.
    const signup = await signUp(app(), { email: old.email, name: 'Opnieuw' });
    expect(signup.statusCode).toBe(201);
  });
});
