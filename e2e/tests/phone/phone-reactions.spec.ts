import { expect, test, type Locator, type Page } from '@playwright/test';
import { activatedFreshMember, sendTextByApi, thread } from '../chat-support';
import { phonePage, tap } from '../../support/phone';

/** A finger resting on `target` until `until` shows (the long press), then lifted. */
async function longPress(page: Page, target: Locator, until: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await expect(until).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('on phones: a long press on a message opens its menu, a tap reacts, and the other phone sees it live', async ({ page, browser }) => {
  const anna = await activatedFreshMember(page, 'phone-react-anna');
  const ottoPage = await phonePage(browser);
  const otto = await activatedFreshMember(ottoPage, 'phone-react-otto');
  const text = `Hoi Anna ${Date.now()}`;
  const { conversation } = await sendTextByApi(ottoPage, anna.id, text);

  await ottoPage.goto(`/chats/${conversation}`);
  await expect(thread(ottoPage, anna.name).getByText(text)).toBeVisible();
  await page.goto(`/chats/${conversation}`);
  const message = thread(page, otto.name).getByText(text);
  await expect(message).toBeVisible();

  const menu = page.getByRole('dialog', { name: 'Reageer op dit bericht' });
  await longPress(page, message, menu);
  await tap(menu.getByRole('button', { name: 'Reageer met duim omhoog' }));
  await expect(menu).toBeHidden();
  await expect(thread(page, otto.name).getByRole('img', { name: 'Jij reageerde met duim omhoog' })).toBeVisible();
  await expect(thread(ottoPage, anna.name).getByRole('img', { name: `${anna.name} reageerde met duim omhoog` })).toBeVisible();

  // The menu button does the same by touch, and keeps reporting at hand.
  await tap(thread(page, otto.name).getByRole('button', { name: 'Reageren of melden' }));
  await expect(menu.getByRole('button', { name: 'Bericht melden' })).toBeVisible();
  await tap(menu.getByRole('button', { name: 'Reageer met duim omhoog' }));
  await expect(thread(ottoPage, anna.name).getByRole('list', { name: 'Reacties op dit bericht' })).toHaveCount(0);

  await ottoPage.context().close();
});
