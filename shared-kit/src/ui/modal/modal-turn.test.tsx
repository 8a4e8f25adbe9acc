import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithKit } from '../../test-utils';
import { Modal } from './modal';
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
  it('opens one modal at a time, highest priority first, then the next when it closes', async () => {
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
  it('wait while the member writes in a field, keep every key in it, and open once the focus leaves it', async () => {
    const user = userEvent.setup();
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
    // The like arrives with the first key; the member goes on typing undisturbed.
    await user.type(screen.getByLabelText('IBAN'), 'NL91ABNA');
    expect(screen.queryByRole('dialog')).toBeNull();
    const field = screen.getByLabelText<HTMLInputElement>('IBAN');
    expect(field.value).toBe('NL91ABNA');
    expect(document.activeElement).toBe(field);
    // A checkbox takes a tap, not typing: with the focus there the like may show.
    await user.click(screen.getByLabelText('Akkoord'));
    expect(await screen.findByRole('dialog', { name: 'Nieuwe like' })).toBeTruthy();
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
