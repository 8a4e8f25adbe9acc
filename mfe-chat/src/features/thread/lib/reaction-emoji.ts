import type { MessageDescriptor } from 'react-intl';
import type { ReactionEmoji } from '@dating/shared-kit';

/** The reactions a member can pick, in the order of the menu (the API accepts exactly these). */
export const reactionEmoji = ['❤️', '😂', '😮', '😢', '👍'] as const satisfies readonly ReactionEmoji[];

/** Each emoji's name: screen readers and button labels say it rather than read the picture. */
export const reactionNames: Record<ReactionEmoji, MessageDescriptor> = {
  '❤️': { id: 'chat.reaction.heart', defaultMessage: 'hartje' },
  '😂': { id: 'chat.reaction.laugh', defaultMessage: 'lachen' },
  '😮': { id: 'chat.reaction.wow', defaultMessage: 'verbaasd' },
  '😢': { id: 'chat.reaction.sad', defaultMessage: 'verdrietig' },
  '👍': { id: 'chat.reaction.like', defaultMessage: 'duim omhoog' },
};
