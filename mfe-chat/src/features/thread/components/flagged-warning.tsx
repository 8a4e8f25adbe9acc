import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@dating/shared-kit/ui';
import { composerMessages } from '../messages';
import { Actions, Card, Title } from './docked-card';

export interface FlaggedWarningProps {
  name: string;
  onEdit: () => void;
  onSendAnyway: () => void;
}

/**
 * "Weet je het zeker?": the API refused a text with insulting words (message_flagged). Editing is the default
 * (focused, and Escape picks it): the text is back in the field; sending anyway sends it with confirm.
 */
export function FlaggedWarning({ name, onEdit, onSendAnyway }: FlaggedWarningProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card role="alertdialog" aria-labelledby={titleId} onKeyDown={(event) => event.key === 'Escape' && onEdit()}>
      <Title id={titleId}>{intl.formatMessage(composerMessages.flaggedTitle)}</Title>
      <p>{intl.formatMessage(composerMessages.flaggedBody, { name })}</p>
      <Actions>
        <Button autoFocus type="button" variant="primary" onClick={onEdit}>
          {intl.formatMessage(composerMessages.flaggedEdit)}
        </Button>
        <Button type="button" variant="ghost" onClick={onSendAnyway}>
          {intl.formatMessage(composerMessages.flaggedSend)}
        </Button>
      </Actions>
    </Card>
  );
}
