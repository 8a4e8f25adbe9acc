import { Spinner } from '@dating/shared-kit/ui';
import { useSession, Navigate } from '@dating/shared-kit';
import { useSignupGetProfileQuery } from '../../../shared/api/signup-api';
import { currentPushPermission, resumeStep } from '../hooks/resume-step';
import { SignupFlow } from './signup-flow';

/** /complete-signup: a member who stopped halfway continues at the first unfinished step. */
export function CompleteSignup() {
  const { user, isLoading } = useSession();
  const { data, isLoading: profileLoading } = useSignupGetProfileQuery(undefined, { skip: !user });
  if (isLoading || profileLoading) return <Spinner />;
  if (!user) return <Navigate to="/signup" replace />;
  if (!data) return <Spinner />;
  const step = resumeStep(data.profile, currentPushPermission());
  if (step === 'done') return <Navigate to="/members" replace />;
  return <SignupFlow startStep={step} />;
}
