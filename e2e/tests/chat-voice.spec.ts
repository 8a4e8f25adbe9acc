import { expect, test } from '@playwright/test';
import { freshMember, sendTextByApi, thread } from './chat-support';

test('a voice message is recorded with the microphone, sent, arrives live and plays', async ({ browser }) => {
  const anna = await freshMember(browser, 'voice-anna');
  const otto = await freshMember(browser, 'voice-otto');
  const { conversation } = await sendTextByApi(otto.page, anna.id, 'Vertel eens?');
  await otto.page.goto(`/chats/${conversation}`);
  await expect(thread(otto.page, anna.name).getByText('Vertel eens?')).toBeVisible();

  // Anna records (Chromium's fake microphone, playwright.config.ts) for a second or two and sends.
  await anna.page.goto(`/chats/${conversation}`);
  await anna.page.getByRole('button', { name: 'Spraakbericht opnemen' }).click();
  const recorder = anna.page.getByRole('group', { name: 'Spraakbericht' });
  await expect(recorder.getByRole('status')).toHaveText(/Opname loopt: 0:0[1-9] van 1:00/);
  const stored = anna.page.waitForResponse(
    (response) => response.url().endsWith('/api/chat.php') && response.request().method() === 'POST',
  );
  await recorder.getByRole('button', { name: 'Versturen' }).click();
  const answer = await stored;
  expect(answer.status(), await answer.text()).toBe(200);
  const { message, credits } = (await answer.json()) as { message: { voice: { duration_ms: number } }; credits: number };
  expect(message.voice.duration_ms).toBeGreaterThan(500);
  expect(message.voice.duration_ms).toBeLessThanOrEqual(60_500);
  expect(credits).toBeGreaterThanOrEqual(0);
  await expect(thread(anna.page, otto.name).getByLabel(/^Spraakbericht van \d:\d\d$/)).toBeVisible();

  // Otto has it without a reload, and it plays.
  const player = thread(otto.page, anna.name).getByLabel(/^Spraakbericht van \d:\d\d$/);
  await expect(player).toBeVisible();
  await player.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);

  await anna.page.context().close();
  await otto.page.context().close();
});
