import { useIntl } from 'react-intl';
import { Alert, Checkbox } from '@dating/shared-kit/ui';
import { useShellUpdateNotificationSettingsMutation } from '../api/notification-settings';
import { settingsMessages } from '../messages';
import { Section, SectionTitle } from './styles';

/** Invisible mode: the member disappears from search and listings of others. */
export function InvisibleModeSwitch({ invisible }: { invisible: boolean }) {
  const intl = useIntl();
  const [update, { isLoading, isError }] = useShellUpdateNotificationSettingsMutation();
  return (
    <Section>
      <SectionTitle>{intl.formatMessage(settingsMessages.invisibleHeading)}</SectionTitle>
      <Checkbox
        role="switch"
        label={intl.formatMessage(settingsMessages.invisibleLabel)}
        hint={intl.formatMessage(settingsMessages.invisibleHint)}
        checked={invisible}
        disabled={isLoading}
        onChange={(event) => void update({ invisible: event.target.checked })}
      />
      {isError && <Alert tone="danger">{intl.formatMessage(settingsMessages.generic)}</Alert>}
    </Section>
  );
}
