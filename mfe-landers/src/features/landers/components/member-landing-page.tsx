import { useIntl } from 'react-intl';
import { PageFrame } from '@dating/shared-kit';
import { landerMessages } from '../messages';

/** Landing variants for one member's profile (/members/:id/landing, landing2, landing3). */
export function MemberLandingPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  return (
    <PageFrame app="mfe-landers" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(landerMessages.memberTitle)}>
      <p>{intl.formatMessage(landerMessages.memberIntro)}</p>
    </PageFrame>
  );
}
