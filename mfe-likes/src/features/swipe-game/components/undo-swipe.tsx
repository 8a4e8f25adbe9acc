import { useIntl } from 'react-intl';
import { BackIcon, Link } from '@dating/shared-kit';
import { Alert, Button } from '@dating/shared-kit/ui';
import { swipeMessages } from '../messages';

interface UndoSwipeProps {
  /** What an undo costs this member: 0 for premium members. */
  cost: number;
  busy: boolean;
  problem: 'insufficient_credits' | 'nothing_to_undo' | null;
  onUndo: () => void;
}

/** Takes back the last swipe of the day, priced on its label, and says why when it cannot. */
export function UndoSwipe({ cost, busy, problem, onUndo }: UndoSwipeProps) {
  const intl = useIntl();
  return (
    <>
      <Button variant="ghost" size="md" icon={<BackIcon size={20} />} disabled={busy} onClick={onUndo}>
        {intl.formatMessage(cost === 0 ? swipeMessages.undoFree : swipeMessages.undo, { credits: cost })}
      </Button>
      {problem === 'insufficient_credits' && (
        <Alert tone="warning">
          {intl.formatMessage(swipeMessages.undoNoCredits, { credits: cost })}{' '}
          <Link to="/credits">{intl.formatMessage(swipeMessages.buyCredits)}</Link>
        </Alert>
      )}
      {problem === 'nothing_to_undo' && <Alert tone="info">{intl.formatMessage(swipeMessages.nothingToUndo)}</Alert>}
    </>
  );
}
