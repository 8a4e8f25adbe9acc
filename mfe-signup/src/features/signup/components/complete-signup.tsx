import { Spinner } from '@dating/shared-kit/ui';
import { useKitGetOwnProfileQuery, useSession, Navigate } from '@dating/shared-kit';
import { currentPushPermission, resumeStep } from '../hooks/resume-step';
import { SignupFlow } from './signup-flow';

/** /complete-signup: a member who stopped halfway continues at the first unfinished step. */
export function CompleteSignup() {
  const { user, isLoading } = useSession();
  const { data, isLoading: profileLoading } = useKitGetOwnProfileQuery(undefined, { skip: !user });
  if (isLoading || profileLoading) return <Spinner />;
  if (!user) return <Navigate to="/signup" replace />;
  if (!data) return <Spinner />;
  const step = resumeStep(data.profile, currentPushPermission());
  if (step === 'done') return <Navigate to="/members" replace />;
  return <SignupFlow startStep={step} />;
}
