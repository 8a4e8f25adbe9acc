import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, MemberWarning } from '@dating/shared-kit';
import { member, mockApi } from '@dating/shared-kit/test';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { renderShell } from '../../test/render-shell';
import { WarningSlot } from './warning-slot';

const warnings: MemberWarning[] = [
  { id: 4, reason: 'harassment', created_at: '2026-03-01T12:00:00.000Z' },
  { id: 5, reason: 'spam', created_at: '2026-03-02T12:00:00.000Z' },
];

/** The API as the member's warnings stand: an acknowledged one leaves the list, as warnings.php does. */
function stub(user: CurrentUser | null, open: MemberWarning[] = warnings, acknowledgeStatus = 200) {
  let left = [...open];
  return mockApi({
    'GET user.php': { body: { user } },
    'GET warnings.php': () => ({ body: { warnings: left } }),
    'POST warnings.php': (call) => {
      if (acknowledgeStatus !== 200) return { status: acknowledgeStatus, body: { error: 'internal' } };
      left = left.filter((warning) => warning.id !== (call.body as { id: number }).id);
      return { body: { acknowledged: true } };
    },
  });
}

describe('WarningSlot', () => {
  it('shows each warning translated until the member acknowledges it, oldest first', async () => {
    const api = stub(member());
    await renderShell(<WarningSlot />);
    const first = await screen.findByRole('dialog', { name: 'Een waarschuwing van onze moderatoren' });
    expect(first).toHaveTextContent('Op 1 maart 2026 heeft een moderator je gewaarschuwd vanwege intimidatie of beledigingen.');
    await expectNoAxeViolations(document.body);
    // Only "I understand" closes it: Escape does not.
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Ik begrijp het' })));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('vanwege spam of reclame'));
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Ik begrijp het' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'warnings.php').map((call) => call.body)).toEqual([{ id: 4 }, { id: 5 }]);
  });

  it('keeps the warning open and says so when acknowledging fails', async () => {
    stub(member(), [warnings[0]!], 500);
    await renderShell(<WarningSlot />);
    await screen.findByRole('dialog', { name: 'Een waarschuwing van onze moderatoren' });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Ik begrijp het' })));
    expect(await screen.findByText('Dat is niet gelukt, probeer het opnieuw.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks nothing for a visitor', async () => {
    const visitor = stub(null);
    await renderShell(<WarningSlot />);
    await waitFor(() => expect(visitor.callsTo('GET', 'user.php').length).toBeGreaterThan(0));
    expect(visitor.callsTo('GET', 'warnings.php')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing to a member without warnings', async () => {
    const api = stub(member(), []);
    await renderShell(<WarningSlot />);
    await waitFor(() => expect(api.callsTo('GET', 'warnings.php')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
