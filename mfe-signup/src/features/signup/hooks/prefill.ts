import { emptyAccountDraft } from '../validation/account-rules';
import type { AccountDraft } from '../validation/account-rules';

/** Landers and the home page may pass `?gender=female&looking_for=male` to prefill step 0's tiles. */
export function draftFromQuery(search: string): AccountDraft {
  const query = new URLSearchParams(search);
  const gender = query.get('gender');
  const lookingFor = query.get('looking_for');
  return {
    ...emptyAccountDraft,
    gender: gender === 'male' || gender === 'female' ? gender : '',
    lookingFor: lookingFor === 'male' || lookingFor === 'female' || lookingFor === 'both' ? lookingFor : '',
  };
}
