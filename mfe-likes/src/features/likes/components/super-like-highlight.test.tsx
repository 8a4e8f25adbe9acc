import { screen, within } from '@testing-library/react';
import type { LikesResponse } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { member, profile, stubApi } from '../../../test/stub-api';

const at = '2024-06-01T12:00:00.000Z';

describe('a received super like in the likes tab', () => {
  it('in the likes tab: a Superlike badge on that card only', async () => {
    const likes: LikesResponse = {
      profiles: [],
      liked_by: [
        { id: 4, like_new: true, match: false, super: true, liked_at: at, profile: profile(4, 'Dora') },
        { id: 5, like_new: true, match: false, super: false, liked_at: at, profile: profile(5, 'Eva') },
      ],
      new_likes: 2,
    };
    stubApi({ '/api/user.php': { body: member }, '/api/likes.php': { body: likes } });
    await renderRoutes(routes, '/likes');
    const cards = within(await screen.findByRole('list', { name: 'Leden die jou leuk vinden' })).getAllByRole('listitem');
    expect(within(cards[0]!).getByTestId('super-like-badge')).toHaveTextContent('Superlike');
    expect(within(cards[1]!).queryByTestId('super-like-badge')).not.toBeInTheDocument();
  });
});
