import type { AppDispatch } from '../store/create-app-store';
import { baseApi } from './base-api';
import type { ChatMessage, CurrentUserResponse } from './contracts';
import { coreApi } from './core-api';
import { sharedDataApi } from './shared-data-api';

/**
 * Every write an app makes to the kit's shared entries (user.php, chats.php, likes.php), as named thunks:
 * `dispatch(chatRead(conversation))`. Apps never patch or invalidate the kit's endpoints by name, so the
 * kit can change how an entry is stored without touching them.
 */
export type KitAction = (dispatch: AppDispatch) => void;

/**
 * A message was stored (sent here or arrived by realtime): its row shows it as the last message and moves
 * to the top; an incoming one counts as unread unless its conversation is open. A conversation the list
 * does not know yet (a new one) reloads the list.
 */
export const messageAdded =
  (message: ChatMessage, openConversation: number | undefined): KitAction =>
  (dispatch) => {
    let found = false;
    dispatch(
      sharedDataApi.util.updateQueryData('kitGetChats', undefined, (draft) => {
        const index = draft.chats.findIndex((chat) => chat.conversation === message.conversation);
        if (index < 0) return;
        found = true;
        const [row] = draft.chats.splice(index, 1);
        if (!row) return;
        row.last_message = { kind: message.kind, preview: message.text?.slice(0, 140) ?? '', sent_at: message.sent_at, mine: message.mine };
        // A reaction shows in the row only while it is the newest thing in the conversation.
        delete row.last_reaction;
        if (!message.mine && message.conversation !== openConversation) row.num_unread_messages += 1;
        draft.chats.unshift(row);
      }),
    );
    if (!found) dispatch(baseApi.util.invalidateTags(['Chats']));
  };

/** A conversation was opened, so the server zeroed its count: the row and the unread badge follow at once. */
export const chatRead =
  (conversation: number): KitAction =>
  (dispatch) => {
    dispatch(
      sharedDataApi.util.updateQueryData('kitGetChats', undefined, (draft) => {
        const row = draft.chats.find((chat) => chat.conversation === conversation);
        if (!row || row.num_unread_messages === 0) return;
        draft.total_unread_messages = Math.max(0, draft.total_unread_messages - row.num_unread_messages);
        row.num_unread_messages = 0;
      }),
    );
  };

/** A conversation left the list (deleted here or elsewhere, or ended by a block); its unread leave the badge. */
export const chatRemoved =
  (conversation: number): KitAction =>
  (dispatch) => {
    dispatch(
      sharedDataApi.util.updateQueryData('kitGetChats', undefined, (draft) => {
        const row = draft.chats.find((chat) => chat.conversation === conversation);
        if (!row) return;
        draft.total_unread_messages = Math.max(0, draft.total_unread_messages - row.num_unread_messages);
        draft.chats = draft.chats.filter((chat) => chat.conversation !== conversation);
      }),
    );
  };

/** The chat list changed in a way only the server knows (a failed delete, a new match): it is asked again. */
export const chatsChanged = (): KitAction => (dispatch) => {
  dispatch(baseApi.util.invalidateTags(['Chats']));
};

/** Likes changed on the server (a like arrived, the page came back): the lists and the badge are asked again. */
export const likesChanged = (): KitAction => (dispatch) => {
  dispatch(baseApi.util.invalidateTags(['Likes']));
};

/**
 * An answer carried the member's new balance (a paid message): the credits chip follows at once. Without
 * a balance (a purchase completed elsewhere), user.php and every Credits view are asked again.
 */
export const creditsChanged =
  (credits?: number): KitAction =>
  (dispatch) => {
    if (credits === undefined) {
      dispatch(baseApi.util.invalidateTags(['User', 'Credits']));
      return;
    }
    dispatch(
      coreApi.util.updateQueryData('getCurrentUser', undefined, (session) => {
        if (session.user) session.user.credits = credits;
      }),
    );
  };

/** The server answered with the session's user (login, sign-up, the boot answer): it becomes user.php's entry. */
export const sessionUserReceived =
  (answer: CurrentUserResponse): KitAction =>
  (dispatch) => {
    void dispatch(coreApi.util.upsertQueryData('getCurrentUser', undefined, answer));
  };
