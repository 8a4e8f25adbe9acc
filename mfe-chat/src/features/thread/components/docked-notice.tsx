import { lazy, Suspense, type ReactNode } from 'react';
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
      <UpsellCard
        title={intl.formatMessage(composerMessages.insufficientTitle)}
        body={intl.formatMessage(composerMessages.insufficientBody, { needed: Number(error.params.needed ?? 1) })}
        to={`/credits${back}`}
        action={intl.formatMessage(composerMessages.buyCredits)}
        close={close}
      />
    );
  }
  if (error.code === 'conversation_limit') {
    return (
      <UpsellCard
        title={intl.formatMessage(composerMessages.limitTitle)}
        body={intl.formatMessage(composerMessages.limitBody, { name: partnerName })}
        to={`/premium${back}`}
        action={intl.formatMessage(composerMessages.goPremium)}
        close={close}
      />
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

interface UpsellCardProps {
  title: string;
  body: string;
  /** The credits or premium page, with the way back. */
  to: string;
  action: string;
  close: ReactNode;
}

/** A refusal that buying lifts: what happened, the running discount, and the way to the shop. */
function UpsellCard({ title, body, to, action, close }: UpsellCardProps) {
  return (
    <Card role="alert">
      <Title>{title}</Title>
      <p>{body}</p>
      <DiscountTimer />
      <Actions>
        <Button as={Link} to={to} variant="primary">
          {action}
        </Button>
        {close}
      </Actions>
    </Card>
  );
}
