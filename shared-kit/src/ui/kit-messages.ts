import { defineMessages } from 'react-intl';

// Dutch is the source language, so the default messages are the nl catalogue verbatim
// (kit-messages.test.ts keeps them in step).
export const kitMessages = defineMessages({
  modalClose: { id: 'kit.modal.close', defaultMessage: 'Sluiten' },
  alertDismiss: { id: 'kit.alert.dismiss', defaultMessage: 'Melding sluiten' },
  toastClose: { id: 'kit.toast.close', defaultMessage: 'Melding sluiten' },
  spinnerLabel: { id: 'kit.spinner.label', defaultMessage: 'Laden…' },
  progressLabel: { id: 'kit.progress.label', defaultMessage: 'Voortgang' },
  progressPageLoading: { id: 'kit.progress.pageLoading', defaultMessage: 'Pagina wordt geladen' },
  pageDescription: { id: 'kit.page.description', defaultMessage: '{title} – ontmoet singles bij jou in de buurt: like, match en chat.' },
  pageSkipToContent: { id: 'kit.page.skipToContent', defaultMessage: 'Naar de inhoud' },
  loginPromptTitle: { id: 'kit.loginPrompt.loginTitle', defaultMessage: 'Log in om verder te gaan' },
  loginPromptBody: {
    id: 'kit.loginPrompt.loginBody',
    defaultMessage: 'Om te liken, berichten of cadeaus te sturen moet je ingelogd zijn. Aanmelden is gratis.',
  },
  loginPromptSignup: { id: 'kit.loginPrompt.signup', defaultMessage: 'Gratis aanmelden' },
  loginPromptLogin: { id: 'kit.loginPrompt.login', defaultMessage: 'Inloggen' },
  chipRemove: { id: 'kit.chip.remove', defaultMessage: 'Verwijderen' },
  memberCardAlt: { id: 'kit.memberCard.alt', defaultMessage: '{name}, {age}' },
  memberCardNew: { id: 'kit.memberCard.new', defaultMessage: 'Nieuw' },
  memberCardFictional: { id: 'kit.memberCard.fictional', defaultMessage: 'Fictief profiel' },
  memberCardLike: { id: 'kit.memberCard.like', defaultMessage: '{name} liken' },
  photoPickerCamera: { id: 'kit.photoPicker.camera', defaultMessage: 'Foto maken' },
  photoPickerUploading: { id: 'kit.photoPicker.uploading', defaultMessage: 'Foto wordt geüpload…' },
  photoPickerUploadingPercent: { id: 'kit.photoPicker.uploadingPercent', defaultMessage: 'Foto wordt geüpload: {percent}%' },
  photoPickerPreview: { id: 'kit.photoPicker.preview', defaultMessage: 'Voorbeeld van je foto' },
  verifiedLabel: { id: 'kit.verifiedBadge.label', defaultMessage: 'Geverifieerd' },
  verifiedTitle: { id: 'kit.verifiedBadge.title', defaultMessage: 'Profiel geverifieerd met een selfie' },
});
