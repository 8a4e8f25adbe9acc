import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { renderShell } from '../../../test/render-shell';
import { stubApi } from '../../../test/stub-api';
import type { Reply } from '../../../test/stub-api';
import { ComplaintsPage } from './complaints-page';

vi.setConfig({ testTimeout: 20000 });

const visitor = { 'GET user.php': { body: { user: null } } };

async function renderPage() {
  await renderShell(<ComplaintsPage routeId="complaints" />, { path: '/complaints' });
  return screen.findByRole('button', { name: 'Klacht versturen' });
}

async function fillIn({ url = '' } = {}) {
  await act(async () => {
    await userEvent.type(screen.getByLabelText('Naam'), 'Piet');
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'piet@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Onderwerp'), 'profile');
    await userEvent.type(screen.getByLabelText('Je klacht'), 'Dit profiel gebruikt mijn foto.');
    if (url) await userEvent.type(screen.getByLabelText(/Over welke pagina/), url);
  });
}

const submit = () => act(async () => userEvent.click(screen.getByRole('button', { name: 'Klacht versturen' })));

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('complaints page', () => {
  it('sends a complete complaint and shows the success text', async () => {
    const calls = stubApi({ ...visitor, 'POST complaints.php': { status: 201, body: { id: 4 } } });
    await renderPage();
    await expectNoAxeViolations(document.body);
    await fillIn({ url: 'https://datingsite.nl/members/12' });
    await submit();
    expect(await screen.findByText(/We hebben je klacht ontvangen/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Piet',
      email: 'piet@example.com',
      subject: 'profile',
      message: 'Dit profiel gebruikt mijn foto.',
      url: 'https://datingsite.nl/members/12',
    });
  });

  it('checks the form before sending: required fields, email and message length', async () => {
    const calls = stubApi(visitor);
    await renderPage();
    await act(async () => {
      await userEvent.type(screen.getByLabelText('E-mailadres'), 'piet@');
      await userEvent.type(screen.getByLabelText('Je klacht'), 'kort');
    });
    await submit();
    expect(screen.getByLabelText('Naam')).toHaveAccessibleDescription('Vul je naam in.');
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Ongeldige e-mail');
    expect(screen.getByLabelText('Onderwerp')).toHaveAccessibleDescription('Kies een onderwerp.');
    expect(screen.getByLabelText('Je klacht')).toHaveAccessibleDescription('Je bericht moet minimaal 10 tekens lang zijn.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('marks the field the API rejected', async () => {
    stubApi({
      ...visitor,
      'POST complaints.php': {
        status: 400,
        body: {
          error: 'validation_failed',
          message: 'body/email must match pattern',
          details: [{ path: 'body/email', message: 'must match pattern' }],
        },
      },
    });
    await renderPage();
    await fillIn();
    await submit();
    expect(await screen.findByText('Controleer de gemarkeerde velden.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Ongeldige e-mail');
  });

  it('shows the hourly limit translated by its code', async () => {
    const limited: Reply = {
      status: 429,
      body: { error: 'rate_limited', message: 'Te veel klachten verstuurd, probeer het over een uur opnieuw.' },
    };
    stubApi({ ...visitor, 'POST complaints.php': limited });
    await renderShell(<ComplaintsPage routeId="complaints" />, { path: '/complaints', locale: 'en' });
    await screen.findByRole('button', { name: 'Send complaint' });
    await act(async () => {
      await userEvent.type(screen.getByLabelText('Name'), 'Piet');
      await userEvent.type(screen.getByLabelText('Email address'), 'piet@example.com');
      await userEvent.selectOptions(screen.getByLabelText('Subject'), 'other');
      await userEvent.type(screen.getByLabelText('Your complaint'), 'Something is wrong here.');
      await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    });
    expect(await screen.findByText('Too many complaints sent, please try again in an hour.')).toBeInTheDocument();
  });

  it("fills in a member's name and email", async () => {
    stubApi({
      'GET user.php': {
        body: { user: { id: 7, email: 'sanne@example.com', profile: { name: 'Sanne' }, notifications_disabled: [], status: 'active' } },
      },
    });
    await renderPage();
    expect(await screen.findByDisplayValue('sanne@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Naam')).toHaveValue('Sanne');
  });
});
