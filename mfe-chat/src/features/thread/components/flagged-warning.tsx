import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@dating/shared-kit/ui';
import { Actions, Card, Title } from './docked-card';

/** Here, not in ../messages: this card loads on its own, and so do its texts. */
const flaggedMessages = {
  title: { id: 'chat.composer.flaggedTitle', defaultMessage: 'Weet je het zeker?' },
  body: {
    id: 'chat.composer.flaggedBody',
    defaultMessage: 'Je bericht bevat woorden die {name} kunnen kwetsen.',
  },
  edit: { id: 'chat.composer.flaggedEdit', defaultMessage: 'Bericht aanpassen' },
  send: { id: 'chat.composer.flaggedSend', defaultMessage: 'Toch versturen' },
} satisfies Record<string, MessageDescriptor>;

export interface FlaggedWarningProps {
  name: string;
  onEdit: () => void;
  onSendAnyway: () => void;
}

/**
 * "Weet je het zeker?": the API refused a text with insulting words (message_flagged). Editing is the default
 * (focused, and Escape picks it): the text is back in the field; sending anyway sends it with confirm.
 */
// The default export is what React.lazy loads (docked-notice.tsx).
export default function FlaggedWarning({ name, onEdit, onSendAnyway }: FlaggedWarningProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card role="alertdialog" aria-labelledby={titleId} onKeyDown={(event) => event.key === 'Escape' && onEdit()}>
      <Title id={titleId}>{intl.formatMessage(flaggedMessages.title)}</Title>
      <p>{intl.formatMessage(flaggedMessages.body, { name })}</p>
      <Actions>
        <Button autoFocus type="button" variant="primary" onClick={onEdit}>
          {intl.formatMessage(flaggedMessages.edit)}
        </Button>
        <Button type="button" variant="ghost" onClick={onSendAnyway}>
          {intl.formatMessage(flaggedMessages.send)}
        </Button>
      </Actions>
    </Card>
  );
}
