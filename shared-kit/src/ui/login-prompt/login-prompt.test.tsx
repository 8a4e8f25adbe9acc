import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { LoginPrompt, LoginPromptModal } from './login-prompt';

describe('LoginPrompt', () => {
  it('offers sign-up and login links with the kit texts', async () => {
    const { container } = renderWithKit(<LoginPrompt />);
    expect(screen.getByText(/Aanmelden is gratis/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations(container);
  });

  it("shows the app's own reason instead of the general one", () => {
    renderWithKit(<LoginPrompt message="Log in om je matches te zien." />);
    expect(screen.getByText('Log in om je matches te zien.')).toBeTruthy();
    expect(screen.queryByText(/Aanmelden is gratis/)).toBeNull();
  });

  it('speaks the active locale', () => {
    renderWithKit(<LoginPrompt />, { locale: 'de' });
    expect(screen.getByRole('link', { name: 'Kostenlos registrieren' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeTruthy();
  });
});

describe('LoginPromptModal', () => {
  it('is a named dialog with both links that closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithKit(<LoginPromptModal open onClose={onClose} />, { locale: 'en' });
    const dialog = screen.getByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up for free' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithKit(<LoginPromptModal open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
