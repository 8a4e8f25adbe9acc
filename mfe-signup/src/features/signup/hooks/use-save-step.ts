import { useKitUpdateOwnProfileMutation } from '@dating/shared-kit';
import type { ProfileUpdate } from '@dating/shared-kit';

/**
 * Saves a later step's part of the profile and moves on only once it is stored; a refused or failed save
 * keeps the visitor on the step, which shows `saving.isError`.
 */
export function useSaveStep(onDone: () => void) {
  const [save, saving] = useKitUpdateOwnProfileMutation();
  const saveThenDone = async (changes: ProfileUpdate) => {
    const stored = await save(changes)
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (stored) onDone();
  };
  return [saveThenDone, saving] as const;
}
