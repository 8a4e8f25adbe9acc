import { accountResolver } from './account-resolver';
import { emptyAccountDraft } from './account-rules';
import type { AccountDraft } from './account-rules';

const valid: AccountDraft = {
  ...emptyAccountDraft,
  gender: 'female',
  lookingFor: 'male',
  name: 'Linda',
  email: 'linda@example.com',
  password: 'geheim123',
  passwordConfirm: 'geheim123',
  day: '14',
  month: '2',
  year: '1990',
};

const resolve = (values: AccountDraft, needsInvite = false) =>
  accountResolver(needsInvite)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the account step resolver', () => {
  it('passes a valid draft through unchanged', async () => {
    expect(await resolve(valid)).toEqual({ values: valid, errors: {} });
  });

  it('stops an empty draft with a problem per field, the birth date on its first field', async () => {
    const { values, errors } = await resolve(emptyAccountDraft);
    expect(values).toEqual({});
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      gender: 'genderRequired',
      name: 'required',
      email: 'required',
      password: 'required',
      passwordConfirm: 'required',
      day: 'birthRequired',
    });
  });

  it('asks for the invite code only when the site needs one', async () => {
    expect((await resolve(valid, true)).errors).toEqual({ inviteCode: { type: 'validate', message: 'required' } });
    expect((await resolve({ ...valid, inviteCode: 'ABC123' }, true)).errors).toEqual({});
  });
});
