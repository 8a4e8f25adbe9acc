import { screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@dating/shared-kit';
import { member, mockApi } from '@dating/shared-kit/test';
import { renderShell } from '../../test/render-shell';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const timeBonus = { code: 'TIMEBONUS25', value_percentage: 25, expires: new Date(Date.now() + 3600_000).toISOString() } as const;

function stub(user: CurrentUser | null, bonus: typeof timeBonus | null = timeBonus) {
  return mockApi({ 'GET user.php': { body: { user } }, 'GET timebonus.php': { body: { time_bonus: bonus } } });
}

/** Stands in for the remote: shows what the shell told it. */
const FakeModal = ({ inMembersArea }: { inMembersArea: boolean }) => <p>time bonus modal, members area: {String(inMembersArea)}</p>;

beforeEach(() => {
  vi.resetModules();
  runtime.loadRemote.mockReset();
});

async function renderSlot(routeId: string) {
  const { TimeBonusSlot } = await import('./time-bonus-slot');
  return renderShell(
    <div>
      <p>page</p>
      <TimeBonusSlot routeId={routeId} />
    </div>,
  );
}

describe('TimeBonusSlot', () => {
  it('loads mfe-payments/TimeBonusModal for a member with 0 credits and an active bonus, in the members area', async () => {
    runtime.loadRemote.mockResolvedValue({ TimeBonusModal: FakeModal });
    stub(member({ credits: 0 }));
    await renderSlot('members-id');
    expect(await screen.findByText('time bonus modal, members area: true')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_payments/TimeBonusModal');
    expect(screen.getByText(/time bonus modal/).closest('[data-remote-slot]')).toHaveAttribute('data-remote-slot', 'mfe-payments');
  });

  it('tells the remote when the page is outside the members area (its timer stops there)', async () => {
    runtime.loadRemote.mockResolvedValue({ TimeBonusModal: FakeModal });
    stub(member({ credits: 0 }));
    await renderSlot('credits');
    expect(await screen.findByText('time bonus modal, members area: false')).toBeInTheDocument();
  });

  it.each([
    ['a visitor', null, timeBonus],
    ['a member with credits', member({ credits: 3 }), timeBonus],
    ['a member without a time bonus', member({ credits: 0 }), null],
  ] as const)('mounts nothing for %s and never loads the remote', async (_who, user, bonus) => {
    const api = stub(user, bonus);
    await renderSlot('members');
    await waitFor(() => expect(api.callsTo('GET', 'user.php')).toHaveLength(1));
    if (user && user.credits === 0) await waitFor(() => expect(api.callsTo('GET', 'timebonus.php')).toHaveLength(1));
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(document.querySelector('[data-remote-slot]')).toBeNull();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('renders nothing, and keeps the page, when mfe-payments is down', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('RUNTIME-008 manifest unreachable'));
    stub(member({ credits: 0 }));
    await renderSlot('members');
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalled());
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText(/time bonus modal/)).not.toBeInTheDocument();
    expect(screen.queryByText('Tijdelijk niet beschikbaar')).not.toBeInTheDocument();
  });
});
