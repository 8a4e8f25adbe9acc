import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationPhoto, PhotoRejectionReason } from '@dating/shared-kit';
import { Alert, Button, Select } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useShellDecidePhotoMutation } from '../api/moderation-api';
import { moveIn, useQueueKeys } from '../lib/use-queue-keys';
import { moderationMessages, rejectionReasonMessages, rejectionReasons } from '../messages';
import { Hint, NoteField, Panel, Picture, Row } from './queue-parts';

/** Photos under inspection, one at a time: A approves, R rejects with the chosen reason, J/K move. */
export function PhotoQueue({ photos }: { photos: ModerationPhoto[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [reason, setReason] = useState<PhotoRejectionReason>('no_face');
  const [note, setNote] = useState('');
  const [decide, { isLoading, error }] = useShellDecidePhotoMutation();
  const current = photos[Math.min(index, photos.length - 1)];
  const failure = apiErrorOf(error);

  const act = (action: 'approve' | 'reject') => {
    if (!current || isLoading) return;
    const trimmed = note.trim();
    void decide({ id: current.id, action, ...(action === 'reject' ? { reason } : {}), ...(trimmed ? { note: trimmed } : {}) }).then(
      (result) => {
        if (!('error' in result)) setNote('');
      },
    );
  };
  useQueueKeys({
    j: () => setIndex((at) => moveIn(at, 1, photos.length)),
    k: () => setIndex((at) => moveIn(at, -1, photos.length)),
    a: () => act('approve'),
    r: () => act('reject'),
  });

  if (!current) return <p>{intl.formatMessage(moderationMessages.empty)}</p>;
  const position = photos.indexOf(current);
  return (
    <Panel aria-label={intl.formatMessage(moderationMessages.photoOf, { name: current.member_name })}>
      <Hint>{intl.formatMessage(moderationMessages.shortcutsPhotos)}</Hint>
      <p>{intl.formatMessage(moderationMessages.position, { number: position + 1, total: photos.length })}</p>
      <Picture src={current.url} alt={intl.formatMessage(moderationMessages.photoOf, { name: current.member_name })} />
      <Row>
        <Select
          label={intl.formatMessage(moderationMessages.reason)}
          value={reason}
          onChange={(event) => setReason(event.target.value as PhotoRejectionReason)}
        >
          {rejectionReasons.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(rejectionReasonMessages[value])}
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
        <Button variant="primary" loading={isLoading} onClick={() => act('approve')}>
          {intl.formatMessage(moderationMessages.approve)}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => act('reject')}>
          {intl.formatMessage(moderationMessages.reject)}
        </Button>
        <Button variant="secondary" disabled={position === 0} onClick={() => setIndex(moveIn(position, -1, photos.length))}>
          {intl.formatMessage(moderationMessages.previous)}
        </Button>
        <Button variant="secondary" disabled={position === photos.length - 1} onClick={() => setIndex(moveIn(position, 1, photos.length))}>
          {intl.formatMessage(moderationMessages.next)}
        </Button>
      </Row>
    </Panel>
  );
}
