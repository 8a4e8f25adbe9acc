// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useIntl } from 'react-intl';
import { useGetCurrentUserQuery, useGetSettingsQuery } from '../../api/core-api';
import type { SiteSettings } from '../../api/contracts';
import { renderPrepaint } from './render-prepaint';

function Greeting() {
  const intl = useIntl();
  return <h1 lang={intl.locale}>Hallo</h1>;
}

function SiteTitle() {
  const { data: settings } = useGetSettingsQuery();
  const { data: session, isLoading } = useGetCurrentUserQuery();
  return <p>{`${settings?.index_title ?? 'no settings'} / ${isLoading ? 'loading' : session?.user === null ? 'visitor' : 'member'}`}</p>;
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

  it('rejects when a component fails to render, instead of throwing where nobody catches it', async () => {
    await expect(renderPrepaint(<Broken />, { locale: 'nl' })).rejects.toThrow('window is not defined');
  });
});
