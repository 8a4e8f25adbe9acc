import { expect, test } from '@playwright/test';
import { activatedFreshMember, sendTextByApi, thread } from '../chat-support';
import { phonePage, tap } from '../../support/phone';

test('on phones: a voice message is recorded by touch, arrives on the other phone and plays', async ({ page, browser }) => {
  const anna = await activatedFreshMember(page, 'phone-voice-anna');
  const ottoPage = await phonePage(browser);
  const otto = await activatedFreshMember(ottoPage, 'phone-voice-otto');
  const { conversation } = await sendTextByApi(ottoPage, anna.id, 'Spreek je iets in?');
  await ottoPage.goto(`/chats/${conversation}`);
  await expect(thread(ottoPage, anna.name).getByText('Spreek je iets in?')).toBeVisible();

  await page.goto(`/chats/${conversation}`);
  await tap(page.getByRole('button', { name: 'Spraakbericht opnemen' }));
  const recorder = page.getByRole('group', { name: 'Spraakbericht' });
  await expect(recorder.getByRole('status')).toHaveText(/Opname loopt: 0:0[1-9] van 1:00/);
  await tap(recorder.getByRole('button', { name: 'Versturen' }));
  await expect(thread(page, otto.name).getByLabel(/^Spraakbericht van \d:\d\d$/)).toBeVisible();

  const player = thread(ottoPage, anna.name).getByLabel(/^Spraakbericht van \d:\d\d$/);
  await expect(player).toBeVisible();
  await player.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);

  await ottoPage.context().close();
});
