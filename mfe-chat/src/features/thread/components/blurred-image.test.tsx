import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { chatPage, memberHandlers, message } from '../../../test/chat-fixtures';

const picture = (id: number, blurred: boolean) =>
  message({
    id,
    kind: 'image',
    text: null,
    image: { url: `/api/chat-image.php?id=${id}`, width: 400, height: 300 },
    ...(blurred ? { blurred: true as const } : {}),
  });

describe('an explicit picture sent to me (blurred: true)', () => {
  it('shows blurred with "Toon foto"; choosing it reveals the picture, which then opens as any other', async () => {
    mockApi(memberHandlers({ 'GET chat.php': { body: chatPage([picture(901, true)]) } }));
    await renderRoutes(routes, '/chats/5');
    const reveal = await screen.findByRole('button', { name: 'Toon foto' });
    expect(screen.queryByRole('img', { name: 'Foto in het gesprek' })).not.toBeInTheDocument();

    // Keyboard: focus and Enter reveal it; it does not open the lightbox yet.
    reveal.focus();
    await act(async () => userEvent.keyboard('{Enter}'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto in het gesprek' })).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Foto groot bekijken' });
    await act(async () => userEvent.click(open));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows a picture without the flag as always', async () => {
    mockApi(memberHandlers({ 'GET chat.php': { body: chatPage([picture(902, false)]) } }));
    await renderRoutes(routes, '/chats/5');
    expect(await screen.findByRole('button', { name: 'Foto groot bekijken' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toon foto' })).not.toBeInTheDocument();
  });
});
