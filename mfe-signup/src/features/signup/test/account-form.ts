import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** What a visitor types into the account step; the gender tiles are clicked only when named. */
export interface AccountAnswers {
  iAm?: 'Man' | 'Vrouw';
  lookingFor?: 'Mannen' | 'Vrouwen' | 'Beide';
  name: string;
  email: string;
  birth: readonly [day: string, month: string, year: string];
}

/** A woman looking for men, 18 or older, with matching passwords: the form accepts it as it is. */
export const validAccount: AccountAnswers = {
  iAm: 'Vrouw',
  lookingFor: 'Mannen',
  name: 'Linda',
  email: 'linda@example.com',
  birth: ['14', '2', '1990'],
};

/** Fills the account step the way a visitor does, password `geheim123` twice. */
export async function fillAccountForm(answers: AccountAnswers = validAccount, user: User = userEvent.setup()): Promise<User> {
  if (answers.iAm) await user.click(await screen.findByRole('button', { name: answers.iAm }));
  if (answers.lookingFor) await user.click(screen.getByRole('button', { name: answers.lookingFor }));
  await user.type(await screen.findByLabelText('Profielnaam'), answers.name);
  await user.type(screen.getByLabelText('E-mailadres'), answers.email);
  await user.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
  await user.type(screen.getByLabelText('Herhaal wachtwoord'), 'geheim123');
  const [day, month, year] = answers.birth;
  await user.type(screen.getByLabelText('Dag'), day);
  await user.type(screen.getByLabelText('Maand'), month);
  await user.type(screen.getByLabelText('Jaar'), year);
  return user;
}

/** Presses "Gratis account maken" and lets the form's state settle. */
export const submitAccount = (user: User) =>
  act(async () => {
    await user.click(screen.getByRole('button', { name: 'Gratis account maken' }));
  });
