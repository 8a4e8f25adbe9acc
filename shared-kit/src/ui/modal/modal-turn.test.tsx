import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithKit } from '../../test-utils';
import { Modal } from './modal';
import { QUIET_MS } from './member-busy';
import { useModalBlocked, useModalTurn, type ModalKind } from './modal-turn';

function Queued({ kind, title }: { kind: ModalKind; title: string }) {
  const [wants, setWants] = useState(true);
  const open = useModalTurn(kind, wants);
  return (
    <Modal open={open} onClose={() => setWants(false)} title={title}>
      <p>{title}</p>
    </Modal>
  );
}

function BlockedProbe() {
  return <output>{useModalBlocked('new-like') ? 'wacht' : 'vrij'}</output>;
}

describe('modal priority', () => {
  // A modal closed by a click makes the member busy: the next one that arrives on its own opens QUIET_MS later.
  it('opens one modal at a time, highest priority first, then the next when it closes', { timeout: 20_000 }, async () => {
    renderWithKit(
      <>
        <Queued kind="time-bonus" title="Tijdbonus" />
        <Queued kind="new-like" title="Nieuwe like" />
        <Queued kind="entry-warning" title="Alleen voor volwassenen" />
        <BlockedProbe />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('wacht')).toBeTruthy();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Sluiten' })));
    expect(await screen.findByRole('dialog', { name: 'Nieuwe like' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('vrij')).toBeTruthy();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Sluiten' })));
    expect(await screen.findByRole('dialog', { name: 'Tijdbonus' })).toBeTruthy();
  });

  it('releases the turn when the requesting component unmounts', async () => {
    const { rerender } = renderWithKit(
      <>
        <Queued kind="match" title="Het is een match" />
        <Queued kind="time-bonus" title="Tijdbonus" />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Het is een match' })).toBeTruthy();
    rerender(<Queued kind="time-bonus" title="Tijdbonus" />);
    expect(await screen.findByRole('dialog', { name: 'Tijdbonus' })).toBeTruthy();
  });
});

describe('modals that arrive on their own', () => {
  afterEach(() => vi.useRealTimers());

  it('wait while the member writes in a field and while they go on tapping, then open once it is quiet', () => {
    function Form() {
      const [wants, setWants] = useState(false);
      const open = useModalTurn('new-like', wants);
      return (
        <>
          <label>
            IBAN
            <input onChange={() => setWants(true)} />
          </label>
          <label>
            Akkoord
            <input type="checkbox" />
          </label>
          <Modal open={open} onClose={() => setWants(false)} title="Nieuwe like">
            <p>Anna vindt jou leuk</p>
          </Modal>
        </>
      );
    }
    renderWithKit(<Form />);
    vi.useFakeTimers();
    const field = screen.getByLabelText<HTMLInputElement>('IBAN');
    act(() => field.focus());
    // The like arrives with the first key; the member goes on typing undisturbed.
    for (const value of ['N', 'NL', 'NL9', 'NL91']) {
      fireEvent.keyDown(field, { key: value.at(-1) });
      fireEvent.input(field, { target: { value } });
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field.value).toBe('NL91');
    expect(document.activeElement).toBe(field);
    // Even long after the last key: the field still has the focus.
    act(() => void vi.advanceTimersByTime(QUIET_MS * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The finger goes to the consent box: it changes, and no modal lands under it.
    const consent = screen.getByLabelText<HTMLInputElement>('Akkoord');
    fireEvent.pointerDown(consent);
    act(() => consent.focus());
    fireEvent.click(consent);
    expect(consent.checked).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(QUIET_MS - 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Quiet for QUIET_MS: now it may open.
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.getByRole('dialog', { name: 'Nieuwe like' })).toBeTruthy();
  });

  it('a modal the member asked for (a match after their like) opens even while a field has the focus', async () => {
    function Matched() {
      return (
        <>
          <input aria-label="Bericht" autoFocus />
          <Modal open={useModalTurn('match', true)} onClose={() => undefined} title="Het is een match!">
            <p>match</p>
          </Modal>
        </>
      );
    }
    renderWithKit(<Matched />);
    expect(await screen.findByRole('dialog', { name: 'Het is een match!' })).toBeTruthy();
  });
});
