import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DegradableSite } from '../support/degradable-site';
import { CLIENT_HEADERS } from '../support/member-session';
import { DEMO, DEMO2, journeysOnOwnSite, memberPageOn, memberProfile } from './degradation-support';
import { explicitLookingPicture } from './blurred-picture-support';
import { makePng } from './profile-support';
import { MODERATOR } from './verification-support';

/**
 * An explicit chat picture, end to end with the real classifier: this file's site runs its API with
 * PICTURE_CLASSIFIER=nsfwjs (the model from the npm package, in the API's low-priority checker process, the default).
 * The picture is generated (blurred skin-coloured shapes the model scores as explicit), nothing
 * explicit is stored in the repository.
 */
// At niceness 0: the journey checks what the member sees, and beside the other journeys a niced checker would wait
// minutes for a free core to load its model.
const site = new DegradableSite({
  gatewayPort: 8194,
  apiPort: 8195,
  apiEnv: { PICTURE_CLASSIFIER: 'nsfwjs', MEDIA_CHECKS_NICE: '0' },
});

journeysOnOwnSite(site);

test('an explicit picture reaches the receiver blurred and "Toon foto" reveals it; the sender\'s answer is not blurred', async ({
  browser,
}) => {
  // The checker process runs at a low priority: on a busy machine its model's first load takes its time.
  test.setTimeout(240_000);
  const receiver = await memberProfile(browser, site, DEMO2);
  const page = await memberPageOn(browser, site, DEMO2);
  // A new profile photo is queued for the classifier: it starts the checker process loading the model (slow on a
  // busy machine) while the rest of the journey goes on.
  const photo = await page.request.post('/api/photos.php', {
    headers: CLIENT_HEADERS,
    multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: await makePng(96) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);

  const sender = await memberPageOn(browser, site, DEMO);
  const sent = await sender.request.post('/api/chat.php', {
    headers: CLIENT_HEADERS,
    multipart: {
      profile: String(receiver.id),
      kind: 'image',
      client_id: randomUUID(),
      file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await explicitLookingPicture() },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { message } = (await sent.json()) as { message: { id: number; conversation: number; blurred?: boolean } };
  expect(message.blurred).toBeUndefined();

  const receiverSees = async () => {
    const thread = await page.request.get(`/api/chat.php?conversation=${message.conversation}`, { headers: CLIENT_HEADERS });
    const { messages } = (await thread.json()) as { messages: { id: number; blurred?: boolean }[] };
    return messages.find((entry) => entry.id === message.id)?.blurred ?? false;
  };
  // The send answered at once and the picture waits in the queue for its check: until its verdict is in it
  // reaches the receiver blurred, so it is never shown before the classifier saw it.
  expect(await receiverSees()).toBe(true);

  // The picture is classified from the queue after the send (the model's load included, at a low priority on a
  // busy machine): the verdict in is the explicit-image flag in the moderators' queue. It stays blurred then.
  const moderator = await memberPageOn(browser, site, MODERATOR);
  await expect
    .poll(
      async () => {
        const queue = await moderator.request.get('/api/moderation/flags.php', { headers: CLIENT_HEADERS });
        const { flags } = (await queue.json()) as { flags: { id: number; reason: string }[] };
        return flags.some((flag) => flag.id === message.id && flag.reason === 'explicit_image');
      },
      { timeout: 180_000 },
    )
    .toBe(true);
  expect(await receiverSees()).toBe(true);

  await page.goto(`/chats/${message.conversation}`);
  const reveal = page.getByRole('button', { name: 'Toon foto' });
  await expect(reveal).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto in het gesprek' })).toHaveCount(0);
  await reveal.click();
  await expect(page.getByRole('img', { name: 'Foto in het gesprek' })).toBeVisible();
  await expect(reveal).toHaveCount(0);

  for (const other of [page, sender, moderator]) await other.context().close();
});
