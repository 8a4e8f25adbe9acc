import type { MessageDescriptor } from 'react-intl';

/** Texts several chat screens share; Dutch is the source catalogue. */
export const sharedMessages = {
  errorGeneric: { id: 'chat.error.generic', defaultMessage: 'Er ging iets mis. Probeer het opnieuw.' },
  loginRequired: { id: 'chat.loginRequired', defaultMessage: 'Log in of meld je gratis aan om berichten te lezen en te sturen.' },
  previewImage: { id: 'chat.preview.image', defaultMessage: 'Foto' },
  previewGift: { id: 'chat.preview.gift', defaultMessage: 'Cadeau' },
  previewVoice: { id: 'chat.preview.voice', defaultMessage: 'Spraakbericht' },
  previewMine: { id: 'chat.preview.mine', defaultMessage: 'Jij: {text}' },
  previewReaction: { id: 'chat.preview.reaction', defaultMessage: 'Reageerde {emoji} op: {text}' },
  previewReactionMine: { id: 'chat.preview.reactionMine', defaultMessage: 'Jij reageerde {emoji} op: {text}' },
  previewEmpty: { id: 'chat.preview.empty', defaultMessage: 'Nog geen berichten' },
} satisfies Record<string, MessageDescriptor>;
