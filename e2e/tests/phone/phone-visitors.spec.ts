import { expect, test, type Page } from '@playwright/test';
import { attachPhoneScreenshot, phonePage, tap } from '../../support/phone';
import { activatedFreshMember } from '../chat-support';
import { awaitVisitors, becomePremium, viewProfile } from '../visitors-support';

/** The logged-in member of `page`. */
async function memberOf(page: Page): Promise<{ id: number; name: string }> {
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { id: number; name: string } } };
  return user.profile;
}

/** Who viewed me on a 390 px phone: the Visitors tab by touch, blurred for a free member, named once premium. */
test('on a phone a member taps Visitors: blurred while free, the viewer once premium', async ({ browser }, testInfo) => {
  const viewerPage = await phonePage(browser);
  await activatedFreshMember(viewerPage, 'phone-visitor-a');
  const viewer = await memberOf(viewerPage);
  const page = await phonePage(browser);
  await activatedFreshMember(page, 'phone-visitor-b');
  const viewed = await memberOf(page);
  await viewProfile(viewerPage, viewed.id, viewed.name);
  await awaitVisitors(page, 1);

  await page.goto('/likes');
  await tap(page.getByRole('navigation', { name: 'Likes' }).getByRole('link', { name: 'Bezoekers' }));
  await expect(page.getByText('1 lid heeft de afgelopen 30 dagen je profiel bekeken.')).toBeVisible();
  await expect(page.getByTestId('visitor-blurred')).toHaveCount(1);
  const premium = page.getByRole('link', { name: 'Word premium' });
  await premium.scrollIntoViewIfNeeded();
  await expect(premium).toBeInViewport();
  await expect(page.getByText(viewer.name)).toHaveCount(0);
  await attachPhoneScreenshot(page, testInfo, 'visitors-free');

  await becomePremium(page);
  await page.goto('/likes/visitors');
  const card = page.getByRole('list', { name: 'Leden die je profiel bekeken' }).getByRole('listitem').filter({ hasText: viewer.name });
  const link = card.getByRole('link', { name: new RegExp(`^${viewer.name}`) });
  await expect(link).toHaveAttribute('href', `/members/${viewer.id}`);
  await attachPhoneScreenshot(page, testInfo, 'visitors-premium');
  await tap(link);
  await expect(page).toHaveURL(new RegExp(`/members/${viewer.id}$`));
  await viewerPage.context().close();
  await page.context().close();
});
