import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { openConversation } from '../../../test/conversation';
import { chatPage, message } from '../../../test/chat-fixtures';

/** A MediaRecorder that records what the test tells it to: start, chunks on stop. */
class FakeMediaRecorder {
  static supported = ['audio/webm;codecs=opus'];
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.includes(type);
  static latest: FakeMediaRecorder | undefined;
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: { mimeType: string },
  ) {
    FakeMediaRecorder.latest = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

const stoppedTracks: string[] = [];
const stream = { getTracks: () => [{ stop: () => stoppedTracks.push('mic') }] } as unknown as MediaStream;

beforeEach(() => {
  stoppedTracks.length = 0;
  FakeMediaRecorder.supported = ['audio/webm;codecs=opus'];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(async () => stream) } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

describe('voice messages in the thread', () => {
  it('plays a voice message with the browser’s controls, named with its length', async () => {
    await openConversation({
      'GET chat.php': {
        body: chatPage([message({ id: 61, kind: 'voice', text: null, voice: { url: '/api/chat-voice.php?id=61', duration_ms: 12_400 } })]),
      },
    });
    const thread = screen.getByRole('list', { name: 'Berichten met Linda' });
    const player = within(thread).getByLabelText('Spraakbericht van 0:12');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', '/api/chat-voice.php?id=61');
    expect(player).toHaveAttribute('controls');
    expect(within(thread).getByText('Spraakbericht · 0:12')).toBeInTheDocument();
  });

  it('records from the microphone button and sends the recording as kind voice', async () => {
    const api = await openConversation({
      'GET chat.php': { body: chatPage([]) },
      'POST chat.php': {
        body: {
          message: message({
            id: 70,
            mine: true,
            kind: 'voice',
            text: null,
            voice: { url: '/api/chat-voice.php?id=70', duration_ms: 3_000 },
          }),
          credits: 2,
        },
      },
    });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Spraakbericht opnemen' })));
    const recorder = await screen.findByRole('group', { name: 'Spraakbericht' });
    expect(await within(recorder).findByRole('status')).toHaveTextContent('Opname loopt: 0:00 van 1:00');
    await expectNoAxeViolations(recorder);
    expect(FakeMediaRecorder.latest?.options.mimeType).toBe('audio/webm;codecs=opus');
    await act(async () => userEvent.click(within(recorder).getByRole('button', { name: 'Versturen' })));
    await waitFor(() => expect(api.callsTo('POST', 'chat.php')).toHaveLength(1));
    const body = String(api.callsTo('POST', 'chat.php')[0]?.body);
    expect(body).toMatch(/name="kind"\r\n\r\nvoice/);
    // The server reads the bytes, not the name; the type says what the recorder made.
    expect(body).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: audio\/webm/);
    expect(stoppedTracks).toEqual(['mic']);
    expect(await screen.findByLabelText('Spraakbericht van 0:03')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Spraakbericht' })).toBeNull();
  });

  it('cancelling sends nothing and releases the microphone', async () => {
    const api = await openConversation({ 'GET chat.php': { body: chatPage([]) } });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Spraakbericht opnemen' })));
    const recorder = await screen.findByRole('group', { name: 'Spraakbericht' });
    await within(recorder).findByText(/Opname loopt/);
    await act(async () => userEvent.click(within(recorder).getByRole('button', { name: 'Annuleren' })));
    expect(screen.queryByRole('group', { name: 'Spraakbericht' })).toBeNull();
    expect(stoppedTracks).toEqual(['mic']);
    expect(api.callsTo('POST', 'chat.php')).toHaveLength(0);
  });

  it('says so when the microphone is refused', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) },
    });
    await openConversation({ 'GET chat.php': { body: chatPage([]) } });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Spraakbericht opnemen' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geen toegang tot je microfoon');
  });

  it('offers no microphone button where MediaRecorder cannot record Opus', async () => {
    FakeMediaRecorder.supported = [];
    await openConversation({ 'GET chat.php': { body: chatPage([]) } });
    expect(screen.queryByRole('button', { name: 'Spraakbericht opnemen' })).toBeNull();
  });
});
