import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '@dating/shared-kit/test-utils';
import nl from '../../../i18n/nl.json';
import { profile } from '../../../test/stub-api';
import { NewLikeDialog } from './new-like-dialog';

const liker = profile(8, 'Hanna');

function renderDialog(busy: boolean) {
  const handlers = { onClose: vi.fn(), onImagePressed: vi.fn(), onButtonPressed: vi.fn() };
  renderWithKit(<NewLikeDialog profile={liker} busy={busy} {...handlers} />, { messages: nl });
  return handlers;
}

describe('NewLikeDialog', () => {
  it("shows the liker's main photo with the name, the answer (focused) and Later, and reports which was pressed", async () => {
    const handlers = renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Hanna vindt jou leuk!' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/media/members/8.jpg');
    expect(screen.getByRole('button', { name: 'Bekijk het profiel van Hanna' })).toHaveTextContent('Hanna38 jaar · Utrecht');
    // The focus starts on the answer, not on the photo.
    expect(screen.getByRole('button', { name: 'Like terug en stuur een bericht' })).toHaveFocus();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    });
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Bekijk het profiel van Hanna' }));
    });
    expect(handlers.onImagePressed).toHaveBeenCalledWith(liker);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Like terug en stuur een bericht' }));
    });
    expect(handlers.onButtonPressed).toHaveBeenCalledWith(liker);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    });
    expect(handlers.onClose).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(document.body);
  });

  it('while busy: the match button is disabled with a spinner and the dialog cannot be closed', async () => {
    const handlers = renderDialog(true);
    const match = await screen.findByRole('button', { name: /Like terug en stuur een bericht/ });
    expect(match).toBeDisabled();
    expect(match).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    expect(handlers.onClose).not.toHaveBeenCalled();
  });

  it('stays closed without a liker', () => {
    renderWithKit(<NewLikeDialog profile={null} busy={false} onClose={vi.fn()} onImagePressed={vi.fn()} onButtonPressed={vi.fn()} />, {
      messages: nl,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('highlights a super like: its own title and a star ribbon on the photo', async () => {
    const handlers = { onClose: vi.fn(), onImagePressed: vi.fn(), onButtonPressed: vi.fn() };
    renderWithKit(<NewLikeDialog profile={liker} busy={false} superLike {...handlers} />, { messages: nl });
    expect(await screen.findByRole('dialog', { name: 'Hanna gaf je een superlike!' })).toBeInTheDocument();
    expect(screen.getByTestId('new-like-super')).toHaveTextContent('Superlike');
  });
});
