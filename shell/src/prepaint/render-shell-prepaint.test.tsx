// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CurrentUser, Locale } from '@dating/shared-kit';
import { siteSettings } from '@dating/shared-kit/test';
import { entrySettings, member, type EntrySettings } from '../features/alerts/test/alert-fixtures';
import type { AlertStateMirror } from '../shared/site-alerts/alert-state-cookie';
import { renderShellPrepaint } from './render-shell-prepaint';

vi.setConfig({ testTimeout: 20000 });

const photoText = 'Je hebt nog geen profielfoto';
const pushText = 'Zet pushmeldingen aan';
const activationText = 'Je account is nog niet geactiveerd';
const pushPossible = { capable: true, subscribed: false, permission: 'default' } as const;

async function paintMemberLayout(user: CurrentUser, path: string, alertState?: AlertStateMirror) {
  const { html } = await renderShellPrepaint('member-layout', path, { locale: 'nl', user: { user }, alertState });
  return html;
}

/** The painted banner region: its attributes and its content (the markup between its tags). */
function region(html: string) {
  const match = /<section([^>]*data-prepaint-alert="[^"]*"[^>]*)>(.*?)<\/section>/.exec(html);
  if (!match) throw new Error('no banner region painted');
  return { attributes: match[1] ?? '', content: match[2] ?? '' };
}

describe("the member's painted layout shows the banner the app will show", () => {
  it('paints the photo banner of a member without a photo, with its link and close button, between the bars and main', async () => {
    const html = await paintMemberLayout(member({}, { main_image: null }), '/members', { dismissed: [] });
    const painted = region(html);
    expect(painted.attributes).toContain('data-prepaint-alert="profile-photo"');
    expect(painted.attributes).toContain('data-prepaint-alert-path="/members"');
    expect(painted.attributes).toContain('aria-label="Meldingen"');
    expect(painted.content).toContain(photoText);
    expect(painted.content).toContain('href="/profile"');
    expect(painted.content).toContain('aria-label="Melding sluiten"');
    // Where the app puts it: after the top and tab bars, right before main with the remote's page.
    expect(html.indexOf('<nav')).toBeLessThan(html.indexOf('data-prepaint-alert='));
    expect(html).toMatch(/data-prepaint-alert="profile-photo"[^>]*>.*?<\/section><main[^>]*><div data-prepaint-slot=""><\/div><\/main>/);
  });

  it("paints it on a profile page too, in the member's language", async () => {
    const { html } = await renderShellPrepaint('member-layout', '/members/12', {
      locale: 'de',
      user: { user: member({}, { main_image: null }) },
      alertState: { dismissed: [] },
    });
    expect(region(html).attributes).toContain('data-prepaint-alert="profile-photo"');
    expect(region(html).content).toContain('Du hast noch kein Profilfoto');
  });

  it('lets the next banner through once one was dismissed on this device, as the app does', async () => {
    const html = await paintMemberLayout(member({}, { main_image: null }), '/members', {
      dismissed: ['profile-photo'],
      push: pushPossible,
    });
    expect(region(html).attributes).toContain('data-prepaint-alert="push"');
    expect(region(html).content).toContain(pushText);
    expect(html).not.toContain(photoText);
  });

  it('paints the activation reminder (not dismissible) even without the cookie, hidden on phones right after sign-up', async () => {
    const unconfirmed = member({ status: 'not_confirmed' }, { status: 'disabled' });
    const html = await paintMemberLayout(unconfirmed, '/members');
    expect(region(html).content).toContain(activationText);
    expect(region(html).content).toContain('Stuur de e-mail opnieuw');
    expect(region(html).content).not.toContain('Melding sluiten');
    expect(region(html).attributes).not.toContain('data-signup-complete');
    const afterSignup = await paintMemberLayout(unconfirmed, '/members?api_signup_complete=1');
    // On a phone the app opens a modal over the page instead: nothing above the page there.
    expect(region(afterSignup).attributes).toContain('data-signup-complete="true"');
  });

  it('paints an empty region (not displayed) for a member without a banner, or without the cookie', async () => {
    for (const html of [
      await paintMemberLayout(member(), '/members', { dismissed: [], push: { capable: true, subscribed: true, permission: 'granted' } }),
      await paintMemberLayout(member({}, { main_image: null }), '/members'),
    ]) {
      expect(region(html).attributes).toContain('data-prepaint-alert=""');
      expect(region(html).content).toBe('');
    }
  });

  it("paints no banner region on a visitor's home page", async () => {
    const { html } = await renderShellPrepaint('home', '/', { locale: 'nl' });
    expect(html).not.toContain('data-prepaint-alert');
  });
});

describe("a visitor's painted member page under the 18+ entry warning", () => {
  const paintForVisitor = async (settings: Partial<EntrySettings>, entryWarningConfirmed?: boolean, locale: Locale = 'nl') =>
    (
      await renderShellPrepaint('member-layout', '/members', {
        locale,
        settings: siteSettings(entrySettings(settings)),
        entryWarningConfirmed,
      })
    ).html;

  /** The painted warning: after the layout, a child of the painted page itself, shown at every width. */
  const warningOf = (html: string) =>
    /<\/main><\/div><div data-painted-entry-warning="" data-prepaint-all-widths="">(.*)<\/div>(?:<!--\/\$-->)*$/.exec(html)?.[1];

  it("paints the app's dialog over the page, in the visitor's language, with the site's name", async () => {
    const dutch = warningOf(await paintForVisitor({}));
    expect(dutch).toContain('role="dialog"');
    expect(dutch).toContain('aria-modal="true"');
    expect(dutch).toContain('Alleen voor volwassenen');
    expect(dutch).toContain('Datingsite is een datingsite voor volwassenen');
    expect(dutch).toContain('href="https://www.google.com/"');
    expect(dutch).toContain('Ik ben 18 jaar of ouder</button>');
    const english = warningOf(await paintForVisitor({}, false, 'en'));
    expect(english).toContain('Adults only');
    expect(english).toContain('I am 18 or older</button>');
  });

  it('paints no warning once the visitor confirmed it, where the site turned it off, or outside its countries', async () => {
    for (const html of [
      await paintForVisitor({}, true),
      await paintForVisitor({ enable_site_entry_popup: false }),
      await paintForVisitor({ site_entry_popup_countries: ['DE'], geoip_country: 'NL' }),
    ]) {
      expect(html).not.toContain('data-painted-entry-warning');
      expect(html).not.toContain('role="dialog"');
    }
  });

  it("never paints it over a member's page", async () => {
    const { html } = await renderShellPrepaint('member-layout', '/members', {
      locale: 'nl',
      settings: siteSettings(entrySettings()),
      user: { user: member() },
    });
    expect(html).not.toContain('data-painted-entry-warning');
  });
});
