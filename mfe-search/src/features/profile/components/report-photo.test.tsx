import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { profileFixture } from '../../../test/profile-fixture';
import { callsTo, stubApi, type ApiCall } from '../../../test/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(viewer: 'free' | 'visitor') {
  const profile = profileFixture({ viewer });
  return stubApi((call: ApiCall) => {
    if (call.url.pathname.endsWith('/member.php')) return { status: 200, body: { profile } };
    if (call.url.pathname.endsWith('/report.php')) return { status: 200, body: { reported: true, blocked: false } };
    return undefined;
  });
}

const chooseFromMore = async (item: string) => {
  await act(async () => userEvent.click(screen.getByRole('button', { name: 'Meer opties' })));
  await act(async () => userEvent.click(screen.getByRole('menuitem', { name: item })));
};

describe('reporting a photo from the profile’s More menu', () => {
  it('reports the photo the carousel shows, by its id', async () => {
    const calls = serve('free');
    await renderRoutes(routes, '/members/1', 'nl');
    await screen.findByRole('heading', { level: 1, name: 'Anna' });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Volgende foto' })));
    await chooseFromMore('Deze foto melden');
    const dialog = await screen.findByRole('dialog', { name: 'Anna melden' });
    await act(async () => userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Reden' }), 'Ongepaste foto of tekst'));
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Melden' })));
    expect(await within(dialog).findByText('Bedankt, we bekijken je melding zo snel mogelijk.')).toBeInTheDocument();
    expect(callsTo(calls, 'report.php', 'POST').map((call) => call.body)).toEqual([
      { kind: 'photo', id: 101, reason: 'inappropriate', block: false },
    ]);
  });

  it('asks a visitor to log in instead of opening the dialog', async () => {
    const calls = serve('visitor');
    await renderRoutes(routes, '/members/1', 'nl');
    await screen.findByRole('heading', { level: 1, name: 'Anna' });
    await chooseFromMore('Deze foto melden');
    expect(screen.queryByRole('dialog', { name: 'Anna melden' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'report.php', 'POST')).toHaveLength(0);
  });
});
