import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MoreIcon } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { reactionMessages } from '../messages';

const MenuButton = styled(Button)`
  align-self: center;
`;

/**
 * The action button beside a message (keyboard and mouse); on phones a long press does the same. It opens the
 * message's menu as a dialog (reactions, and reporting on the other member's messages), not a drop-down:
 * message rows contain their paint (content-visibility) and would clip a menu hanging out of them.
 */
export function MessageMenu({ onOpen }: { onOpen: () => void }) {
  const intl = useIntl();
  return (
    <MenuButton type="button" variant="ghost" size="sm" aria-label={intl.formatMessage(reactionMessages.menu)} onClick={onOpen}>
      <MoreIcon size={16} aria-hidden="true" />
    </MenuButton>
  );
}
