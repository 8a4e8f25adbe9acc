import type { MessageDescriptor } from 'react-intl';

/** Texts every lander shares: the call to action, the member strip, the member landings. */
export const landerMessages = {
  signup: { id: 'landers.cta.signup', defaultMessage: 'Gratis aanmelden' },
  ctaNote: { id: 'landers.cta.note', defaultMessage: 'Aanmelden is gratis en duurt een minuut.' },
  heroAlt: { id: 'landers.hero.alt', defaultMessage: 'Een van de leden van onze site' },
  membersTitle: { id: 'landers.members.title', defaultMessage: 'Leden die je kunt ontmoeten' },
  memberAlt: { id: 'landers.member.alt', defaultMessage: '{name}, {age}' },
  memberAge: { id: 'landers.member.age', defaultMessage: '{age} jaar' },
  memberTitle: { id: 'landers.member.title', defaultMessage: 'Dit profiel wil je leren kennen' },
  memberIntro: { id: 'landers.member.intro', defaultMessage: 'Meld je gratis aan om dit profiel te bekijken en een bericht te sturen.' },
  memberNamed: { id: 'landers.member.named', defaultMessage: '{name} wil je leren kennen' },
  memberDetails: { id: 'landers.member.details', defaultMessage: '{age} jaar · {region}' },
  memberSignup: { id: 'landers.member.signup', defaultMessage: 'Gratis aanmelden om {name} te schrijven' },
} satisfies Record<string, MessageDescriptor>;

/** Each lander's default headline and lead (DESIGN section 5). */
export const kindMessages = {
  alonetonightTitle: { id: 'landers.alonetonight.title', defaultMessage: 'Alleen vanavond?' },
  alonetonightLead: { id: 'landers.alonetonight.lead', defaultMessage: 'Er zijn mensen bij jou in de buurt die ook zin hebben in gezelschap.' },
  collagelandingTitle: { id: 'landers.collagelanding.title', defaultMessage: 'Echte mensen, echte verhalen' },
  collagelandingLead: { id: 'landers.collagelanding.lead', defaultMessage: 'Bekijk wie er nieuw is en vind iemand die bij je past.' },
  galleryTitle: { id: 'landers.gallery.title', defaultMessage: 'Wie spreekt jou aan?' },
  galleryLead: { id: 'landers.gallery.lead', defaultMessage: 'Tik op een foto om het profiel te bekijken.' },
  galleryLocked: { id: 'landers.gallery.locked', defaultMessage: 'Meld je aan om {name} te zien' },
  iconslandingTitle: { id: 'landers.iconslanding.title', defaultMessage: 'Waar word jij blij van?' },
  iconslandingLead: { id: 'landers.iconslanding.lead', defaultMessage: 'Kies wat je leuk vindt, dan zoeken we leden die erbij passen.' },
  iconslandingPick: { id: 'landers.iconslanding.pick', defaultMessage: 'Wat vind jij leuk?' },
  iconslandingCta: { id: 'landers.iconslanding.cta', defaultMessage: 'Toon mijn matches' },
  maplandingTitle: { id: 'landers.maplanding.title', defaultMessage: 'Singles bij jou in de buurt' },
  maplandingLead: { id: 'landers.maplanding.lead', defaultMessage: 'Ontmoet mensen uit je eigen regio.' },
  maplandingMap: { id: 'landers.maplanding.map', defaultMessage: 'Kaart met leden in de buurt' },
  socialnetworkTitle: { id: 'landers.socialnetwork.title', defaultMessage: 'Nieuwe mensen, elke dag' },
  socialnetworkLead: { id: 'landers.socialnetwork.lead', defaultMessage: 'Volg wie er nieuw is en begin een gesprek.' },
  socialnetworkStories: { id: 'landers.socialnetwork.stories', defaultMessage: 'Nieuwe gezichten' },
  socialnetworkCta: { id: 'landers.socialnetwork.cta', defaultMessage: 'Word lid om te chatten' },
  transitionsTitle: { id: 'landers.transitionsvideolanding.title', defaultMessage: 'Zie wie er op je wacht' },
  transitionsLead: { id: 'landers.transitionsvideolanding.lead', defaultMessage: 'Elke dag melden zich nieuwe leden aan.' },
  slidesPause: { id: 'landers.slides.pause', defaultMessage: 'Diavoorstelling pauzeren' },
  slidesPlay: { id: 'landers.slides.play', defaultMessage: 'Diavoorstelling afspelen' },
  slideLabel: { id: 'landers.slides.label', defaultMessage: 'Foto {number} van {total}' },
  videoTitle: { id: 'landers.video.title', defaultMessage: 'Kijk wie je kunt ontmoeten' },
  videoLead: { id: 'landers.video.lead', defaultMessage: 'Een korte rondleiding langs nieuwe leden.' },
  videoPlay: { id: 'landers.video.play', defaultMessage: 'Rondleiding afspelen' },
  tinderswipeTitle: { id: 'landers.tinderswipe.title', defaultMessage: 'Vind je haar leuk?' },
  tinderswipeLead: { id: 'landers.tinderswipe.lead', defaultMessage: 'Probeer het: kies drie keer en meld je daarna gratis aan.' },
  swipeLike: { id: 'landers.tinderswipe.like', defaultMessage: 'Leuk' },
  swipeNope: { id: 'landers.tinderswipe.nope', defaultMessage: 'Volgende' },
  swipeDone: { id: 'landers.tinderswipe.done', defaultMessage: 'Meld je gratis aan om verder te kijken en te chatten.' },
} satisfies Record<string, MessageDescriptor>;

/** Headlines a slug picks (city names and ages fill the placeholders; they need no translation). */
export const presetMessages = {
  city: { id: 'landers.preset.city', defaultMessage: 'Singles in {city}' },
  women: { id: 'landers.preset.women', defaultMessage: 'Vrouwen die jou willen ontmoeten' },
  men: { id: 'landers.preset.men', defaultMessage: 'Mannen die jou willen ontmoeten' },
  ages: { id: 'landers.preset.ages', defaultMessage: 'Singles van {min} tot {max} jaar' },
  mature: { id: 'landers.preset.mature', defaultMessage: 'Ervaren vrouwen zoeken contact' },
  gay: { id: 'landers.preset.gay', defaultMessage: 'Mannen die mannen zoeken' },
  interest: { id: 'landers.preset.interest', defaultMessage: 'Singles die houden van {interest}' },
} satisfies Record<string, MessageDescriptor>;

/** Interests a slug or a tap on iconslanding picks. */
export const interestMessages = {
  travel: { id: 'landers.interest.travel', defaultMessage: 'reizen' },
  music: { id: 'landers.interest.music', defaultMessage: 'muziek' },
  cooking: { id: 'landers.interest.cooking', defaultMessage: 'koken' },
  sports: { id: 'landers.interest.sports', defaultMessage: 'sport' },
  movies: { id: 'landers.interest.movies', defaultMessage: 'films' },
  dancing: { id: 'landers.interest.dancing', defaultMessage: 'dansen' },
} satisfies Record<string, MessageDescriptor>;
