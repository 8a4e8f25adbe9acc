import { useIntl } from 'react-intl';
import { MoreIcon } from '@dating/shared-kit';
import type { MemberProfile } from '@dating/shared-kit';
import { Dropdown } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';
import { useBlockToggle } from './use-block-toggle';
import { useLoginGate } from './use-login-gate';

/**
 * The More menu on the photo: Block (after a confirmation) and Report (the complaints page). Block sits
 * here rather than next to Like, so it does not weigh as much as the actions members come for.
 */
export function ProfileMoreMenu({ profile, className }: { profile: MemberProfile; className?: string }) {
  const intl = useIntl();
  const { gate } = useLoginGate(profile.viewer === 'visitor', profile.name);
  const blocking = useBlockToggle(profile);
  return (
    <>
      <Dropdown
        className={className}
        align="end"
        variant="secondary"
        label={<MoreIcon size={24} aria-hidden="true" />}
        buttonLabel={intl.formatMessage(profileMessages.more)}
        items={[
          { id: 'block', label: intl.formatMessage(profileMessages.block), onSelect: gate(blocking.ask) },
          { id: 'report', label: intl.formatMessage(profileMessages.report), to: '/complaints' },
        ]}
      />
      {blocking.modal}
    </>
  );
}
