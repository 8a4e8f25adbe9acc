import type { MessageDescriptor } from 'react-intl';

/** Texts of the signup flow; Dutch is the source catalogue. */
export const accountMessages = {
  iAm: { id: 'signup.account.iAm', defaultMessage: 'Ik ben' },
  lookingFor: { id: 'signup.account.lookingFor', defaultMessage: 'Ik zoek' },
  man: { id: 'signup.account.man', defaultMessage: 'Man' },
  woman: { id: 'signup.account.woman', defaultMessage: 'Vrouw' },
  men: { id: 'signup.account.men', defaultMessage: 'Mannen' },
  women: { id: 'signup.account.women', defaultMessage: 'Vrouwen' },
  both: { id: 'signup.account.both', defaultMessage: 'Beide' },
  name: { id: 'signup.account.name', defaultMessage: 'Profielnaam' },
  email: { id: 'signup.account.email', defaultMessage: 'E-mailadres' },
  password: { id: 'signup.account.password', defaultMessage: 'Wachtwoord' },
  passwordConfirm: { id: 'signup.account.passwordConfirm', defaultMessage: 'Herhaal wachtwoord' },
  birth: { id: 'signup.account.birth', defaultMessage: 'Geboortedatum' },
  day: { id: 'signup.account.day', defaultMessage: 'Dag' },
  month: { id: 'signup.account.month', defaultMessage: 'Maand' },
  year: { id: 'signup.account.year', defaultMessage: 'Jaar' },
  signupMessage: { id: 'signup.account.signupMessage', defaultMessage: 'Waarom meld je je aan? (optioneel)' },
  inviteCode: { id: 'signup.account.inviteCode', defaultMessage: 'Uitnodigingscode' },
  inviteHint: { id: 'signup.account.inviteHint', defaultMessage: 'Aanmelden kan op deze site alleen met een uitnodiging.' },
} satisfies Record<string, MessageDescriptor>;

/** The signup rules' texts, by the problem keys of validation/account-rules.ts. */
export const problemMessages = {
  required: { id: 'signup.problem.required', defaultMessage: 'Dit veld is verplicht.' },
  nameEqualsEmail: { id: 'signup.problem.nameEqualsEmail', defaultMessage: 'Je profielnaam moet anders zijn dan je e-mailadres' },
  nameStartsWithAt: { id: 'signup.problem.nameStartsWithAt', defaultMessage: 'Je profielnaam mag niet beginnen met een @' },
  nameLength: { id: 'signup.problem.nameLength', defaultMessage: 'Je profielnaam moet {min} tot {max} tekens lang zijn.' },
  emailInvalid: { id: 'signup.problem.emailInvalid', defaultMessage: 'Ongeldige e-mail' },
  passwordShort: { id: 'signup.problem.passwordShort', defaultMessage: 'Je wachtwoord moet minimaal {min} tekens lang zijn.' },
  passwordsDiffer: { id: 'signup.problem.passwordsDiffer', defaultMessage: 'De opgegeven wachtwoorden zijn niet gelijk.' },
  birthRequired: { id: 'signup.problem.birthRequired', defaultMessage: 'Vul je geboortedatum in (je moet {minAge}+ zijn).' },
  birthInvalid: { id: 'signup.problem.birthInvalid', defaultMessage: 'Ongeldige geboortedatum.' },
  tooYoung: { id: 'signup.problem.tooYoung', defaultMessage: 'Je moet minimaal {minAge}+ zijn om je aan te melden.' },
  genderRequired: { id: 'signup.problem.genderRequired', defaultMessage: 'Kies wie je bent en wie je zoekt.' },
} satisfies Record<string, MessageDescriptor>;

/** The API's answers to a signup, shown on the form (translations of api ACCOUNT_ERROR_MESSAGES). */
export const apiErrorMessages = {
  account_exists: {
    id: 'signup.apiError.account_exists',
    defaultMessage: 'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.',
  },
  account_deleted: {
    id: 'signup.apiError.account_deleted',
    defaultMessage: 'Het account met dit e-mailadres is verwijderd. Heractiveer het via de link in je e-mail.',
  },
  signups_closed: { id: 'signup.apiError.signups_closed', defaultMessage: 'Aanmelden is op deze site nu niet mogelijk.' },
  invalid_invite: { id: 'signup.apiError.invalid_invite', defaultMessage: 'Deze uitnodigingscode is ongeldig of al gebruikt.' },
  too_many_requests: {
    id: 'signup.apiError.too_many_requests',
    defaultMessage: 'Te veel pogingen. Wacht een minuut en probeer het opnieuw.',
  },
} satisfies Record<string, MessageDescriptor>;

export const policyMessages = {
  closedTitle: { id: 'signup.policy.closedTitle', defaultMessage: 'Aanmelden is nu gesloten' },
  closedText: {
    id: 'signup.policy.closedText',
    defaultMessage: 'Nieuwe leden kunnen zich op deze site alleen aanmelden via een partnerlink. Heb je al een account? Log dan in.',
  },
  login: { id: 'signup.policy.login', defaultMessage: 'Inloggen' },
} satisfies Record<string, MessageDescriptor>;

export const profileStepMessages = {
  title: { id: 'signup.profile.title', defaultMessage: 'Waar woon je?' },
  locate: { id: 'signup.profile.locate', defaultMessage: 'Gebruik mijn locatie' },
  locating: { id: 'signup.profile.locating', defaultMessage: 'Locatie zoeken…' },
  located: { id: 'signup.profile.located', defaultMessage: 'Gevonden: {region}' },
  locateFailed: { id: 'signup.profile.locateFailed', defaultMessage: 'We konden je locatie niet bepalen. Kies je regio.' },
  region: { id: 'signup.profile.region', defaultMessage: 'Regio' },
  chooseRegion: { id: 'signup.profile.chooseRegion', defaultMessage: 'Kies je regio' },
  interests: { id: 'signup.profile.interests', defaultMessage: 'Waar hou je van?' },
  regionRequired: { id: 'signup.profile.regionRequired', defaultMessage: 'Kies je regio of gebruik je locatie.' },
} satisfies Record<string, MessageDescriptor>;

export const photoStepMessages = {
  title: { id: 'signup.photo.title', defaultMessage: 'Voeg een foto toe' },
  intro: { id: 'signup.photo.intro', defaultMessage: 'Profielen met een foto krijgen veel meer reacties.' },
  choose: { id: 'signup.photo.choose', defaultMessage: 'Foto kiezen' },
  checking: { id: 'signup.photo.checking', defaultMessage: 'Wordt gecontroleerd' },
  checkingText: {
    id: 'signup.photo.checkingText',
    defaultMessage: 'We bekijken je foto zo snel mogelijk. Daarna is hij zichtbaar voor anderen.',
  },
  failed: {
    id: 'signup.photo.failed',
    defaultMessage: 'Deze foto kon niet worden geüpload. Kies een JPG, PNG of WebP van maximaal 10 MB.',
  },
  preview: { id: 'signup.photo.preview', defaultMessage: 'Je nieuwe foto' },
} satisfies Record<string, MessageDescriptor>;

export const aboutStepMessages = {
  title: { id: 'signup.about.title', defaultMessage: 'Vertel iets over jezelf' },
  label: { id: 'signup.about.label', defaultMessage: 'Over mij' },
  prompts: { id: 'signup.about.prompts', defaultMessage: 'Begin met…' },
  promptWeekend: { id: 'signup.about.promptWeekend', defaultMessage: 'Mijn perfecte weekend is…' },
  promptLaugh: { id: 'signup.about.promptLaugh', defaultMessage: 'Ik moet altijd lachen om…' },
  promptLooking: { id: 'signup.about.promptLooking', defaultMessage: 'Ik zoek iemand die…' },
} satisfies Record<string, MessageDescriptor>;

export const pushStepMessages = {
  title: { id: 'signup.push.title', defaultMessage: 'Mis geen enkel bericht' },
  intro: { id: 'signup.push.intro', defaultMessage: 'Krijg een melding als iemand je een bericht stuurt of je leuk vindt.' },
  mockTitle: { id: 'signup.push.mockTitle', defaultMessage: 'Nieuw bericht van Linda' },
  mockBody: { id: 'signup.push.mockBody', defaultMessage: 'Hoi! Zin om te kletsen?' },
  enable: { id: 'signup.push.enable', defaultMessage: 'Meldingen aanzetten' },
  unsupported: {
    id: 'signup.push.unsupported',
    defaultMessage: 'Deze browser ondersteunt geen meldingen. Je kunt dit later in je instellingen aanzetten.',
  },
  denied: { id: 'signup.push.denied', defaultMessage: 'Meldingen zijn geblokkeerd in je browser.' },
  enabled: { id: 'signup.push.enabled', defaultMessage: 'Meldingen staan aan.' },
} satisfies Record<string, MessageDescriptor>;

export const memberSignupMessages = {
  withMember: { id: 'signup.member.withMember', defaultMessage: 'Meld je gratis aan om {name} te leren kennen.' },
} satisfies Record<string, MessageDescriptor>;
