import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationPhoto, PhotoRejectionReason } from '@dating/shared-kit';
import { Alert, Button, Select } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useShellDecidePhotoMutation } from '../api/moderation-api';
import { useReviewQueue } from '../lib/use-review-queue';
import { moderationMessages, rejectionReasonMessages, rejectionReasons } from '../messages';
import { Hint, NoteField, Panel, Picture, Row } from './queue-parts';

/** Photos under inspection, one at a time: A approves, R rejects with the chosen reason, J/K move. */
export function PhotoQueue({ photos }: { photos: ModerationPhoto[] }) {
  const intl = useIntl();
  const [reason, setReason] = useState<PhotoRejectionReason>('no_face');
  const [decidePhoto, { isLoading, error }] = useShellDecidePhotoMutation();
  const { current, position, note, setNote, decide, previous, next, atFirst, atLast } = useReviewQueue({
    items: photos,
    shortcuts: { a: 'approve', r: 'reject' },
    busy: isLoading,
    send: (photo, action, text) =>
      decidePhoto({ id: photo.id, action, ...(action === 'reject' ? { reason } : {}), ...(text ? { note: text } : {}) }),
  });
  const failure = apiErrorOf(error);

  if (!current) return <p>{intl.formatMessage(moderationMessages.empty)}</p>;
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
        <Button variant="primary" loading={isLoading} onClick={() => decide('approve')}>
          {intl.formatMessage(moderationMessages.approve)}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => decide('reject')}>
          {intl.formatMessage(moderationMessages.reject)}
        </Button>
        <Button variant="secondary" disabled={atFirst} onClick={previous}>
          {intl.formatMessage(moderationMessages.previous)}
        </Button>
        <Button variant="secondary" disabled={atLast} onClick={next}>
          {intl.formatMessage(moderationMessages.next)}
        </Button>
      </Row>
    </Panel>
  );
}
