import { defineMessages } from 'react-intl';

export const landerMessages = defineMessages({
  title: { id: 'landers.lander.title', defaultMessage: 'Ontmoet nieuwe mensen bij jou in de buurt' },
  intro: { id: 'landers.lander.intro', defaultMessage: 'Maak gratis een profiel aan en begin vandaag nog met chatten.' },
  unknownTitle: { id: 'landers.unknown.title', defaultMessage: 'Pagina niet gevonden' },
  unknownIntro: { id: 'landers.unknown.intro', defaultMessage: 'Deze actiepagina bestaat niet (meer).' },
  memberTitle: { id: 'landers.member.title', defaultMessage: 'Dit profiel wil je leren kennen' },
  memberIntro: { id: 'landers.member.intro', defaultMessage: 'Meld je gratis aan om dit profiel te bekijken en een bericht te sturen.' },
});
