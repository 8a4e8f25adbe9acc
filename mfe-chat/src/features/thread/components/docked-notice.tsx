import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@dating/shared-kit';
import type { ApiError } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import type { DockedErrorCode } from '../lib/outbox';
import { composerMessages } from '../messages';
import { DiscountTimer } from './discount-timer';
import { Actions, Card, Title } from './docked-card';

// Loaded when a send is first refused with message_flagged: rare, and /chats has few bytes to spare.
const FlaggedWarning = lazy(() => import('./flagged-warning'));

export interface DockedNoticeProps {
  error: ApiError & { code: DockedErrorCode };
  partnerName: string;
  /** Where the credits or premium page sends the member back to. */
  returnTo: string;
  /** Closes the card; after the pre-send warning that is "edit": the draft is back in the field. */
  onClose: () => void;
  /** Sends the draft that was refused with message_flagged anyway. */
  onSendAnyway: () => void;
}

/**
 * What a refused send means, docked over the composer (never a blocking alert): buy credits, go premium,
 * or why nobody can write now. The draft stays in the field.
 */
export function DockedNotice({ error, partnerName, returnTo, onClose, onSendAnyway }: DockedNoticeProps) {
  const intl = useIntl();
  const back = `?return=${encodeURIComponent(returnTo)}`;
  const close = (
    <Button type="button" variant="ghost" onClick={onClose}>
      {intl.formatMessage(composerMessages.close)}
    </Button>
  );
  if (error.code === 'message_flagged') {
    return (
      <Suspense>
        <FlaggedWarning name={partnerName} onEdit={onClose} onSendAnyway={onSendAnyway} />
      </Suspense>
    );
  }
  if (error.code === 'insufficient_credits') {
    return (
      <Card role="alert">
        <Title>{intl.formatMessage(composerMessages.insufficientTitle)}</Title>
        <p>{intl.formatMessage(composerMessages.insufficientBody, { needed: Number(error.params.needed ?? 1) })}</p>
        <DiscountTimer />
        <Actions>
          <Button as={Link} to={`/credits${back}`} variant="primary">
            {intl.formatMessage(composerMessages.buyCredits)}
          </Button>
          {close}
        </Actions>
      </Card>
    );
  }
  if (error.code === 'conversation_limit') {
    return (
      <Card role="alert">
        <Title>{intl.formatMessage(composerMessages.limitTitle)}</Title>
        <p>{intl.formatMessage(composerMessages.limitBody, { name: partnerName })}</p>
        <DiscountTimer />
        <Actions>
          <Button as={Link} to={`/premium${back}`} variant="primary">
            {intl.formatMessage(composerMessages.goPremium)}
          </Button>
          {close}
        </Actions>
      </Card>
    );
  }
  const text =
    error.code === 'recipient_not_confirmed'
      ? intl.formatMessage(composerMessages.recipientNotConfirmed, { name: partnerName })
      : error.code === 'email_not_confirmed'
        ? intl.formatMessage(composerMessages.emailNotConfirmed)
        : error.code === 'member_blocked'
          ? intl.formatMessage(composerMessages.memberBlocked)
          : intl.formatMessage(composerMessages.tooLong, { max: Number(error.params.max ?? 0) });
  return (
    <Card role="alert">
      <p>{text}</p>
      <Actions>{close}</Actions>
    </Card>
  );
}
