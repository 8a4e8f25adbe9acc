import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MoreIcon } from '@dating/shared-kit';
import { Dropdown } from '@dating/shared-kit/ui';
import { reportMessages } from '../report/report-messages';

const Menu = styled(Dropdown)`
  align-self: center;
`;

/** The menu button beside the other member's message (keyboard and mouse); on phones a long press opens the same. */
export function MessageMenu({ onReport }: { onReport: () => void }) {
  const intl = useIntl();
  return (
    <Menu
      variant="ghost"
      size="sm"
      label={<MoreIcon size={16} aria-hidden="true" />}
      buttonLabel={intl.formatMessage(reportMessages.menu)}
      items={[{ id: 'report', label: intl.formatMessage(reportMessages.item), onSelect: onReport }]}
    />
  );
}
