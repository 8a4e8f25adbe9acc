import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Alert, Button, Select } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import type { ReviewQueue } from '../lib/use-review-queue';
import { moderationMessages } from '../messages';
import { Hint, NoteField, Row } from './queue-parts';

type Queue = Pick<ReviewQueue<unknown, string>, 'position' | 'note' | 'setNote' | 'previous' | 'next' | 'atFirst' | 'atLast'>;

/** The queue's shortcut letters and where in the queue the moderator is. */
export function QueueHeader({ queue, total, shortcuts }: { queue: Queue; total: number; shortcuts: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <>
      <Hint>{intl.formatMessage(shortcuts)}</Hint>
      <p>{intl.formatMessage(moderationMessages.position, { number: queue.position + 1, total })}</p>
    </>
  );
}

/** The moderator's note that goes with the next decision. */
export function QueueNote({ queue }: { queue: Queue }) {
  const intl = useIntl();
  return (
    <NoteField
      aria-label={intl.formatMessage(moderationMessages.note)}
      placeholder={intl.formatMessage(moderationMessages.note)}
      value={queue.note}
      maxLength={1000}
      onChange={(event) => queue.setNote(event.target.value)}
    />
  );
}

/** The API's refusal of the last decision, translated; nothing while there is none. */
export function QueueFailure({ error }: { error: Parameters<typeof apiErrorOf>[0] }) {
  const intl = useIntl();
  const failure = apiErrorOf(error);
  if (!failure) return null;
  return <Alert tone="danger">{translateApiError(intl, failure, 'shell.moderation.error.', moderationMessages.generic.id)}</Alert>;
}

/** Previous and next, the buttons beside J and K. */
export function QueueMoves({ queue, variant }: { queue: Queue; variant: 'secondary' | 'ghost' }) {
  const intl = useIntl();
  return (
    <>
      <Button variant={variant} disabled={queue.atFirst} onClick={queue.previous}>
        {intl.formatMessage(moderationMessages.previous)}
      </Button>
      <Button variant={variant} disabled={queue.atLast} onClick={queue.next}>
        {intl.formatMessage(moderationMessages.next)}
      </Button>
    </>
  );
}

/** The reason that goes with the queue's decisions, picked from `reasons` with their labels. */
export function ReasonSelect<Reason extends string>({
  value,
  onChange,
  reasons,
  labels,
}: {
  value: Reason;
  onChange: (reason: Reason) => void;
  reasons: readonly Reason[];
  labels: Record<Reason, MessageDescriptor>;
}) {
  const intl = useIntl();
  // Widened: react-intl's typed ids cannot see through an index by a generic key.
  const labelled: Record<string, MessageDescriptor> = labels;
  return (
    <Select
      label={intl.formatMessage(moderationMessages.reason)}
      value={value}
      onChange={(event) => onChange(event.target.value as Reason)}
    >
      {reasons.map((reason) => (
        <option key={reason} value={reason}>
          {intl.formatMessage(labelled[reason]!)}
        </option>
      ))}
    </Select>
  );
}

/**
 * The controls of a yes-or-no queue (photos, selfies): the reason picker (`children`) and the note, the API's
 * refusal if any, then yes (`yes` names it), reject, previous and next.
 */
export function YesNoDecisions({
  queue,
  busy,
  error,
  yes,
  onYes,
  onReject,
  children,
}: {
  queue: Queue;
  busy: boolean;
  error: Parameters<typeof apiErrorOf>[0];
  yes: MessageDescriptor;
  onYes: () => void;
  onReject: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <Row>
        {children}
        <QueueNote queue={queue} />
      </Row>
      <QueueFailure error={error} />
      <Row>
        <Button variant="primary" loading={busy} onClick={onYes}>
          {intl.formatMessage(yes)}
        </Button>
        <Button variant="danger" disabled={busy} onClick={onReject}>
          {intl.formatMessage(moderationMessages.reject)}
        </Button>
        <QueueMoves queue={queue} variant="secondary" />
      </Row>
    </>
  );
}
