import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { chatPage, memberHandlers, message } from '../../../test/chat-fixtures';

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

describe('an image message', () => {
  it('uploads as multipart with a progress bar, then shows the stored image, which opens a lightbox', async () => {
    let answer: () => void = () => undefined;
    const api = mockApi(
      memberHandlers({
        'GET chat.php': { body: chatPage([message()]) },
        'POST chat.php': (call) =>
          new Promise((resolve) => {
            const clientId = /name="client_id"\r\n\r\n([^\r]+)/.exec(String(call.body))?.[1] ?? null;
            answer = () =>
              resolve({
                body: {
                  message: message({
                    id: 800,
                    mine: true,
                    kind: 'image',
                    text: null,
                    image: { url: '/api/chat-image.php?id=800', width: 400, height: 300 },
                    client_id: clientId,
                  }),
                  credits: 2,
                },
              });
          }),
      }),
    );
    await renderRoutes(routes, '/chats/5');
    await screen.findByRole('list', { name: 'Berichten met Linda' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    // The kit's picker: a real file input, named and in the tab order (not a hidden input a button clicks).
    const input = screen.getByLabelText('Foto versturen');
    expect(input).toBe(screen.getByTestId('image-input'));
    expect(input).toHaveAttribute('type', 'file');
    expect(input.tabIndex).toBe(0);
    await act(async () => userEvent.upload(input, file));
    expect(await screen.findByRole('progressbar', { name: 'Foto uploaden' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', 'chat.php')).toHaveLength(1));
    const body = String(api.callsTo('POST', 'chat.php')[0]?.body);
    expect(body).toMatch(/name="kind"\r\n\r\nimage/);
    expect(body).toMatch(/name="conversation"\r\n\r\n5/);
    // (jsdom's File reaches the test server without its bytes; the part and its type are what is checked.)
    expect(body).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: image\/png/);
    await act(async () => answer());
    const thread = screen.getByRole('list', { name: 'Berichten met Linda' });
    await waitFor(() =>
      expect(within(thread).getByRole('img', { name: 'Foto in het gesprek' })).toHaveAttribute('src', '/api/chat-image.php?id=800'),
    );
    expect(screen.queryByRole('progressbar', { name: 'Foto uploaden' })).not.toBeInTheDocument();
    await act(async () => userEvent.click(within(thread).getByRole('button', { name: 'Foto groot bekijken' })));
    expect(await screen.findByRole('dialog', { name: 'Foto' })).toBeInTheDocument();
  });
});
