import { useIntl } from 'react-intl';
import { apiErrorOf, translateApiError } from '@dating/shared-kit';
import type { NotificationKind } from '@dating/shared-kit';
import { Alert, Checkbox } from '@dating/shared-kit/ui';
import { useShellUpdateNotificationSettingsMutation } from '../api/notification-settings';
import { notificationKindMessages, settingsMessages } from '../messages';
import { notificationKinds } from '@dating/shared-kit/vocabulary';
import { Fieldset, Section } from './styles';

/** The notification kinds as checkboxes; a tick means "send me this", and every change saves at once. */
export function NotificationKindsForm({ disabled }: { disabled: readonly NotificationKind[] }) {
  const intl = useIntl();
  const [update, { isSuccess, error, isLoading }] = useShellUpdateNotificationSettingsMutation();
  const failure = apiErrorOf(error);
  const toggle = (kind: NotificationKind, wanted: boolean) => {
    const next = wanted ? disabled.filter((item) => item !== kind) : [...disabled, kind];
    void update({ notifications_disabled: notificationKinds.filter((item) => next.includes(item)) });
  };
  return (
    <Section>
      <Fieldset aria-describedby="notification-kinds-hint">
        <legend>{intl.formatMessage(settingsMessages.kindsLegend)}</legend>
        <p id="notification-kinds-hint">{intl.formatMessage(settingsMessages.kindsHint)}</p>
        {notificationKinds.map((kind) => (
          <Checkbox
            key={kind}
            name="notifications"
            label={intl.formatMessage(notificationKindMessages[kind])}
            checked={!disabled.includes(kind)}
            disabled={isLoading}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
        ))}
      </Fieldset>
      {isSuccess && <p role="status">{intl.formatMessage(settingsMessages.saved)}</p>}
      {/* The reason where the member acted: "the site cannot be reached" reads differently from a refusal. */}
      {failure && <Alert tone="danger">{translateApiError(intl, failure, 'shell.settings.error.', settingsMessages.generic.id)}</Alert>}
    </Section>
  );
}
