import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationVerification, VerificationRejectionReason } from '@dating/shared-kit';
import { useShellDecideVerificationMutation } from '../api/moderation-api';
import { useReviewQueue } from '../lib/use-review-queue';
import { moderationMessages } from '../messages';
import { poseMessages, verificationMessages, verificationRejectionMessages, verificationRejections } from '../verification-messages';
import { QueueHeader, ReasonSelect, YesNoDecisions } from './queue-controls';
import { Panel, Picture, Row } from './queue-parts';

/**
 * Verification selfies, best face match first, one at a time: the selfie beside the member's approved photos and
 * the pose asked. C confirms (the member gets the badge), R rejects with the chosen reason, J/K move.
 */
export function VerificationQueue({ verifications }: { verifications: ModerationVerification[] }) {
  const intl = useIntl();
  const [reason, setReason] = useState<VerificationRejectionReason>('pose_not_copied');
  const [decideVerification, { isLoading, error }] = useShellDecideVerificationMutation();
  const queue = useReviewQueue({
    items: verifications,
    shortcuts: { c: 'confirm', r: 'reject' },
    busy: isLoading,
    send: (verification, action, note) =>
      decideVerification({ id: verification.id, action, ...(action === 'reject' ? { reason } : {}), ...(note ? { note } : {}) }),
  });
  const { current, decide } = queue;
  if (!current) return <p>{intl.formatMessage(moderationMessages.empty)}</p>;
  const name = current.member_name;
  const score =
    current.match_score === null
      ? intl.formatMessage(current.faces === 0 ? verificationMessages.noFace : verificationMessages.unscored)
      : intl.formatMessage(verificationMessages.score, { score: current.match_score });
  return (
    <Panel aria-label={intl.formatMessage(verificationMessages.selfieOf, { name })}>
      <QueueHeader queue={queue} total={verifications.length} shortcuts={verificationMessages.shortcuts} />
      <p>
        <strong>{intl.formatMessage(verificationMessages.pose, { pose: intl.formatMessage(poseMessages[current.pose]) })}</strong>
        {' · '}
        {score}
      </p>
      <Row>
        <Picture src={current.selfie} alt={intl.formatMessage(verificationMessages.selfieOf, { name })} />
        {current.photos.map((photo, at) => (
          <Picture key={photo.url} src={photo.thumb} alt={intl.formatMessage(verificationMessages.photoOf, { name, number: at + 1 })} />
        ))}
      </Row>
      <YesNoDecisions
        queue={queue}
        busy={isLoading}
        error={error}
        yes={verificationMessages.confirm}
        onYes={() => decide('confirm')}
        onReject={() => decide('reject')}
      >
        <ReasonSelect value={reason} onChange={setReason} reasons={verificationRejections} labels={verificationRejectionMessages} />
      </YesNoDecisions>
    </Panel>
  );
}
