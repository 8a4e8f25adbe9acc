import type { MessageDescriptor } from 'react-intl';
import type { VerificationPose, VerificationRejectionReason } from '@dating/shared-kit';

/** Texts of the console's verification queue; Dutch is the source (i18n/nl.json). */
export const verificationMessages = {
  tab: { id: 'shell.moderation.verification.tab', defaultMessage: 'Selfies ({count})' },
  shortcuts: {
    id: 'shell.moderation.verification.shortcuts',
    defaultMessage: 'Sneltoetsen: J volgende, K vorige, C bevestigen, R afkeuren.',
  },
  confirm: { id: 'shell.moderation.verification.confirm', defaultMessage: 'Bevestigen (C)' },
  pose: { id: 'shell.moderation.verification.pose', defaultMessage: 'Gevraagde houding: {pose}' },
  score: { id: 'shell.moderation.verification.score', defaultMessage: 'Gezichtsovereenkomst {score, number, percent}' },
  unscored: { id: 'shell.moderation.verification.unscored', defaultMessage: 'Niet automatisch vergeleken' },
  noFace: { id: 'shell.moderation.verification.noFace', defaultMessage: 'Geen gezicht gevonden in de selfie' },
  selfieOf: { id: 'shell.moderation.verification.selfieOf', defaultMessage: 'Selfie van {name}' },
  photoOf: { id: 'shell.moderation.verification.photoOf', defaultMessage: 'Goedgekeurde foto {number} van {name}' },
} satisfies Record<string, MessageDescriptor>;

/** The poses, as the console names them (the member's screen has its own, longer instructions). */
export const poseMessages = {
  hand_on_cheek: { id: 'shell.moderation.pose.hand_on_cheek', defaultMessage: 'hand op de wang' },
  thumb_up: { id: 'shell.moderation.pose.thumb_up', defaultMessage: 'duim omhoog' },
  peace_sign: { id: 'shell.moderation.pose.peace_sign', defaultMessage: 'peace-teken' },
  hand_on_head: { id: 'shell.moderation.pose.hand_on_head', defaultMessage: 'hand op het hoofd' },
  point_at_camera: { id: 'shell.moderation.pose.point_at_camera', defaultMessage: 'wijzen naar de camera' },
} satisfies Record<VerificationPose, MessageDescriptor>;

export const verificationRejections = [
  'pose_not_copied',
  'face_not_visible',
  'not_same_person',
  'no_approved_photo',
  'other',
] as const satisfies readonly VerificationRejectionReason[];
export const verificationRejectionMessages = {
  pose_not_copied: { id: 'shell.moderation.verificationRejection.pose_not_copied', defaultMessage: 'houding niet nagedaan' },
  face_not_visible: { id: 'shell.moderation.verificationRejection.face_not_visible', defaultMessage: 'gezicht niet goed te zien' },
  not_same_person: {
    id: 'shell.moderation.verificationRejection.not_same_person',
    defaultMessage: 'niet dezelfde persoon als op de foto’s',
  },
  no_approved_photo: { id: 'shell.moderation.verificationRejection.no_approved_photo', defaultMessage: 'geen goedgekeurde foto' },
  other: { id: 'shell.moderation.verificationRejection.other', defaultMessage: 'anders' },
} satisfies Record<VerificationRejectionReason, MessageDescriptor>;
