import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationState } from '@dating/shared-kit';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { shellPages } from '../../../routing/shell-pages';
import { member, stubApi } from '../../../test/visitor-stub-api';
import { renderShell } from '../../../test/render-shell';

beforeEach(() => vi.unstubAllGlobals());

const state = (overrides: Partial<VerificationState> = {}): VerificationState => ({
  status: 'none',
  pose: null,
  rejection: null,
  has_approved_photo: true,
  ...overrides,
});

async function open(initial: VerificationState, extra: Parameters<typeof stubApi>[0] = {}) {
  const Page = shellPages('verification');
  const api = stubApi({
    'GET user.php': { body: { user: member() } },
    'GET verification.php': { body: initial },
    'POST verification-pose.php': { body: state({ status: 'awaiting_selfie', pose: 'peace_sign' }) },
    'POST verification-selfie.php': { body: state({ status: 'pending', pose: 'peace_sign' }) },
    ...extra,
  });
  await renderShell(
    <Suspense fallback={null}>
      <Page routeId="verification" />
    </Suspense>,
    { path: '/verification' },
  );
  return api;
}

describe('the verification screen', () => {
  it('shows the pose the server picked, takes a selfie from the camera or a file, and says it waits for a moderator', async () => {
    const api = await open(state({ rejection: 'pose_not_copied' }));
    expect(
      await screen.findByText('Je vorige selfie is afgekeurd: de houding was niet nagedaan. Probeer het nog eens.'),
    ).toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Toon mijn houding' })));
    expect(await screen.findByText('Doe dit na: maak een peace-teken met twee vingers')).toBeInTheDocument();
    const input = screen.getByLabelText('Selfie maken of kiezen');
    // The front camera on phones, a file choice on desktop: one input.
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'user');
    expect(screen.getByRole('button', { name: 'Selfie versturen' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
    const selfie = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'selfie.jpg', { type: 'image/jpeg' });
    await act(async () => userEvent.upload(input, selfie));
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Selfie versturen' })));
    expect(await screen.findByText('Je selfie is verstuurd. Een moderator bekijkt hem zo snel mogelijk.')).toBeInTheDocument();
    const sent = api.callsTo('POST', 'verification-selfie.php');
    expect(sent).toHaveLength(1);
  });

  it('sends a member without an approved photo to their photos first', async () => {
    await open(state({ has_approved_photo: false }));
    expect(await screen.findByText('Je hebt eerst een goedgekeurde foto nodig; daarmee vergelijken we je selfie.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar mijn foto’s' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Toon mijn houding' })).toBeNull();
  });

  it('shows a verified member the badge, and translates an API refusal', async () => {
    await open(state({ status: 'verified' }));
    expect(await screen.findByText('Je profiel is geverifieerd.')).toBeInTheDocument();
    expect(screen.getByText('Geverifieerd')).toBeInTheDocument();
  });

  it('says why the API refused the pose', async () => {
    await open(state(), { 'POST verification-pose.php': { status: 409, body: { error: 'verification_pending', message: 'x' } } });
    const button = await screen.findByRole('button', { name: 'Toon mijn houding' });
    await act(async () => userEvent.click(button));
    expect(await screen.findByText('Je selfie wacht al op een moderator.')).toBeInTheDocument();
  });
});
