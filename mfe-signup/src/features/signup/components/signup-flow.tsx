import { useState } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from '@dating/shared-kit/ui';
import { useSession, useLocation, useNavigate } from '@dating/shared-kit';
import { useKitGetOwnProfileQuery } from '@dating/shared-kit/account-api';
import { useCreateAccount } from '../hooks/use-create-account';
import { useCaptureTracking, useSignupAccess } from '../hooks/use-signup-policy';
import { draftFromQuery } from '../hooks/prefill';
import type { AccountDraft } from '../validation/account-rules';
import { AboutStep } from './about-step';
import { AccountStep } from './account-step';
import { PhotoStep } from './photo-step';
import { ProfileStep } from './profile-step';
import { PushStep } from './push-step';
import { SignupsClosed } from './signups-closed';
import { StepProgress } from './step-progress';
import { Column } from './signup-styles';

export interface SignupFlowProps {
  /** The step to start at (complete-signup resumes at the first unfinished one). */
  startStep?: number;
  /** Where to go once the last step is done; /signup-matches by default. */
  returnTo?: string;
  askSignupMessage?: boolean;
  /** Shown above step 0 (e.g. the member a visitor signs up for). */
  intro?: ReactNode;
}

const afterSteps = [ProfileStep, PhotoStep, AboutStep, PushStep];

/** Steps 0 to 4, then on to `returnTo`. The draft of step 0 lives here, so errors never lose it. */
export function SignupFlow({ startStep = 0, returnTo = '/signup-matches', askSignupMessage, intro }: SignupFlowProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isLoading } = useSession();
  useCaptureTracking();
  const access = useSignupAccess();
  const [step, setStep] = useState(startStep);
  const [draft, setDraft] = useState<AccountDraft>(() => draftFromQuery(location.search));
  const account = useCreateAccount();
  const { data: profile, isLoading: profileLoading } = useKitGetOwnProfileQuery(undefined, { skip: !user });

  if (isLoading || (step === 0 && access === 'loading')) return <Spinner />;
  const current = user && step === 0 ? 1 : step;

  if (current === 0) {
    if (access === 'closed') return <SignupsClosed />;
    return (
      <Column>
        <StepProgress step={0} />
        {intro}
        <AccountStep
          draft={draft}
          onChange={setDraft}
          needsInvite={access === 'invite'}
          askSignupMessage={askSignupMessage}
          busy={account.isLoading}
          failure={account.failure}
          onSubmit={(values) => void account.submit(values).then((ok) => ok && setStep(1))}
        />
      </Column>
    );
  }

  const Step = afterSteps[current - 1];
  if (!Step) return null;
  // The steps start from what the profile already holds (region, interests, photo, text): wait for it once.
  if (profileLoading) return <Spinner />;
  const next = () => (current >= afterSteps.length ? navigate(returnTo) : setStep(current + 1));
  return (
    <Column>
      <StepProgress step={current} />
      <Step
        key={current}
        profile={profile?.profile}
        onDone={() => void next()}
        onBack={current > 1 ? () => setStep(current - 1) : undefined}
      />
    </Column>
  );
}
