import { expect, test } from '@playwright/test';
import { closeNewLikeModal } from '../support/member-session';
import { CLOSED_SITE, INVITE_CODE, INVITE_SITE } from '../support/signup-policy';
import { dismissEntryWarningEverywhere, fillAccountStep, uniqueEmail } from './signup-support';

// The e2e setup adds two sites next to the seeded one (support/signup-policy-sites.ts): closed.localhost
// (signups: with_trafficsource) and invite.localhost (signups: invite_only), served by the same gateway.
test.beforeEach(async ({ page }) => {
  await dismissEntryWarningEverywhere(page);
  await closeNewLikeModal(page);
});

test('with_trafficsource: no traffic source shows the closed message with login; a partner link opens the form', async ({ page }) => {
  await page.goto(`http://${CLOSED_SITE}:8080/signup`);
  await expect(page.getByRole('heading', { name: 'Aanmelden is nu gesloten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveCount(0);

  await page.goto(`http://${CLOSED_SITE}:8080/?network=partner1`);
  await page.goto(`http://${CLOSED_SITE}:8080/signup`);
  await fillAccountStep(page, uniqueEmail('closed'));
  await page.getByRole('button', { name: 'Gratis account maken' }).click();
  await expect(page.getByText('Stap 2 van 5')).toBeVisible();
});

test('invite_only: the form asks for an invite code, refuses a wrong one on the form and accepts a valid one', async ({ page }) => {
  await page.goto(`http://${INVITE_SITE}:8080/signup`);
  await expect(page.getByText('Aanmelden kan op deze site alleen met een uitnodiging.')).toBeVisible();
  await fillAccountStep(page, uniqueEmail('invite'));
  await page.getByLabel('Uitnodigingscode').fill('WRONG-CODE');
  await page.getByRole('button', { name: 'Gratis account maken' }).click();
  await expect(page.getByText('Deze uitnodigingscode is ongeldig of al gebruikt.')).toBeVisible();
  await page.getByLabel('Uitnodigingscode').fill(INVITE_CODE);
  await page.getByRole('button', { name: 'Gratis account maken' }).click();
  await expect(page.getByText('Stap 2 van 5')).toBeVisible();
});
