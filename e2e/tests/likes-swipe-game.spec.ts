import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { CLIENT, likedIds, openSwipeGame } from './likes-support';

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test('the swipe game allows 4 likes a day, then says so and when it resets', async ({ page }) => {
  await openSwipeGame(page, 'swipe');
  const left = page.getByTestId('swipes-left');
  const like = page.getByRole('button', { name: 'Like', exact: true });

  const liked: string[] = [];
  for (const expected of ['Nog 3 likes vandaag', 'Nog 2 likes vandaag', 'Nog 1 like vandaag', 'Geen likes meer vandaag']) {
    const card = page.getByRole('article');
    await expect(card).toBeVisible();
    liked.push((await card.getByRole('heading', { level: 2 }).textContent()) ?? '');
    // Alternate the button and the keyboard.
    if (liked.length % 2 === 1) await like.click();
    else await page.keyboard.press('ArrowRight');
    await expect(left).toHaveText(expected);
  }

  await expect(page.getByText(/Je hebt je 4 likes van vandaag gebruikt\. Vanaf .+ kun je weer liken\./)).toBeVisible();
  await expect(like).toBeDisabled();

  // The server agrees: a fifth swipe like is refused with the reset time.
  const next = await page.getByRole('article').getAttribute('data-profile-id');
  const refused = await page.request.post('/api/like.php?source=swipe', { headers: CLIENT, data: { profile_id: Number(next) } });
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toMatchObject({ error: 'swipe_limit', params: { limit: 4 } });

  // Passing still works, and the four likes are in the given tab.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('article')).not.toHaveAttribute('data-profile-id', next ?? '');
  await page.goto('/likes/given');
  await expect(page.getByRole('link', { name: 'Gegeven 4' })).toHaveAttribute('aria-current', 'page');
});

test.describe('on a desktop (1280 px) with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('dragging the card to the right likes the member, dragging it a little springs back', async ({ page }, testInfo) => {
    const card = await openSwipeGame(page, 'mouse');
    const id = Number(await card.getAttribute('data-profile-id'));
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const box = (await card.boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    // 15 px is under 30% of the 420 px stage and too short for a flick: the card comes back, nothing is sent.
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 15, start.y, { steps: 5 });
    await expect(card).toHaveAttribute('data-phase', 'dragging');
    await expect(card.getByTestId('swipe-stamp')).toHaveText('LIKE');
    await page.mouse.up();
    await expect(card).toHaveAttribute('data-phase', 'idle');
    await expect(card).toHaveAttribute('data-profile-id', String(id));

    // Past 30%: the card turns, shows LIKE and flies out.
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + box.width * 0.45, start.y + 10, { steps: 12 });
    await expect(card.getByTestId('swipe-stamp')).toHaveCSS('opacity', '1');
    await attachScreenshot(page, testInfo, 'swipe-game-1280-dragging');
    await page.mouse.up();

    await expect(page.getByTestId('swipes-left')).toHaveText('Nog 3 likes vandaag');
    await expect(page.getByRole('article')).not.toHaveAttribute('data-profile-id', String(id));
    await expect(page.getByTestId('swipe-announcement')).toHaveText(`Je hebt ${name} geliket.`);
    expect(await likedIds(page)).toEqual([id]);
    await attachScreenshot(page, testInfo, 'swipe-game-1280');

    await page.goto('/likes/given');
    await expect(page.getByRole('list', { name: 'Leden die jij leuk vindt' }).getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await attachScreenshot(page, testInfo, 'likes-given-1280');
  });
});

test.describe('on a phone (390 px) by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger swiping the card to the left skips the member; a downward swipe scrolls and keeps the card', async ({
    page,
  }, testInfo) => {
    const card = await openSwipeGame(page, 'touch');
    const id = Number(await card.getAttribute('data-profile-id'));
    await attachScreenshot(page, testInfo, 'swipe-game-390');
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const box = (await card.boundingBox())!;
    const start = { x: box.x + box.width * 0.7, y: box.y + box.height / 2 };

    // Down the screen: the browser scrolls (touch-action: pan-up), the game decides nothing. (Up the screen is a
    // super like: super-like.spec.ts.)
    await touch('touchStart', start.x, start.y);
    for (let step = 1; step <= 8; step += 1) await touch('touchMove', start.x + step, start.y + step * 25);
    await touch('touchEnd', start.x, start.y + 200);
    await expect(card).toHaveAttribute('data-phase', 'idle');
    await expect(card).toHaveAttribute('data-profile-id', String(id));

    const passed = page.waitForResponse((response) => response.url().includes('/api/swipe-pass.php'));
    const at = (await card.boundingBox())!;
    const from = { x: at.x + at.width * 0.8, y: at.y + at.height / 2 };
    await touch('touchStart', from.x, from.y);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', from.x - step * at.width * 0.06, from.y + step);
    await expect(card.getByTestId('swipe-stamp')).toHaveText('NEE');
    await touch('touchEnd', from.x - at.width * 0.6, from.y + 10);

    const response = await passed;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toEqual({ profile_id: id });
    await expect(page.getByRole('article')).not.toHaveAttribute('data-profile-id', String(id));
    // A skip costs no like, and nobody was liked.
    await expect(page.getByTestId('swipes-left')).toHaveText('Nog 4 likes vandaag');
    expect(await likedIds(page)).toEqual([]);

    await page.goto('/likes');
    await expect(page.getByRole('link', { name: /^Ontvangen/ })).toBeVisible();
    await attachScreenshot(page, testInfo, 'likes-390');
  });
});
