import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expectNoAxeViolations, renderWithKit } from '../test-utils';
import { FormCheckbox, FormSelect, FormTextField } from './form-fields';
import { kitRules } from './form-rules';
import { FormTextArea } from './form-text-area';
import { KitForm } from './kit-form';
import { applyApiFieldErrors, fieldOfApiPath } from './server-errors';
import type { ApiFieldDetail } from './server-errors';

interface Signup {
  name: string;
  email: string;
  country: string;
  about: string;
  terms: boolean;
}

const fields = ['name', 'email', 'country', 'about', 'terms'] as const;
const emailMessage = { id: 'test.email.invalid' };
const termsMessage = { id: 'test.terms.required' };
const serverMessage = { id: 'test.email.taken' };
const appMessages = {
  'test.email.invalid': 'Vul een geldig e-mailadres in.',
  'test.terms.required': 'Ga akkoord met de voorwaarden.',
  'test.email.taken': 'Dit e-mailadres is al in gebruik.',
};
const appMessagesEn = {
  'test.email.invalid': 'Enter a valid email address.',
  'test.terms.required': 'Please accept the terms.',
  'test.email.taken': 'This email address is already in use.',
};

/** A small sign-up form as a remote would write it, optionally answering the API's field errors. */
function SignupForm({ onValid, serverDetails }: { onValid: (values: Signup) => void; serverDetails?: ApiFieldDetail[] }) {
  const form = useForm<Signup>({ defaultValues: { name: '', email: '', country: '', about: '', terms: false } });
  const [unplaced, setUnplaced] = useState<number | undefined>();
  const submit = (values: Signup) => {
    onValid(values);
    if (serverDetails) setUnplaced(applyApiFieldErrors(form.setError, serverDetails, fields, () => serverMessage.id).length);
  };
  return (
    <KitForm form={form} onValid={submit} aria-label="Aanmelden">
      <FormTextField<Signup> name="name" label="Naam" rules={{ required: kitRules.required(), maxLength: kitRules.maxLength(20) }} />
      <FormTextField<Signup>
        name="email"
        label="E-mail"
        rules={{ required: kitRules.required(), pattern: kitRules.pattern(/^\S+@\S+\.\S+$/, emailMessage) }}
      />
      <FormSelect<Signup> name="country" label="Land" rules={{ required: kitRules.required() }}>
        <option value="">Kies</option>
        <option value="nl">Nederland</option>
      </FormSelect>
      <FormTextArea<Signup>
        name="about"
        label="Over mij"
        hint="Vertel iets over jezelf."
        rules={{ minLength: kitRules.minLength(10), validate: kitRules.check((text) => !text.includes('http')) }}
      />
      <FormCheckbox<Signup> name="terms" label="Ik ga akkoord" rules={{ required: kitRules.required(termsMessage) }} />
      <button type="submit">Versturen</button>
      {unplaced !== undefined && <p>niet geplaatst: {unplaced}</p>}
    </KitForm>
  );
}

const submit = () => act(async () => userEvent.click(screen.getByRole('button', { name: 'Versturen' })));

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Naam'), 'Anna');
  await userEvent.type(screen.getByLabelText('E-mail'), 'anna@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Land'), 'nl');
  await userEvent.type(screen.getByLabelText('Over mij'), 'Ik wandel graag.');
  await userEvent.click(screen.getByLabelText('Ik ga akkoord'));
}

/** The texts a control's aria-describedby points at, in order. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('KitForm and the kit form fields', () => {
  it('translates required errors, links them to the control and focuses the first invalid field', async () => {
    const onValid = vi.fn();
    const { container } = renderWithKit(<SignupForm onValid={onValid} />, { messages: appMessages });
    await submit();
    const name = screen.getByLabelText('Naam');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toBe('Vul dit veld in.');
    expect(descriptionOf(screen.getByLabelText('Land'))).toBe('Vul dit veld in.');
    expect(descriptionOf(screen.getByLabelText('Ik ga akkoord'))).toBe('Ga akkoord met de voorwaarden.');
    expect(document.activeElement).toBe(name);
    expect(onValid).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('focuses the first invalid field in form order, not the first field', async () => {
    renderWithKit(<SignupForm onValid={vi.fn()} />, { messages: appMessages });
    await userEvent.type(screen.getByLabelText('Naam'), 'Anna');
    await submit();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('translates pattern, length and custom checks with their rule values, in the active language', async () => {
    renderWithKit(<SignupForm onValid={vi.fn()} />, { locale: 'en', messages: appMessagesEn });
    await userEvent.type(screen.getByLabelText('Naam'), 'A name that is far too long');
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@');
    await userEvent.type(screen.getByLabelText('Over mij'), 'kort');
    await submit();
    expect(descriptionOf(screen.getByLabelText('Naam'))).toBe('Enter at most 20 characters.');
    expect(descriptionOf(screen.getByLabelText('E-mail'))).toBe('Enter a valid email address.');
    // The error is read before the hint.
    expect(descriptionOf(screen.getByLabelText('Over mij'))).toBe('Enter at least 10 characters. | Vertel iets over jezelf.');
    await userEvent.clear(screen.getByLabelText('Over mij'));
    await userEvent.type(screen.getByLabelText('Over mij'), 'see http://spam.example');
    expect(descriptionOf(screen.getByLabelText('Over mij'))).toBe('This entry is not valid. | Vertel iets over jezelf.');
  });

  it('clears an error as soon as the field is corrected and submits the values', async () => {
    const onValid = vi.fn();
    renderWithKit(<SignupForm onValid={onValid} />, { messages: appMessages });
    await submit();
    await fillValid();
    expect(screen.getByLabelText('Naam').getAttribute('aria-invalid')).toBeNull();
    await submit();
    expect(onValid).toHaveBeenCalledWith({
      name: 'Anna',
      email: 'anna@example.com',
      country: 'nl',
      about: 'Ik wandel graag.',
      terms: true,
    });
  });

  it("puts the API's field details on the fields, focuses the first and answers the unplaced ones", async () => {
    const details = [
      { path: 'body/unknown', message: 'must not be there' },
      { path: 'body/email', message: 'already taken', code: 'email_taken' },
    ];
    renderWithKit(<SignupForm onValid={vi.fn()} serverDetails={details} />, { messages: appMessages });
    await fillValid();
    await submit();
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('Dit e-mailadres is al in gebruik.');
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('niet geplaatst: 1')).toBeTruthy();
    // Editing the field drops the server's verdict, which no longer applies.
    await userEvent.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('reads the field of every API path style', () => {
    expect(fieldOfApiPath('body/email')).toBe('email');
    expect(fieldOfApiPath('/body/date_of_birth')).toBe('date_of_birth');
    expect(fieldOfApiPath('body.interests.2')).toBe('interests');
    expect(fieldOfApiPath('/name')).toBe('name');
  });
});
