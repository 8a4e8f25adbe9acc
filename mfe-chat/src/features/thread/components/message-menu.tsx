import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MoreIcon } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';

// Its own descriptor: the report dialog's texts load with the dialog, this label shows before it.
const reportLabel = defineMessage({ id: 'chat.report.item', defaultMessage: 'Bericht melden' });

const MenuButton = styled(Button)`
  align-self: center;
`;

/**
 * The action button beside the other member's message (keyboard and mouse); on phones a long press does the same.
 * One button straight to the report dialog, not a drop-down: message rows contain their paint (content-visibility)
 * and would clip a menu hanging out of them.
 */
export function MessageMenu({ onReport }: { onReport: () => void }) {
  const intl = useIntl();
  return (
    <MenuButton type="button" variant="ghost" size="sm" aria-label={intl.formatMessage(reportLabel)} onClick={onReport}>
      <MoreIcon size={16} aria-hidden="true" />
    </MenuButton>
  );
}
