import { expect, type Page } from '@playwright/test';

import { CLIENT_HEADERS as CLIENT } from '../support/member-session';

export { CLIENT };

/**
 * Signs up a fresh man looking for women through the API from the page's context, so the browser holds his
 * session cookie. A fresh member per journey: the auto-like quota and the swipe quota are per member and day.
 */
export async function signUpFreshMember(page: Page, label: string): Promise<{ name: string }> {
  const name = `Liker${label}${Math.random().toString(36).slice(2, 7)}`;
  const response = await page.request.post('/api/signup.php', {
    headers: CLIENT,
    data: {
      email: `e2e-likes-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      name,
      password: 'geheim123',
      password_confirm: 'geheim123',
      date_of_birth: '1988-03-09',
      gender: 'male',
      looking_for: 'female',
      language: 'nl',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name };
}
