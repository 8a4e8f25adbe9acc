import { withAppMessages } from '@dating/shared-kit';
import { loadLikesMessages } from '../i18n/load-messages';
import { NewLikeModal as NewLikeModalContent } from '../features/new-like/components/new-like-modal';
import type { NewLikeModalProps } from '../features/new-like/components/new-like-modal';

export type { NewLikeModalProps };
export { NEW_LIKE_EVENT } from '../features/new-like/new-like-events';
export type { NewLikeEventDetail, NewLikeEventType } from '../features/new-like/new-like-events';

/**
 * `mfe-likes/NewLikeModal`: the shell mounts it once for logged-in members. It brings its own catalogue and
 * needs the kit's providers and the shell's router around it.
 */
export const NewLikeModal = withAppMessages<NewLikeModalProps>('likes', loadLikesMessages, NewLikeModalContent);

export default NewLikeModal;
