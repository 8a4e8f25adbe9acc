import { useState } from 'react';
import { Spinner } from '@dating/shared-kit/ui';
import { useSession, Navigate } from '@dating/shared-kit';
import { useKitGetOwnProfileQuery } from '@dating/shared-kit/account-api';
import { currentPushPermission, resumeStep, type ResumeStep } from '../hooks/resume-step';
import { SignupFlow } from './signup-flow';

/** /complete-signup: a member who stopped halfway continues at the first unfinished step. */
export function CompleteSignup() {
  const { user, isLoading } = useSession();
  const { data, isLoading: profileLoading } = useKitGetOwnProfileQuery(undefined, { skip: !user });
  // Decided once, from the profile as it was on arrival: a step's own save (which updates the profile) must not
  // move the member past the steps still to show, such as the matches at the end.
  const [arrival, setArrival] = useState<ResumeStep>();
  if (data && arrival === undefined) setArrival(resumeStep(data.profile, currentPushPermission()));
  if (isLoading || profileLoading) return <Spinner />;
  if (!user) return <Navigate to="/signup" replace />;
  const step = arrival ?? (data ? resumeStep(data.profile, currentPushPermission()) : undefined);
  if (step === undefined) return <Spinner />;
  if (step === 'done') return <Navigate to="/members" replace />;
  return <SignupFlow startStep={step} />;
}
