import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/create-app-store';
import { mockApi } from '../test';
import { expectNoAxeViolations, renderWithKit } from '../test-utils';

// Loaded the way apps load it, by the package's own name and lazily.
const ReportDialog = lazy(() => import('@dating/shared-kit/report-dialog'));

function openDialog(kind: 'member' | 'message', onClose = vi.fn(), locale = 'nl') {
  renderWithKit(
    <Provider store={createAppStore()}>
      <Suspense>
        <ReportDialog kind={kind} id={7} name="Anna" onClose={onClose} />
      </Suspense>
    </Provider>,
    { locale },
  );
  return screen.findByRole('dialog', { name: locale === 'nl' ? 'Anna melden' : 'Report Anna' });
}

const choose = (dialog: HTMLElement, reason: string) =>
  act(async () => userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Reden' }), reason));
const send = (dialog: HTMLElement) => act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Melden' })));

describe('the report dialog', () => {
  it('asks for a reason first, then sends reason, trimmed text and "also block" and thanks the member', async () => {
    const api = mockApi({ 'POST report.php': { body: { reported: true, blocked: true } } });
    const onClose = vi.fn();
    const dialog = await openDialog('member', onClose);
    await send(dialog);
    expect(within(dialog).getByText('Kies een reden.')).toBeTruthy();
    expect(api.callsTo('POST', 'report.php')).toHaveLength(0);

    await choose(dialog, 'Nepprofiel');
    await act(async () =>
      userEvent.type(within(dialog).getByRole('textbox', { name: 'Toelichting (niet verplicht)' }), ' Foto van internet '),
    );
    await act(async () => userEvent.click(within(dialog).getByRole('checkbox', { name: 'Anna ook blokkeren' })));
    await expectNoAxeViolations(dialog);
    await send(dialog);
    expect(await within(dialog).findByText('Bedankt, we bekijken je melding zo snel mogelijk.')).toBeTruthy();
    expect(api.callsTo('POST', 'report.php').map((call) => call.body)).toEqual([
      { kind: 'member', id: 7, reason: 'fake_profile', block: true, text: 'Foto van internet' },
    ]);
    // The dialog's own button (the corner cross has the same name) closes with the API's answer.
    await act(async () => userEvent.click(within(dialog).getAllByRole('button', { name: 'Sluiten' }).at(-1)!));
    expect(onClose).toHaveBeenCalledWith({ reported: true, blocked: true });
  });

  it('sends no text when only spaces were typed, and cancelling closes without an answer', async () => {
    const api = mockApi({ 'POST report.php': { body: { reported: true, blocked: false } } });
    const onClose = vi.fn();
    const dialog = await openDialog('message', onClose);
    await choose(dialog, 'Spam of reclame');
    await act(async () => userEvent.type(within(dialog).getByRole('textbox', { name: 'Toelichting (niet verplicht)' }), '   '));
    await send(dialog);
    await within(dialog).findByText('Bedankt, we bekijken je melding zo snel mogelijk.');
    expect(api.callsTo('POST', 'report.php')[0]?.body).toEqual({ kind: 'message', id: 7, reason: 'spam', block: false });
  });

  it('closes without an answer when cancelled', async () => {
    const api = mockApi({});
    const onClose = vi.fn();
    const dialog = await openDialog('member', onClose);
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' })));
    expect(onClose).toHaveBeenCalledWith(undefined);
    expect(api.callsTo('POST', 'report.php')).toHaveLength(0);
  });

  it('shows the API refusal translated and keeps the form open', async () => {
    mockApi({ 'POST report.php': { status: 429, body: { error: 'report_limit', message: 'x' } } });
    const onClose = vi.fn();
    const dialog = await openDialog('member', onClose);
    await choose(dialog, 'Spam of reclame');
    await send(dialog);
    expect(await within(dialog).findByText('Je hebt het afgelopen uur al veel meldingen gedaan. Probeer het later opnieuw.')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Reden' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks the member’s language', async () => {
    mockApi({});
    const dialog = await openDialog('member', vi.fn(), 'en');
    expect(within(dialog).getByRole('checkbox', { name: 'Also block Anna' })).toBeTruthy();
  });
});
