import type { OwnProfile } from '@dating/shared-kit';

/** What every step after the account gets: the member's profile so far, and the way on or back. */
export interface StepProps {
  profile: OwnProfile | undefined;
  onDone: () => void;
  onBack?: () => void;
}
