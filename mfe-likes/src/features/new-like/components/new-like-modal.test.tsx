import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { NewLikeModal, type NewLikeModalProps } from '../../../exposes/new-like-modal';
import { coreApi, useKitGetLikesQuery } from '@dating/shared-kit';
import { member, profile, stubApi, visitor } from '../../../test/stub-api';
import { NEW_LIKE_EVENT, type NewLikeEventDetail } from '../new-like-events';
import { delaySecondsOf } from '../hooks/use-delay-from-query';

const liker = profile(8, 'Hanna');
const noLikes = { profiles: [], liked_by: [], new_likes: 0 };

/** A member whom auto-like.php shows `shown` (or nobody), with no likes yet; `extra` adds or overrides answers. */
const likerServer = (shown: typeof liker | null, extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    '/api/user.php': { body: member },
    '/api/auto-like.php': { body: { profile: shown } },
    '/api/likes.php': { body: noLikes },
    ...extra,
  });

/** Stands in for the shell's badge: reads likes.php through the same cache. */
function LikesProbe() {
  useKitGetLikesQuery();
  return null;
}

function renderSlot(path: string, props: NewLikeModalProps = {}) {
  return renderRoutes(
    [
      {
        path: '*',
        Component: () => (
          <>
            <NewLikeModal {...props} />
            <LikesProbe />
          </>
        ),
      },
    ],
    path,
  );
}

function captureEvents() {
  const events: NewLikeEventDetail[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent<NewLikeEventDetail>).detail);
  window.addEventListener(NEW_LIKE_EVENT, listener);
  return { events, stop: () => window.removeEventListener(NEW_LIKE_EVENT, listener) };
}

describe('NewLikeModal (exposed as mfe-likes/NewLikeModal)', () => {
  it('asks auto-like.php after the t delay, removes t from the URL and shows the liker; likes reload 500 ms later', async () => {
    const api = likerServer(liker);
    const renderedAt = Date.now();
    const { router } = await renderSlot('/members?t=0.2&network=x');
    expect(await screen.findByRole('dialog', { name: 'Hanna vindt jou leuk!' }, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auto-like.php')).toHaveLength(1);
    // The delay runs from mount (after renderedAt): auto-like waited the 0.2 s of `t`.
    expect(api.callsTo('GET', '/api/auto-like.php')[0]!.at - renderedAt).toBeGreaterThanOrEqual(200);
    expect(router.state.location.pathname).toBe('/members');
    expect(router.state.location.search).toBe('?network=x');
    // The likes (the shell's badge) reload 500 ms after the auto-like, not before.
    const autoLikeAt = api.callsTo('GET', '/api/auto-like.php')[0]!.at;
    await waitFor(() => expect(api.callsTo('GET', '/api/likes.php').filter((call) => call.at > autoLikeAt)).toHaveLength(1), {
      timeout: 3000,
    });
    const reloadAt = api.callsTo('GET', '/api/likes.php').find((call) => call.at > autoLikeAt)!.at;
    expect(reloadAt - autoLikeAt).toBeGreaterThanOrEqual(450);
  });

  it('pressing the photo emits image-pressed, calls onImagePressed and opens the profile', async () => {
    likerServer(liker);
    const onImagePressed = vi.fn();
    const capture = captureEvents();
    const { router } = await renderSlot('/likes', { onImagePressed });
    const photo = await screen.findByRole('button', { name: 'Bekijk het profiel van Hanna' });
    await act(async () => {
      await userEvent.click(photo);
    });
    expect(capture.events).toEqual([{ type: 'image-pressed', profile: liker }]);
    expect(onImagePressed).toHaveBeenCalledWith(liker);
    expect(router.state.location.pathname).toBe('/members/8');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    capture.stop();
  });

  it('the match button emits button-pressed, is busy while it likes back, then opens the chat', async () => {
    let finishLike: () => void = () => undefined;
    const api = likerServer(liker, {
      'POST /api/like.php': () =>
        new Promise((resolve) => {
          finishLike = () => resolve({ body: { liked: true, match: true } });
        }),
    });
    const onButtonPressed = vi.fn();
    const capture = captureEvents();
    const { router } = await renderSlot('/likes', { onButtonPressed });
    const match = await screen.findByRole('button', { name: 'Like terug en stuur een bericht' });
    await act(async () => {
      await userEvent.click(match);
    });
    expect(capture.events).toEqual([{ type: 'button-pressed', profile: liker }]);
    expect(onButtonPressed).toHaveBeenCalledWith(liker);
    await waitFor(() => expect(screen.getByRole('button', { name: /Like terug en stuur een bericht/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: /Like terug en stuur een bericht/ })).toHaveAttribute('aria-busy', 'true');
    expect(api.callsTo('POST', '/api/like.php').map((call) => [call.url.searchParams.get('source'), call.body])).toEqual([
      ['likes', { profile_id: 8 }],
    ]);
    await act(async () => {
      finishLike();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/8/chat'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    capture.stop();
  });

  it('stays closed when auto-like has nobody to show', async () => {
    const api = likerServer(null);
    await renderSlot('/likes');
    await waitFor(() => expect(api.callsTo('GET', '/api/auto-like.php')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never calls auto-like for a visitor', async () => {
    const api = stubApi({
      '/api/user.php': { body: visitor },
      '/api/likes.php': { status: 403, body: { error: 'authentication_required', message: '' } },
    });
    const { store } = await renderSlot('/');
    // Once the session is known the modal has decided (a member's call would be dispatched in that render).
    await waitFor(() => expect(coreApi.endpoints.getCurrentUser.select()(store.getState()).status).toBe('fulfilled'));
    await act(async () => undefined);
    expect(Object.values(store.getState().api.mutations).map((entry) => entry?.endpointName)).not.toContain('likesAutoLike');
    expect(api.callsTo('GET', '/api/auto-like.php')).toHaveLength(0);
  });
});

describe('delaySecondsOf', () => {
  it('reads seconds from t and ignores anything else', () => {
    expect(delaySecondsOf('3')).toBe(3);
    expect(delaySecondsOf('0.5')).toBe(0.5);
    expect([null, '', 'abc', '-2', 'Infinity'].map(delaySecondsOf)).toEqual([0, 0, 0, 0, 0]);
  });
});
