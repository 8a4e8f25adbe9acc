import type { MessageDescriptor } from 'react-intl';

// Dutch is the source language: the default messages are the nl catalogue verbatim.
export const directDebitMessages = {
  stepOne: { id: 'payments.directDebit.stepOne', defaultMessage: 'Stap 1 van 2: je gegevens' },
  stepTwo: { id: 'payments.directDebit.stepTwo', defaultMessage: 'Stap 2 van 2: sms-code' },
  holder: { id: 'payments.directDebit.holder', defaultMessage: 'Naam rekeninghouder' },
  iban: { id: 'payments.directDebit.iban', defaultMessage: 'IBAN' },
  ibanHint: { id: 'payments.directDebit.ibanHint', defaultMessage: 'Bijvoorbeeld NL91 ABNA 0417 1643 00' },
  ibanInvalid: { id: 'payments.directDebit.ibanInvalid', defaultMessage: 'Dit IBAN klopt niet. Controleer de letters en cijfers.' },
  street: { id: 'payments.directDebit.street', defaultMessage: 'Straat' },
  houseNumber: { id: 'payments.directDebit.houseNumber', defaultMessage: 'Huisnummer' },
  zip: { id: 'payments.directDebit.zip', defaultMessage: 'Postcode' },
  city: { id: 'payments.directDebit.city', defaultMessage: 'Plaats' },
  mobile: { id: 'payments.directDebit.mobile', defaultMessage: 'Mobiel nummer' },
  mobileHint: { id: 'payments.directDebit.mobileHint', defaultMessage: 'Hier sturen we je sms-code naartoe.' },
  mobileInvalid: { id: 'payments.directDebit.mobileInvalid', defaultMessage: 'Vul een mobiel nummer in, bijvoorbeeld +31 6 12345678.' },
  mobileCountry: { id: 'payments.directDebit.mobileCountry', defaultMessage: 'Vul een mobiel nummer in uit een land waar we actief zijn.' },
  mandate: {
    id: 'payments.directDebit.mandate',
    defaultMessage: 'Ik geef toestemming om het bedrag eenmalig via automatische incasso van deze rekening af te schrijven.',
  },
  mandateRequired: { id: 'payments.directDebit.mandateRequired', defaultMessage: 'Geef toestemming voor de incasso om verder te gaan.' },
  sendCode: { id: 'payments.directDebit.sendCode', defaultMessage: 'Stuur mij een sms-code' },
  codeSent: { id: 'payments.directDebit.codeSent', defaultMessage: 'Code verstuurd naar {phone}' },
  account: { id: 'payments.directDebit.account', defaultMessage: 'Af te schrijven van rekening {iban}' },
  code: { id: 'payments.directDebit.code', defaultMessage: 'Sms-code (6 cijfers)' },
  codeIncomplete: { id: 'payments.directDebit.codeIncomplete', defaultMessage: 'Vul de 6 cijfers uit de sms in.' },
  confirm: { id: 'payments.directDebit.confirm', defaultMessage: 'Bevestigen en betalen' },
  resendIn: { id: 'payments.directDebit.resendIn', defaultMessage: 'Nieuwe code over {seconds} s' },
  resend: { id: 'payments.directDebit.resend', defaultMessage: 'Stuur een nieuwe code' },
  resent: { id: 'payments.directDebit.resent', defaultMessage: 'Nieuwe code verstuurd.' },
  changeDetails: { id: 'payments.directDebit.changeDetails', defaultMessage: 'Gegevens wijzigen' },
  noBundle: {
    id: 'payments.directDebit.noBundle',
    defaultMessage: 'Kies eerst een pakket credits, daarna kun je met automatische incasso betalen.',
  },
  chooseBundle: { id: 'payments.directDebit.chooseBundle', defaultMessage: 'Pakket kiezen' },
  otherMethod: { id: 'payments.directDebit.otherMethod', defaultMessage: 'Andere betaalmethode kiezen' },
  errorTitle: { id: 'payments.directDebit.errorTitle', defaultMessage: 'Dat lukte niet' },
  codeInvalid: {
    id: 'payments.directDebit.error.codeInvalid',
    defaultMessage: 'Code ongeldig. Je kunt het nog {tries, plural, one {# keer} other {# keer}} proberen.',
  },
  codeInvalidNoCount: { id: 'payments.directDebit.error.codeInvalidNoCount', defaultMessage: 'Code ongeldig.' },
  triesExceeded: {
    id: 'payments.directDebit.error.triesExceeded',
    defaultMessage: 'Te vaak een verkeerde code ingevoerd. Vraag een nieuwe code aan.',
  },
  resendTooSoon: {
    id: 'payments.directDebit.error.resendTooSoon',
    defaultMessage: 'Wacht nog {seconds, plural, one {# seconde} other {# seconden}} voor je een nieuwe code aanvraagt.',
  },
  blocked: {
    id: 'payments.directDebit.error.blocked',
    defaultMessage: 'Betalen via automatische incasso is voor dit account geblokkeerd. Kies een andere betaalmethode.',
  },
  limitReached: {
    id: 'payments.directDebit.error.limitReached',
    defaultMessage: 'Je hebt de limiet voor automatische incasso bereikt. Kies een andere betaalmethode.',
  },
  smsMandateLimit: {
    id: 'payments.directDebit.error.smsMandateLimit',
    defaultMessage: 'Voor deze aanvraag zijn al {max} codes verstuurd. Controleer je gegevens en vul het formulier opnieuw in.',
  },
  smsDailyLimit: {
    id: 'payments.directDebit.error.smsDailyLimit',
    defaultMessage: 'Je hebt vandaag al {max} sms-codes ontvangen. Probeer het morgen opnieuw of kies een andere betaalmethode.',
  },
  smsNumberLimit: {
    id: 'payments.directDebit.error.smsNumberLimit',
    defaultMessage: 'Naar dit nummer zijn vandaag te veel codes gestuurd. Probeer het morgen opnieuw of kies een andere betaalmethode.',
  },
  smsUnavailable: {
    id: 'payments.directDebit.error.smsUnavailable',
    defaultMessage: 'De sms kon nu niet worden verstuurd. Probeer het zo opnieuw.',
  },
  mandateExpired: {
    id: 'payments.directDebit.error.mandateExpired',
    defaultMessage: 'Deze incasso-aanvraag is verlopen. Controleer je gegevens en vraag een nieuwe code aan.',
  },
  generic: { id: 'payments.directDebit.error.generic', defaultMessage: 'Er ging iets mis. Probeer het opnieuw.' },
} satisfies Record<string, MessageDescriptor>;
