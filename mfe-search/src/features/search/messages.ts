import { defineMessages } from 'react-intl';

/** Titles and introductions of this remote's pages; Dutch is the source catalogue. */
export const pageMessages = defineMessages({
  membersTitle: { id: 'search.members.title', defaultMessage: 'Leden zoeken' },
  membersIntro: { id: 'search.members.intro', defaultMessage: 'Vind leden bij jou in de buurt.' },
  membersIdTitle: { id: 'search.membersId.title', defaultMessage: 'Profiel' },
  membersIdIntro: { id: 'search.membersId.intro', defaultMessage: "Bekijk foto's en lees meer over dit lid." },
  matchFinderTitle: { id: 'search.matchFinder.title', defaultMessage: 'Matchfinder' },
  matchFinderIntro: { id: 'search.matchFinder.intro', defaultMessage: 'Ontdek wie het beste bij je past.' },
});
