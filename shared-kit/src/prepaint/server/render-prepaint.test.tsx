// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useIntl } from 'react-intl';
import { useGetCurrentUserQuery, useGetSettingsQuery } from '../../api/core-api';
import { useLikesSummary, useUnreadMessages } from '../../api/use-summaries';
import type { CurrentUserResponse, LikesResponse, SiteSettings } from '../../api/contracts';
import { coreApi } from '../../api/core-api';
import { pageAnswer, renderPrepaint } from './render-prepaint';

function Greeting() {
  const intl = useIntl();
  return <h1 lang={intl.locale}>Hallo</h1>;
}

function SiteTitle() {
  const { data: settings } = useGetSettingsQuery();
  const { data: session, isLoading } = useGetCurrentUserQuery();
  return <p>{`${settings?.index_title ?? 'no settings'} / ${isLoading ? 'loading' : session?.user === null ? 'visitor' : 'member'}`}</p>;
}

function Badges() {
  const { data: likes } = useLikesSummary();
  const unread = useUnreadMessages();
  const { data: session } = useGetCurrentUserQuery();
  return <p>{`${session?.user?.email ?? 'visitor'}: ${likes?.new_likes ?? '-'} new likes, ${unread} unread`}</p>;
}

function Broken(): never {
  throw new Error('window is not defined');
}

describe('painting a page on the server', () => {
  it("renders the page inside the kit's providers in the given locale, with its styles renamed for the app to leave alone", async () => {
    const { html, styles } = await renderPrepaint(<Greeting />, { locale: 'de' });
    expect(html).toContain('<h1 lang="de">Hallo</h1>');
    expect(styles).toContain('data-prepaint-styles');
    expect(styles).not.toContain('data-styled=');
  });

  it("renders from the site's settings and as a visitor, as the app does once its first calls have answered", async () => {
    const settings = { index_title: 'Datingsite - Gratis daten' } as SiteSettings;
    const { html } = await renderPrepaint(<SiteTitle />, { locale: 'nl', settings });
    expect(html).toContain('<p>Datingsite - Gratis daten / visitor</p>');
  });

  it("renders a member's page as that member, with the likes and chats summaries the server fetched for it", async () => {
    const user = { user: { id: 7, email: 'anna@example.com' } } as unknown as CurrentUserResponse;
    const answers = {
      'likes.php': { new_likes: 3, profiles: [], liked_by: [] } as unknown as LikesResponse,
      'chats.php': { chats: [{ num_unread_messages: 2 }, { num_unread_messages: 1 }] },
    };
    const { html } = await renderPrepaint(<Badges />, { locale: 'nl', user, answers });
    expect(html).toContain('<p>anna@example.com: 3 new likes, 3 unread</p>');
  });

  it("ignores summaries for a visitor's page: the page is never a member's without user.php's answer", async () => {
    const { html } = await renderPrepaint(<Badges />, { locale: 'nl', answers: { 'likes.php': { new_likes: 3 } } });
    expect(html).toContain('<p>visitor: - new likes, 0 unread</p>');
  });

  it("lets the app seed its own answers into the page's store before it renders", async () => {
    const settings = { index_title: 'Uit de seed' } as SiteSettings;
    const { html } = await renderPrepaint(<SiteTitle />, { locale: 'nl', answers: { 'settings.php': settings } }, (store, context) =>
      store.dispatch(coreApi.util.upsertQueryData('getSettings', undefined, pageAnswer<SiteSettings>(context, 'settings.php')!)),
    );
    expect(html).toContain('<p>Uit de seed / visitor</p>');
  });

  it('finds only answers the server gave, never inherited names', () => {
    expect(pageAnswer({ locale: 'nl', answers: { 'likes.php': 1 } }, 'likes.php')).toBe(1);
    expect(pageAnswer({ locale: 'nl', answers: {} }, 'toString')).toBeUndefined();
    expect(pageAnswer({ locale: 'nl' }, 'likes.php')).toBeUndefined();
  });

  it('rejects when a component fails to render, instead of throwing where nobody catches it', async () => {
    await expect(renderPrepaint(<Broken />, { locale: 'nl' })).rejects.toThrow('window is not defined');
  });
});
