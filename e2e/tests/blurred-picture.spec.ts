import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DegradableSite } from '../support/degradable-site';
import { CLIENT_HEADERS } from '../support/member-session';
import { DEMO, DEMO2, journeysOnOwnSite, memberPageOn, memberProfile } from './degradation-support';
import { explicitLookingPicture } from './blurred-picture-support';
import { makePng } from './profile-support';

/**
 * An explicit chat picture, end to end with the real classifier: this file's site runs its API with
 * PICTURE_CLASSIFIER=nsfwjs (the model from the npm package, in its worker thread), which the shared journey site
 * leaves off. The picture is generated (blurred skin-coloured shapes the model scores as explicit), nothing
 * explicit is stored in the repository.
 */
const site = new DegradableSite({ gatewayPort: 8194, apiPort: 8195, apiEnv: { PICTURE_CLASSIFIER: 'nsfwjs' } });

journeysOnOwnSite(site);

test('an explicit picture reaches the receiver blurred and "Toon foto" reveals it; the sender\'s answer is not blurred', async ({
  browser,
}) => {
  const receiver = await memberProfile(browser, site, DEMO2);
  const page = await memberPageOn(browser, site, DEMO2);
  // A new profile photo is classified after its upload answered: it starts the worker loading the model (slow on a
  // busy machine), so the chat picture after it is not the job that waits for the load.
  const photo = await page.request.post('/api/photos.php', {
    headers: CLIENT_HEADERS,
    multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: makePng(96) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);

  const sender = await memberPageOn(browser, site, DEMO);
  const sent = await sender.request.post('/api/chat.php', {
    // The send waits for the verdict (up to the classifier's 20 s bound once the worker has the picture).
    timeout: 90_000,
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

  await page.goto(`/chats/${message.conversation}`);
  const reveal = page.getByRole('button', { name: 'Toon foto' });
  await expect(reveal).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto in het gesprek' })).toHaveCount(0);
  await reveal.click();
  await expect(page.getByRole('img', { name: 'Foto in het gesprek' })).toBeVisible();
  await expect(reveal).toHaveCount(0);

  for (const other of [page, sender]) await other.context().close();
});
