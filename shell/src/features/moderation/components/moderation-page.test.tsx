import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationFictionalProfile, ModerationFlag, ModerationReport } from '@dating/shared-kit';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { member, stubApi } from '../../../test/visitor-stub-api';
import { renderShellPage } from '../../../test/render-shell-page';

beforeEach(() => vi.unstubAllGlobals());

const report = (overrides: Partial<ModerationReport> = {}): ModerationReport => ({
  id: 31,
  kind: 'message',
  subject_id: 501,
  reason: 'harassment',
  text: 'Grof',
  created_at: '2026-03-01T12:00:00.000Z',
  reporter_id: 4,
  reported: { id: 9, name: 'Otto', open_reports: 2, suspended_until: null, banned: false },
  context: {
    member: { name: 'Otto', about: '' },
    messages: [
      { id: 500, sender_id: 4, kind: 'text', body: 'Hoi', created_at: '2026-03-01T11:00:00.000Z', reported: false },
      { id: 501, sender_id: 9, kind: 'text', body: 'rude words', created_at: '2026-03-01T11:01:00.000Z', reported: true },
    ],
  },
  ...overrides,
});

const flag: ModerationFlag = {
  id: 702,
  reason: 'words',
  words: ['klootzak', 'kutwijf'],
  created_at: '2026-03-01T12:00:00.000Z',
  reported: { id: 12, name: 'Karel', open_reports: 0, suspended_until: null, banned: false },
  context: {
    member: { name: 'Karel', about: '' },
    messages: [
      { id: 701, sender_id: 5, kind: 'text', body: 'Hoi', created_at: '2026-03-01T11:00:00.000Z', reported: false },
      { id: 702, sender_id: 12, kind: 'text', body: 'klootzak, kutwijf', created_at: '2026-03-01T11:01:00.000Z', reported: true },
    ],
  },
};

const fictional: ModerationFictionalProfile = {
  id: 21,
  name: 'Fenna',
  about: 'Model, alleen via WhatsApp',
  age: 24,
  member_since: '2026-02-27T09:00:00.000Z',
  fictional: false,
  verified: false,
  photos: [{ url: '/m/21.jpg', thumb: '/m/21-t.jpg' }],
  flags: [
    { id: 41, kind: 'member', text: 'Foto van een bekende', created_at: '2026-03-01T10:00:00.000Z', photo: null },
    { id: 42, kind: 'photo', text: null, created_at: '2026-03-01T11:00:00.000Z', photo: { url: '/m/21.jpg', thumb: '/m/21-t.jpg' } },
  ],
  open_reports: 2,
  suspended_until: null,
  banned: false,
};
const honest: ModerationFictionalProfile = {
  ...fictional,
  id: 22,
  name: 'Eva',
  age: 31,
  about: '',
  photos: [],
  flags: [fictional.flags[0]!],
};

async function open(moderator: boolean, reports: ModerationReport[] = [report()]) {
  const api = stubApi({
    'GET user.php': { body: { user: { ...member(), ...(moderator ? { moderator: true } : {}) } } },
    'GET moderation/reports.php': { body: { reports } },
    'GET moderation/photos.php': {
      body: {
        photos: [
          {
            id: 7,
            member_id: 3,
            member_name: 'Paula',
            url: '/m/7.jpg',
            thumb: '/m/7-t.jpg',
            is_main: true,
            created_at: '2026-03-01T10:00:00.000Z',
          },
        ],
      },
    },
    'GET moderation/flags.php': { body: { flags: [flag] } },
    'GET moderation/fictional-profiles.php': { body: { profiles: [fictional, honest] } },
    'POST moderation/fictional-profile.php': { body: { decision: {} } },
    'GET moderation/verifications.php': {
      body: {
        verifications: [
          {
            id: 12,
            member_id: 5,
            member_name: 'Vera',
            pose: 'thumb_up',
            selfie: '/api/moderation/verification-selfie.php?id=12',
            photos: [{ url: '/m/5.jpg', thumb: '/m/5-t.jpg' }],
            faces: 1,
            match_score: 0.93,
            submitted_at: '2026-03-01T10:00:00.000Z',
          },
          {
            id: 13,
            member_id: 6,
            member_name: 'Nora',
            pose: 'peace_sign',
            selfie: '/api/moderation/verification-selfie.php?id=13',
            photos: [],
            faces: null,
            match_score: null,
            submitted_at: '2026-03-01T09:00:00.000Z',
          },
        ],
      },
    },
    'POST moderation/verification.php': { body: { decision: {} } },
    'POST moderation/report.php': { body: { decision: {} } },
    'POST moderation/flag.php': { body: { decision: {} } },
    'POST moderation/photo.php': { body: { decision: {} } },
  });
  await renderShellPage('moderation', '/moderation');
  return api;
}

/** The console has loaded once the first report shows; then the tab named `name` opens its queue. */
async function openQueue(name: string) {
  await screen.findByRole('region', { name: 'Bericht van Otto gemeld: Intimidatie of beledigingen' });
  await act(async () => userEvent.click(screen.getByRole('tab', { name })));
}

/** A shortcut pressed outside any field: typed into a field, the same key is a letter. */
async function pressShortcut(key: string) {
  (document.activeElement as HTMLElement).blur();
  await act(async () => userEvent.keyboard(key));
}

describe('the moderation console', () => {
  it('shows a report with the conversation around it, and suspends by keyboard shortcut', async () => {
    const api = await open(true);
    const panel = await screen.findByRole('region', { name: 'Bericht van Otto gemeld: Intimidatie of beledigingen' });
    expect(within(panel).getByText('2 open meldingen over dit lid')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Het gesprek rond het gemelde bericht' })).toHaveTextContent(
      'Gemeld bericht: rude words',
    );
    await expectNoAxeViolations(document.body);
    await act(async () => userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Dagen schorsing' }), '30'));
    await act(async () => userEvent.type(within(panel).getByRole('textbox', { name: 'Notitie voor het logboek' }), 'derde keer'));
    // Typed into the note, "s" was a letter; outside a field it is the shortcut.
    expect(api.callsTo('POST', 'moderation/report.php')).toHaveLength(0);
    await pressShortcut('s');
    expect(api.callsTo('POST', 'moderation/report.php').map((call) => call.body)).toEqual([
      { id: 31, action: 'suspend', reason: 'harassment', days: 30, note: 'derde keer' },
    ]);
  });

  it('shows a flagged message sent anyway with its words and conversation, and warns its sender with W', async () => {
    const api = await open(true);
    await openQueue('Gemarkeerde berichten (1)');
    const panel = await screen.findByRole('region', { name: 'Bericht van Karel toch verstuurd na de waarschuwing: klootzak en kutwijf' });
    expect(within(panel).getByRole('list', { name: 'Het gesprek rond het gemelde bericht' })).toHaveTextContent('Hoi');
    await expectNoAxeViolations(document.body);
    await act(async () => userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Reden' }), 'Intimidatie of beledigingen'));
    await pressShortcut('w');
    expect(api.callsTo('POST', 'moderation/flag.php').map((call) => call.body)).toEqual([
      { id: 702, action: 'warn', reason: 'harassment' },
    ]);
    expect(api.callsTo('POST', 'moderation/report.php')).toHaveLength(0);
  });

  it('shows a profile flagged as fake with its photos, text and flags; bans it with B and dismisses the next with D', async () => {
    const api = await open(true);
    await openQueue('Nepprofielen (2)');
    const panel = await screen.findByRole('region', { name: 'Profiel van Fenna (24) als nep gemeld: 2 meldingen' });
    expect(panel).toHaveTextContent('Model, alleen via WhatsApp');
    expect(panel).toHaveTextContent('2 open meldingen over dit lid');
    expect(within(panel).getByRole('group', { name: "Foto's van het profiel" })).toContainElement(
      within(panel).getAllByRole('img', { name: 'Foto van Fenna' })[0]!,
    );
    const flags = within(panel).getByRole('list', { name: 'Meldingen over dit profiel' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Over het profiel · .+: Foto van een bekende$/),
      expect.stringMatching(/^Over deze foto · .+: zonder toelichting$/),
    ]);
    await expectNoAxeViolations(document.body);
    await pressShortcut('b');
    await pressShortcut('j');
    const next = await screen.findByRole('region', { name: 'Profiel van Eva (31) als nep gemeld: 1 melding' });
    expect(next).toHaveTextContent('Geen profieltekst.');
    await act(async () => userEvent.type(within(next).getByRole('textbox', { name: 'Notitie voor het logboek' }), 'echte foto'));
    await pressShortcut('d');
    expect(api.callsTo('POST', 'moderation/fictional-profile.php').map((call) => call.body)).toEqual([
      { id: 21, action: 'ban', reason: 'fake_profile' },
      { id: 22, action: 'dismiss', note: 'echte foto' },
    ]);
    expect(api.callsTo('POST', 'moderation/report.php')).toHaveLength(0);
  });

  it('approves and rejects photos with A and R, with the chosen reason', async () => {
    const api = await open(true);
    await openQueue("Foto's (1)");
    const panel = await screen.findByRole('region', { name: 'Foto van Paula' });
    await act(async () => userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Reden' }), 'te bloot'));
    await pressShortcut('r');
    await pressShortcut('a');
    expect(api.callsTo('POST', 'moderation/photo.php').map((call) => call.body)).toEqual([
      { id: 7, action: 'reject', reason: 'explicit' },
      { id: 7, action: 'approve' },
    ]);
  });

  it('shows the selfie queue best match first with the pose and score, and confirms and rejects with C and R', async () => {
    const api = await open(true);
    await openQueue('Selfies (2)');
    const panel = await screen.findByRole('region', { name: 'Selfie van Vera' });
    expect(panel).toHaveTextContent('Gevraagde houding: duim omhoog');
    expect(panel).toHaveTextContent('Gezichtsovereenkomst 93%');
    expect(within(panel).getByRole('img', { name: 'Selfie van Vera' })).toHaveAttribute(
      'src',
      '/api/moderation/verification-selfie.php?id=12',
    );
    expect(within(panel).getByRole('img', { name: 'Goedgekeurde foto 1 van Vera' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await pressShortcut('c');
    await pressShortcut('j');
    const next = await screen.findByRole('region', { name: 'Selfie van Nora' });
    expect(next).toHaveTextContent('Niet automatisch vergeleken');
    await act(async () =>
      userEvent.selectOptions(within(next).getByRole('combobox', { name: 'Reden' }), 'niet dezelfde persoon als op de foto’s'),
    );
    await pressShortcut('r');
    expect(api.callsTo('POST', 'moderation/verification.php').map((call) => call.body)).toEqual([
      { id: 12, action: 'confirm' },
      { id: 13, action: 'reject', reason: 'not_same_person' },
    ]);
  });

  it('shows members without the role only that the page is not theirs, and asks the API nothing', async () => {
    const api = await open(false);
    expect(await screen.findByText('Deze pagina is alleen voor moderatoren.')).toBeInTheDocument();
    expect(api.callsTo('GET', 'moderation/reports.php')).toHaveLength(0);
  });
});
