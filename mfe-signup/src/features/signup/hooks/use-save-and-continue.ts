import type { ProfileUpdate } from '@dating/shared-kit';
import { useKitUpdateOwnProfileMutation } from '@dating/shared-kit/account-api';

/**
 * A step's part of the profile, saved; the flow goes on to the next step once the API took it. A refusal keeps
 * the step on screen, where `saving.isError` shows why.
 */
export function useSaveAndContinue(onDone: () => void) {
  const [save, saving] = useKitUpdateOwnProfileMutation();
  const saveAndContinue = async (update: ProfileUpdate) => {
    const ok = await save(update)
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ok) onDone();
  };
  return [saveAndContinue, saving] as const;
}
