import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CLIENT_HEADERS } from '../support/member-session';

/**
 * The interactions of the INP goal, each as the demo member does it on a page the app has taken over:
 * `open` is where it starts, `target` what the person taps, `done` waits until the page shows the result
 * (the bench reads the interaction's timing after that), `undo` puts the demo account back for the next run.
 */
export interface Interaction {
  name: string;
  prepare(api: APIRequestContext, baseUrl: string): Promise<Prepared>;
}

export interface Prepared {
  path: string;
  /** What to do on the page before the tap that is measured (not counted). */
  before?: (page: Page) => Promise<void>;
  target: (page: Page) => Locator;
  done: (page: Page) => Promise<void>;
  undo?: () => Promise<void>;
}

interface Profile {
  id: number;
  name: string;
}

/** The demo member (a Dutch woman looking for men) has not liked this man of her search. */
async function unlikedMan(api: APIRequestContext, baseUrl: string): Promise<Profile> {
  const search = await api.get(`${baseUrl}/api/members.php?gender=male&country=NL&per_page=24`, { headers: CLIENT_HEADERS });
  const { profiles } = (await search.json()) as { profiles: Profile[] };
  const likes = await api.get(`${baseUrl}/api/likes.php`, { headers: CLIENT_HEADERS });
  const liked = new Set(((await likes.json()) as { profiles: { profile: { id: number } }[] }).profiles.map((entry) => entry.profile.id));
  const target = profiles.find((profile) => !liked.has(profile.id));
  if (!target) throw new Error('every man of the demo member search is liked already');
  return target;
}

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'open a profile from search',
    async prepare() {
      return {
        path: '/members',
        target: (page) => page.getByRole('list', { name: 'Leden zoeken' }).getByRole('link').first(),
        done: async (page) => {
          await expect(page).toHaveURL(/\/members\/\d+$/, { timeout: 30_000 });
          await page.locator('[data-route-id="members-id"] h1').first().waitFor({ timeout: 30_000 });
        },
      };
    },
  },
  {
    name: 'like a member',
    async prepare(api, baseUrl) {
      const target = await unlikedMan(api, baseUrl);
      return {
        path: `/members/${target.id}`,
        target: (page) => page.getByRole('button', { name: 'Liken', exact: true }),
        done: async (page) => {
          await page.getByRole('button', { name: 'Like intrekken', exact: true }).waitFor({ timeout: 30_000 });
        },
        undo: async () => {
          await api.delete(`${baseUrl}/api/like.php`, { headers: CLIENT_HEADERS, data: { profile_id: target.id } });
        },
      };
    },
  },
  {
    name: 'send a chat message',
    async prepare(api, baseUrl) {
      const chats = await api.get(`${baseUrl}/api/chats.php`, { headers: CLIENT_HEADERS });
      const body = (await chats.json()) as { chats?: { profile: Profile }[] };
      // The second demo member (matched, seeded in conversation with her), else her newest conversation.
      const partner = (body.chats?.find((chat) => chat.profile.name === 'Demo Twee') ?? body.chats?.[0])?.profile;
      if (!partner) throw new Error('the demo member has no conversation to write in');
      const text = `Hoi ${Math.random().toString(36).slice(2, 8)}`;
      return {
        path: `/members/${partner.id}/chat`,
        before: async (page) => {
          await page.getByRole('textbox', { name: `Bericht aan ${partner.name}` }).fill(text);
        },
        target: (page) => page.getByRole('button', { name: 'Versturen', exact: true }),
        done: async (page) => {
          await page
            .getByRole('list', { name: `Berichten met ${partner.name}` })
            .getByText(text)
            .waitFor({ timeout: 30_000 });
        },
      };
    },
  },
  {
    name: 'choose a credit bundle',
    async prepare() {
      // Not the bundle the shop preselects (the best value): the tap must change the choice.
      let value = '';
      const radio = (page: Page) => page.locator(`input[name="bundle"][value="${value}"]`);
      return {
        path: '/credits',
        before: async (page) => {
          const other = page.locator('input[name="bundle"]:not(:checked)').first();
          await other.waitFor({ state: 'attached', timeout: 30_000 });
          value = (await other.getAttribute('value')) ?? '';
        },
        target: radio,
        done: async (page) => {
          await expect(radio(page)).toBeChecked({ timeout: 30_000 });
        },
      };
    },
  },
];
