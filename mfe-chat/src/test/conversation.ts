import { screen } from '@testing-library/react';
import { realtimeClient } from '@dating/shared-kit';
import { FakeWebSocket, mockApi } from '@dating/shared-kit/test';
import type { ApiHandlers } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../exposes/routes';
import { memberHandlers } from './chat-fixtures';

/**
 * Opens the conversation with Linda (/chats/5) on the stubbed API, once its composer shows; the API's calls
 * and the router come back for the test to inspect.
 */
export async function openConversation(handlers: ApiHandlers = {}) {
  const api = mockApi(memberHandlers(handlers));
  const { router } = await renderRoutes(routes, '/chats/5');
  await screen.findByRole('textbox', { name: 'Bericht aan Linda' });
  return Object.assign(api, { router });
}

/** Gives each test of the file the page's one socket, as the shell's RealtimeConnection opens it, on a fake WebSocket. */
export function withOpenRealtimeSocket(): void {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    realtimeClient.start();
    FakeWebSocket.latest().open();
  });
  afterEach(() => {
    realtimeClient.stop();
    vi.unstubAllGlobals();
  });
}
