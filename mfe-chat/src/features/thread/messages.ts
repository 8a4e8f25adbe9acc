import type { MessageDescriptor } from 'react-intl';

/** The conversation screen; Dutch is the source catalogue. */
export const threadMessages = {
  title: { id: 'chat.thread.title', defaultMessage: 'Gesprek met {name}' },
  back: { id: 'chat.thread.back', defaultMessage: 'Terug naar je gesprekken' },
  profileLink: { id: 'chat.thread.profileLink', defaultMessage: 'Profiel van {name}' },
  typing: { id: 'chat.thread.typing', defaultMessage: 'typt…' },
  typingBubble: { id: 'chat.thread.typingBubble', defaultMessage: '{name} typt' },
  more: { id: 'chat.thread.more', defaultMessage: 'Meer' },
  block: { id: 'chat.thread.block', defaultMessage: '{name} blokkeren' },
  delete: { id: 'chat.thread.delete', defaultMessage: 'Gesprek verwijderen' },
  messagesLabel: { id: 'chat.thread.messagesLabel', defaultMessage: 'Berichten met {name}' },
  loadOlder: { id: 'chat.thread.loadOlder', defaultMessage: 'Oudere berichten laden' },
  today: { id: 'chat.thread.today', defaultMessage: 'Vandaag' },
  yesterday: { id: 'chat.thread.yesterday', defaultMessage: 'Gisteren' },
  sending: { id: 'chat.thread.sending', defaultMessage: 'Wordt verstuurd…' },
  sent: { id: 'chat.thread.sent', defaultMessage: 'Verstuurd' },
  read: { id: 'chat.thread.read', defaultMessage: 'Gelezen' },
  failed: { id: 'chat.thread.failed', defaultMessage: 'Niet verstuurd: {reason}' },
  retry: { id: 'chat.thread.retry', defaultMessage: 'Opnieuw proberen' },
  uploading: { id: 'chat.thread.uploading', defaultMessage: 'Foto uploaden' },
  imageAlt: { id: 'chat.thread.imageAlt', defaultMessage: 'Foto in het gesprek' },
  openImage: { id: 'chat.thread.openImage', defaultMessage: 'Foto groot bekijken' },
  revealImage: { id: 'chat.thread.revealImage', defaultMessage: 'Toon foto' },
  lightboxTitle: { id: 'chat.thread.lightboxTitle', defaultMessage: 'Foto' },
  giftSent: { id: 'chat.thread.giftSent', defaultMessage: 'Cadeau: {name}' },
  newMessage: { id: 'chat.thread.newMessage', defaultMessage: 'Nieuw bericht van {name}: {text}' },
  notFound: { id: 'chat.thread.notFound', defaultMessage: 'Dit gesprek bestaat niet (meer).' },
  emptyTitle: { id: 'chat.thread.emptyTitle', defaultMessage: 'Zeg hallo tegen {name}' },
  moreIcebreakers: { id: 'chat.thread.moreIcebreakers', defaultMessage: 'Meer openingszinnen' },
  icebreakersLabel: { id: 'chat.thread.icebreakersLabel', defaultMessage: 'Openingszinnen' },
  icebreakerTitle: { id: 'chat.thread.icebreakerTitle', defaultMessage: 'Kies een openingszin' },
  matchTitle: { id: 'chat.thread.matchTitle', defaultMessage: 'Het is een match!' },
  matchBody: { id: 'chat.thread.matchBody', defaultMessage: 'Jij en {name} vinden elkaar leuk.' },
  matchAction: { id: 'chat.thread.matchAction', defaultMessage: 'Stuur een bericht' },
} satisfies Record<string, MessageDescriptor>;

/** Reactions and the message menu. */
export const reactionMessages = {
  menu: { id: 'chat.menu.open', defaultMessage: 'Reageren of melden' },
  menuTitle: { id: 'chat.menu.title', defaultMessage: 'Reageer op dit bericht' },
  pick: { id: 'chat.reaction.pick', defaultMessage: 'Reacties' },
  react: { id: 'chat.reaction.react', defaultMessage: 'Reageer met {reaction}' },
  report: { id: 'chat.report.item', defaultMessage: 'Bericht melden' },
  listLabel: { id: 'chat.reaction.list', defaultMessage: 'Reacties op dit bericht' },
  mine: { id: 'chat.reaction.mine', defaultMessage: 'Jij reageerde met {reaction}' },
  theirs: { id: 'chat.reaction.theirs', defaultMessage: '{name} reageerde met {reaction}' },
} satisfies Record<string, MessageDescriptor>;

/** Voice messages: the recorder and the player. */
export const voiceMessages = {
  record: { id: 'chat.voice.record', defaultMessage: 'Spraakbericht opnemen' },
  recorder: { id: 'chat.voice.recorder', defaultMessage: 'Spraakbericht' },
  starting: { id: 'chat.voice.starting', defaultMessage: 'Microfoon starten…' },
  recording: { id: 'chat.voice.recording', defaultMessage: 'Opname loopt: {elapsed} van {max}' },
  send: { id: 'chat.voice.send', defaultMessage: 'Versturen' },
  cancel: { id: 'chat.voice.cancel', defaultMessage: 'Annuleren' },
  close: { id: 'chat.voice.close', defaultMessage: 'Sluiten' },
  denied: { id: 'chat.voice.denied', defaultMessage: 'Geen toegang tot je microfoon. Sta het toe in je browser om in te spreken.' },
  player: { id: 'chat.voice.player', defaultMessage: 'Spraakbericht van {duration}' },
  duration: { id: 'chat.voice.duration', defaultMessage: 'Spraakbericht · {duration}' },
  uploading: { id: 'chat.voice.uploading', defaultMessage: 'Spraakbericht uploaden' },
} satisfies Record<string, MessageDescriptor>;

/** The composer and the card docked over it. */
export const composerMessages = {
  field: { id: 'chat.composer.field', defaultMessage: 'Bericht aan {name}' },
  placeholder: { id: 'chat.composer.placeholder', defaultMessage: 'Schrijf een bericht…' },
  send: { id: 'chat.composer.send', defaultMessage: 'Versturen' },
  image: { id: 'chat.composer.image', defaultMessage: 'Foto versturen' },
  gift: { id: 'chat.composer.gift', defaultMessage: 'Cadeau versturen' },
  cost: {
    id: 'chat.composer.cost',
    defaultMessage: '1 bericht = {credits, plural, one {# credit} other {# credits}} · saldo {balance}',
  },
  photoCost: { id: 'chat.composer.photoCost', defaultMessage: '1 foto = {credits, plural, one {# credit} other {# credits}}' },
  giftsTitle: { id: 'chat.composer.giftsTitle', defaultMessage: 'Kies een cadeau' },
  giftOption: { id: 'chat.composer.giftOption', defaultMessage: '{name}, {credits, plural, one {# credit} other {# credits}}' },
  giftCredits: { id: 'chat.composer.giftCredits', defaultMessage: '{credits, plural, one {# credit} other {# credits}}' },
  insufficientTitle: { id: 'chat.composer.insufficientTitle', defaultMessage: 'Je hebt onvoldoende credits' },
  insufficientBody: {
    id: 'chat.composer.insufficientBody',
    defaultMessage: 'Je hebt nog {needed, plural, one {# credit} other {# credits}} nodig. Je bericht blijft staan.',
  },
  buyCredits: { id: 'chat.composer.buyCredits', defaultMessage: 'Credits kopen' },
  discountOffer: { id: 'chat.composer.discountOffer', defaultMessage: 'Nu {percentage}% korting op credits' },
  limitTitle: { id: 'chat.composer.limitTitle', defaultMessage: 'Met Premium chat je onbeperkt' },
  limitBody: {
    id: 'chat.composer.limitBody',
    defaultMessage: 'Als gratis lid kun je 2 gesprekken beginnen. Word Premium om met {name} te chatten.',
  },
  goPremium: { id: 'chat.composer.goPremium', defaultMessage: 'Word Premium' },
  recipientNotConfirmed: {
    id: 'chat.composer.recipientNotConfirmed',
    defaultMessage: '{name} heeft het e-mailadres nog niet bevestigd. Je kunt weer schrijven zodra dat gebeurd is.',
  },
  emailNotConfirmed: {
    id: 'chat.composer.emailNotConfirmed',
    defaultMessage: 'Bevestig eerst je e-mailadres; daarna kun je antwoorden. Kijk in je mailbox.',
  },
  memberBlocked: { id: 'chat.composer.memberBlocked', defaultMessage: 'Jullie kunnen elkaar geen berichten meer sturen.' },
  tooLong: {
    id: 'chat.composer.tooLong',
    defaultMessage: 'Je bericht is te lang: maximaal {max, plural, one {# teken} other {# tekens}}.',
  },
  close: { id: 'chat.composer.close', defaultMessage: 'Sluiten' },
} satisfies Record<string, MessageDescriptor>;
