import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { profileFixture } from '../../../test/profile-fixture';
import { callsTo, stubApi, type ApiCall, type ApiReply } from '../../../test/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** member.php, and report.php answering `report`. The dialog's own cases are the kit's (report-dialog.test.tsx). */
function serve(report: ApiReply) {
  const profile = profileFixture({ viewer: 'free' });
  return stubApi((call: ApiCall) => {
    if (call.url.pathname.endsWith('/member.php')) return { status: 200, body: { profile } };
    if (call.url.pathname.endsWith('/report.php')) return report;
    return undefined;
  });
}

const openDialog = async () => {
  await renderRoutes(routes, '/members/1', 'nl');
  await screen.findByRole('heading', { level: 1, name: 'Anna' });
  await act(async () => userEvent.click(screen.getByRole('button', { name: 'Meer opties' })));
  await act(async () => userEvent.click(screen.getByRole('menuitem', { name: 'Melden' })));
  return screen.findByRole('dialog', { name: 'Anna melden' });
};

describe('reporting a member from the More menu', () => {
  it('asks for a reason first, then sends reason, text and "also block" and thanks the member', async () => {
    const calls = serve({ status: 200, body: { reported: true, blocked: true } });
    const dialog = await openDialog();
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Melden' })));
    expect(within(dialog).getByText('Kies een reden.')).toBeInTheDocument();
    expect(callsTo(calls, 'report.php', 'POST')).toHaveLength(0);

    await act(async () => userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Reden' }), 'Nepprofiel'));
    await act(async () =>
      userEvent.type(within(dialog).getByRole('textbox', { name: 'Toelichting (niet verplicht)' }), ' Foto van internet '),
    );
    await act(async () => userEvent.click(within(dialog).getByRole('checkbox', { name: 'Anna ook blokkeren' })));
    await expectNoAxeViolations(dialog);
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Melden' })));
    expect(await within(dialog).findByText('Bedankt, we bekijken je melding zo snel mogelijk.')).toBeInTheDocument();
    expect(callsTo(calls, 'report.php', 'POST')[0]?.body).toEqual({
      kind: 'member',
      id: 1,
      reason: 'fake_profile',
      block: true,
      text: 'Foto van internet',
    });
  });
});
