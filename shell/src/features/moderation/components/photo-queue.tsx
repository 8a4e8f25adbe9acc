import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationPhoto, PhotoRejectionReason } from '@dating/shared-kit';
import { useShellDecidePhotoMutation } from '../api/moderation-api';
import { useReviewQueue } from '../lib/use-review-queue';
import { moderationMessages, rejectionReasonMessages, rejectionReasons } from '../messages';
import { QueueHeader, ReasonSelect, YesNoDecisions } from './queue-controls';
import { Panel, Picture } from './queue-parts';

/** Photos under inspection, one at a time: A approves, R rejects with the chosen reason, J/K move. */
export function PhotoQueue({ photos }: { photos: ModerationPhoto[] }) {
  const intl = useIntl();
  const [reason, setReason] = useState<PhotoRejectionReason>('no_face');
  const [decidePhoto, { isLoading, error }] = useShellDecidePhotoMutation();
  const queue = useReviewQueue({
    items: photos,
    shortcuts: { a: 'approve', r: 'reject' },
    busy: isLoading,
    send: (photo, action, text) =>
      decidePhoto({ id: photo.id, action, ...(action === 'reject' ? { reason } : {}), ...(text ? { note: text } : {}) }),
  });
  const { current, decide } = queue;
  if (!current) return <p>{intl.formatMessage(moderationMessages.empty)}</p>;
  return (
    <Panel aria-label={intl.formatMessage(moderationMessages.photoOf, { name: current.member_name })}>
      <QueueHeader queue={queue} total={photos.length} shortcuts={moderationMessages.shortcutsPhotos} />
      <Picture src={current.url} alt={intl.formatMessage(moderationMessages.photoOf, { name: current.member_name })} />
      <YesNoDecisions
        queue={queue}
        busy={isLoading}
        error={error}
        yes={moderationMessages.approve}
        onYes={() => decide('approve')}
        onReject={() => decide('reject')}
      >
        <ReasonSelect value={reason} onChange={setReason} reasons={rejectionReasons} labels={rejectionReasonMessages} />
      </YesNoDecisions>
    </Panel>
  );
}
