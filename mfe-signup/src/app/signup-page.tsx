import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame } from '@dating/shared-kit';
import { pageMessages } from './page-messages';
import { ActivateDone } from '../features/activation/components/activate-done';
import { ActivateError } from '../features/activation/components/activate-error';
import { SignupMatches } from '../features/matches/components/signup-matches';
import { CompleteSignup } from '../features/signup/components/complete-signup';
import { MemberSignup } from '../features/signup/components/member-signup';
import { SignupFlow } from '../features/signup/components/signup-flow';

export type SignupPageKey = 'signup' | 'signupMatches' | 'completeSignup' | 'membersIdSignup' | 'activateDone' | 'activateError';

const bodies: Record<SignupPageKey, ComponentType> = {
  signup: () => <SignupFlow />,
  signupMatches: SignupMatches,
  completeSignup: CompleteSignup,
  membersIdSignup: MemberSignup,
  activateDone: ActivateDone,
  activateError: ActivateError,
};

/** The frame of one mfe-signup page: its title, its introduction and the feature that fills it. */
export function SignupPage({ routeId, page }: { routeId: string; page: SignupPageKey }) {
  const intl = useIntl();
  const Body = bodies[page];
  return (
    <PageFrame app="mfe-signup" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages[`${page}Title`])}>
      <p>{intl.formatMessage(pageMessages[`${page}Intro`])}</p>
      <Body />
    </PageFrame>
  );
}
