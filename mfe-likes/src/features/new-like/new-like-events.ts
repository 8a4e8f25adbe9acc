import type { ProfileSummary } from '@dating/shared-kit';

/** Name of the window event the modal dispatches, so the shell or the chat can react without importing this remote. */
export const NEW_LIKE_EVENT = 'likes:new-like';

export type NewLikeEventType = 'image-pressed' | 'button-pressed';

export interface NewLikeEventDetail {
  type: NewLikeEventType;
  profile: ProfileSummary;
}

export function emitNewLikeEvent(detail: NewLikeEventDetail): void {
  window.dispatchEvent(new CustomEvent<NewLikeEventDetail>(NEW_LIKE_EVENT, { detail }));
}
