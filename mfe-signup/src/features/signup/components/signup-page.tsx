import { useIntl } from 'react-intl';
import { PageFrame } from '@dating/shared-kit';
import { pageMessages } from '../messages';

export type SignupPageKey = 'signup' | 'signupMatches' | 'completeSignup' | 'membersIdSignup' | 'activateDone' | 'activateError';

/** The frame of one mfe-signup page: its title, its introduction and the slot its feature fills. */
export function SignupPage({ routeId, page }: { routeId: string; page: SignupPageKey }) {
  const intl = useIntl();
  return (
    <PageFrame app="mfe-signup" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages[`${page}Title`])}>
      <p>{intl.formatMessage(pageMessages[`${page}Intro`])}</p>
    </PageFrame>
  );
}
