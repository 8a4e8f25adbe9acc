import type { MessageDescriptor } from 'react-intl';
import type { VerificationPose, VerificationRejectionReason } from '@dating/shared-kit';

/** Texts of the verification screen; Dutch is the source (i18n/nl.json). */
export const verificationMessages = {
  title: { id: 'shell.verification.title', defaultMessage: 'Profiel verifiëren' },
  intro: {
    id: 'shell.verification.intro',
    defaultMessage:
      'Maak een selfie waarin je de houding nadoet die we je laten zien. Een moderator vergelijkt hem met je foto’s; daarna krijgt je profiel het vinkje "Geverifieerd".',
  },
  loginRequired: { id: 'shell.verification.loginRequired', defaultMessage: 'Log in om je profiel te verifiëren.' },
  login: { id: 'shell.verification.login', defaultMessage: 'Inloggen' },
  verified: { id: 'shell.verification.verified', defaultMessage: 'Je profiel is geverifieerd.' },
  pending: { id: 'shell.verification.pending', defaultMessage: 'Je selfie is verstuurd. Een moderator bekijkt hem zo snel mogelijk.' },
  photoRequired: {
    id: 'shell.verification.photoRequired',
    defaultMessage: 'Je hebt eerst een goedgekeurde foto nodig; daarmee vergelijken we je selfie.',
  },
  toProfile: { id: 'shell.verification.toProfile', defaultMessage: 'Naar mijn foto’s' },
  rejected: { id: 'shell.verification.rejected', defaultMessage: 'Je vorige selfie is afgekeurd: {reason}. Probeer het nog eens.' },
  start: { id: 'shell.verification.start', defaultMessage: 'Toon mijn houding' },
  copyPose: { id: 'shell.verification.copyPose', defaultMessage: 'Doe dit na: {pose}' },
  selfie: { id: 'shell.verification.selfie', defaultMessage: 'Selfie maken of kiezen' },
  selfieHint: { id: 'shell.verification.selfieHint', defaultMessage: 'Op je telefoon opent de camera; op een computer kies je een foto.' },
  send: { id: 'shell.verification.send', defaultMessage: 'Selfie versturen' },
  generic: { id: 'shell.verification.generic', defaultMessage: 'Dat is niet gelukt, probeer het opnieuw.' },
} satisfies Record<string, MessageDescriptor>;

/** What the member is asked to do, in words (the server picks the pose). */
export const poseInstructions = {
  hand_on_cheek: { id: 'shell.verification.pose.hand_on_cheek', defaultMessage: 'leg een hand op je wang' },
  thumb_up: { id: 'shell.verification.pose.thumb_up', defaultMessage: 'steek je duim omhoog' },
  peace_sign: { id: 'shell.verification.pose.peace_sign', defaultMessage: 'maak een peace-teken met twee vingers' },
  hand_on_head: { id: 'shell.verification.pose.hand_on_head', defaultMessage: 'leg een hand op je hoofd' },
  point_at_camera: { id: 'shell.verification.pose.point_at_camera', defaultMessage: 'wijs naar de camera' },
} satisfies Record<VerificationPose, MessageDescriptor>;

export const rejectionMessages = {
  pose_not_copied: { id: 'shell.verification.rejection.pose_not_copied', defaultMessage: 'de houding was niet nagedaan' },
  face_not_visible: { id: 'shell.verification.rejection.face_not_visible', defaultMessage: 'je gezicht was niet goed te zien' },
  not_same_person: { id: 'shell.verification.rejection.not_same_person', defaultMessage: 'we herkenden je niet van je foto’s' },
  no_approved_photo: { id: 'shell.verification.rejection.no_approved_photo', defaultMessage: 'er was geen goedgekeurde foto' },
  other: { id: 'shell.verification.rejection.other', defaultMessage: 'een andere reden' },
} satisfies Record<VerificationRejectionReason, MessageDescriptor>;
