import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationVerification, VerificationRejectionReason } from '@dating/shared-kit';
import { Alert, Button, Select } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useShellDecideVerificationMutation } from '../api/moderation-api';
import { moveIn, useQueueKeys } from '../lib/use-queue-keys';
import { moderationMessages } from '../messages';
import { poseMessages, verificationMessages, verificationRejectionMessages, verificationRejections } from '../verification-messages';
import { Hint, NoteField, Panel, Picture, Row } from './queue-parts';

/**
 * Verification selfies, best face match first, one at a time: the selfie beside the member's approved photos and
 * the pose asked. C confirms (the member gets the badge), R rejects with the chosen reason, J/K move.
 */
export function VerificationQueue({ verifications }: { verifications: ModerationVerification[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [reason, setReason] = useState<VerificationRejectionReason>('pose_not_copied');
  const [note, setNote] = useState('');
  const [decide, { isLoading, error }] = useShellDecideVerificationMutation();
  const current = verifications[Math.min(index, verifications.length - 1)];
  const failure = apiErrorOf(error);

  const act = (action: 'confirm' | 'reject') => {
    if (!current || isLoading) return;
    const trimmed = note.trim();
    void decide({ id: current.id, action, ...(action === 'reject' ? { reason } : {}), ...(trimmed ? { note: trimmed } : {}) }).then(
      (result) => {
        if (!('error' in result)) setNote('');
      },
    );
  };
  useQueueKeys({
    j: () => setIndex((at) => moveIn(at, 1, verifications.length)),
    k: () => setIndex((at) => moveIn(at, -1, verifications.length)),
    c: () => act('confirm'),
    r: () => act('reject'),
  });

  if (!current) return <p>{intl.formatMessage(moderationMessages.empty)}</p>;
  const position = verifications.indexOf(current);
  const name = current.member_name;
  const score =
    current.match_score === null
      ? intl.formatMessage(current.faces === 0 ? verificationMessages.noFace : verificationMessages.unscored)
      : intl.formatMessage(verificationMessages.score, { score: current.match_score });
  return (
    <Panel aria-label={intl.formatMessage(verificationMessages.selfieOf, { name })}>
      <Hint>{intl.formatMessage(verificationMessages.shortcuts)}</Hint>
      <p>{intl.formatMessage(moderationMessages.position, { number: position + 1, total: verifications.length })}</p>
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
      <Row>
        <Select
          label={intl.formatMessage(moderationMessages.reason)}
          value={reason}
          onChange={(event) => setReason(event.target.value as VerificationRejectionReason)}
        >
          {verificationRejections.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(verificationRejectionMessages[value])}
            </option>
          ))}
        </Select>
        <NoteField
          aria-label={intl.formatMessage(moderationMessages.note)}
          placeholder={intl.formatMessage(moderationMessages.note)}
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
        />
      </Row>
      {failure && <Alert tone="danger">{translateApiError(intl, failure, 'shell.moderation.error.', moderationMessages.generic.id)}</Alert>}
      <Row>
        <Button variant="primary" loading={isLoading} onClick={() => act('confirm')}>
          {intl.formatMessage(verificationMessages.confirm)}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => act('reject')}>
          {intl.formatMessage(moderationMessages.reject)}
        </Button>
        <Button variant="secondary" disabled={position === 0} onClick={() => setIndex(moveIn(position, -1, verifications.length))}>
          {intl.formatMessage(moderationMessages.previous)}
        </Button>
        <Button
          variant="secondary"
          disabled={position === verifications.length - 1}
          onClick={() => setIndex(moveIn(position, 1, verifications.length))}
        >
          {intl.formatMessage(moderationMessages.next)}
        </Button>
      </Row>
    </Panel>
  );
}
