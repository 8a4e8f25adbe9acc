import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, profileSummary } from '@dating/shared-kit/test';
import type { MemberProfileResponse } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../exposes/routes';
import { chatPage, memberHandlers, message } from '../test/chat-fixtures';

/** member.php for Mia (9), with whom there is no conversation yet; the thread reads only id, name and photo. */
const mia: MemberProfileResponse = {
  profile: {
    ...profileSummary(9, 'Mia'),
    photos: [],
    photos_total: 0,
    photos_locked: 0,
  } as unknown as MemberProfileResponse['profile'],
};

describe('/members/:id/chat', () => {
  it('opens the existing conversation with that member', async () => {
    mockApi(memberHandlers({ 'GET chat.php': { body: chatPage([message({ text: 'Hoi' })]) } }));
    const { router } = await renderRoutes(routes, '/members/2/chat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/5'));
    expect(await screen.findByRole('list', { name: 'Berichten met Linda' })).toBeInTheDocument();
  });

  it('starts a new conversation with the first message, sent to the profile', async () => {
    const api = mockApi(
      memberHandlers({
        'GET member.php': { body: mia },
        'POST chat.php': (call) => ({
          body: {
            message: message({
              id: 700,
              conversation: 8,
              mine: true,
              text: 'Hoi Mia',
              client_id: (call.body as { client_id: string }).client_id,
            }),
            credits: 7,
          },
        }),
        'GET chat.php': {
          body: chatPage([message({ id: 700, conversation: 8, mine: true, text: 'Hoi Mia' })], {
            conversation: 8,
            profile: profileSummary(9, 'Mia'),
          }),
        },
      }),
    );
    const { router } = await renderRoutes(routes, '/members/9/chat');
    expect(await screen.findByRole('heading', { name: 'Zeg hallo tegen Mia' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'member.php')[0]?.url.searchParams.get('id')).toBe('9');
    await act(async () => userEvent.type(screen.getByRole('textbox', { name: 'Bericht aan Mia' }), 'Hoi Mia{Enter}'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/8'));
    expect(api.callsTo('POST', 'chat.php')[0]?.body).toMatchObject({ profile: 9, kind: 'text', text: 'Hoi Mia' });
    expect(await screen.findByText('Hoi Mia', { selector: 'ol *' })).toBeInTheDocument();
  });

  it('asks a visitor to log in or sign up', async () => {
    mockApi({ 'GET user.php': { body: { user: null } } });
    await renderRoutes(routes, '/members/9/chat');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Log in of meld je gratis aan om berichten te lezen en te sturen.');
  });
});
