import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { MoreIcon } from '@dating/shared-kit';
import type { MemberProfile } from '@dating/shared-kit';
import { Dropdown } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';
import { useBlockToggle } from './use-block-toggle';
import { useLoginGate } from './use-login-gate';

// Opened by few members, so its code loads only then and the profile page stays as light as it was.
const ReportDialog = lazy(() => import('@dating/shared-kit/report-dialog'));

interface ProfileMoreMenuProps {
  profile: MemberProfile;
  /** The photo the carousel shows: "Report this photo" names it (none while the profile has no photo). */
  photoId?: number;
  className?: string;
}

/**
 * The More menu on the photo: Block (after a confirmation), Report the member and Report the photo shown (a dialog
 * with a reason, an optional text and "also block"). Block sits here rather than next to Like, so it does not weigh as much as the actions members
 * come for. Visitors are asked to log in first.
 */
export function ProfileMoreMenu({ profile, photoId, className }: ProfileMoreMenuProps) {
  const intl = useIntl();
  const { gate } = useLoginGate(profile.viewer === 'visitor', profile.name);
  const blocking = useBlockToggle(profile);
  // What the dialog reports: the member, or the photo that was shown when the member chose it.
  const [reporting, setReporting] = useState<{ kind: 'member' | 'photo'; id: number } | null>(null);
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
          {
            id: 'report',
            label: intl.formatMessage(profileMessages.report),
            onSelect: gate(() => setReporting({ kind: 'member', id: profile.id })),
          },
          ...(photoId === undefined
            ? []
            : [
                {
                  id: 'report-photo',
                  label: intl.formatMessage(profileMessages.reportPhoto),
                  onSelect: gate(() => setReporting({ kind: 'photo', id: photoId })),
                },
              ]),
        ]}
      />
      {blocking.modal}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog kind={reporting.kind} id={reporting.id} name={profile.name} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </>
  );
}
