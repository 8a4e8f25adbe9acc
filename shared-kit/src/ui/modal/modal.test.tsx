import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Dropdown } from '../dropdown/dropdown';
import { Modal } from './modal';
import type { ModalProps } from './types';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Aanmelden"
        footer={<button type="button">Verder</button>}
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        <label>
          E-mail <input type="email" />
        </label>
      </Modal>
    </>
  );
}

// The backdrop is the dialog's parent; users click it, they do not find it by role.
const backdrop = () => screen.getByRole('dialog').parentElement as HTMLElement;

async function openModal(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  renderWithKit(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithKit(<Modal open={false} onClose={() => {}} title="Hallo" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog in a portal, named by its title, focused on its first field', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Aanmelden' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.body.lastElementChild?.contains(dialog)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
    await expectNoAxeViolations(document.body);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openModal();
    const close = screen.getByRole('button', { name: 'Sluiten' });
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    const next = screen.getByRole('button', { name: 'Verder' });
    await user.tab();
    expect(document.activeElement).toBe(next);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(next);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(input);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });
    await user.click(screen.getByRole('textbox'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the translated close button', async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with dismissible={false} ignores Escape and backdrop and shows no close button', async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose, dismissible: false });
    await user.keyboard('{Escape}');
    await user.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
  });

  it('locks page scroll while open and restores it after', async () => {
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('focuses initialFocusRef when given', () => {
    function WithRef() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => {}} title="Match!" initialFocusRef={ref}>
          <button type="button">Later</button>
          <button type="button" ref={ref}>
            Stuur bericht
          </button>
        </Modal>
      );
    }
    renderWithKit(<WithRef />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stuur bericht' }));
  });

  it('Escape in a dropdown inside the dialog closes only the menu', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithKit(
      <Modal open onClose={onClose} title="Taal">
        <Dropdown label="Nederlands" items={[{ id: 'de', label: 'Deutsch' }]} />
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Nederlands' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the night tone paints the dialog in the night colour with white text (the match)', async () => {
    renderWithKit(
      <Modal open onClose={() => {}} title="Het is een match!" tone="night">
        <p>Jij en Linda vinden elkaar leuk.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Het is een match!' });
    expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(20, 17, 11)');
    expect(getComputedStyle(dialog).color).toBe('rgb(255, 255, 255)');
    await expectNoAxeViolations(document.body);
  });
});

describe('Modal in place (a page painted on the server)', () => {
  it('renders where it stands, not on document.body, with the same dialog', () => {
    renderWithKit(
      <section data-testid="painted">
        <Modal open inPlace title="Alleen voor volwassenen" onClose={() => undefined} dismissible={false}>
          <p>Tekst</p>
        </Modal>
      </section>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Alleen voor volwassenen' });
    expect(screen.getByTestId('painted').contains(dialog)).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });
});
