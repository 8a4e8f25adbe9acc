import { expect, test, type Page } from '@playwright/test';

/** Every Content-Security-Policy violation the page reports, from before its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test.describe('security headers on the composed site', () => {
  test('pages, API and media answers carry CSP, nosniff, DENY and a Referrer-Policy', async ({ request }) => {
    for (const url of ['/', '/members', '/api/settings.php', '/manifest.webmanifest', '/sw.js']) {
      const response = await request.get(url);
      const headers = response.headers();
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    const page = await request.get('/members');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self' http://127.0.0.1:3001");
  });

  test('the remotes (scripts from their own origins), styled-components styles and the service worker load without a CSP violation', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    for (const path of ['/members', '/signup', '/pricing', '/members/12/landing2/x']) {
      await page.goto(path);
      // Rendered by a remote whose bundle came from its own origin (ports 3001-3006).
      const frame = page.locator('[data-route-id][data-app]');
      await expect(frame).toHaveAttribute('data-app', /^mfe-/);
      await expect(frame.getByRole('heading', { level: 1 })).not.toBeEmpty();
    }
    // styled-components injected its <style> tags.
    const styleTags = await page.evaluate(() => document.querySelectorAll('style[data-styled]').length);
    expect(styleTags).toBeGreaterThan(0);
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(violations).toEqual([]);
  });
});
