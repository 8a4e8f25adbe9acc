import { CLIENT_HEADERS, DEMO } from '../../support/member-session';

/**
 * The routes Lighthouse judges: as a visitor the home page, every lander kind (mfe-landers' routes), the
 * member search, a profile and the sign-up; logged in as the demo member (the session cookie sent as an
 * extra header) the member pages paid traffic lands on.
 */
export interface LighthouseRoute {
  /** As printed and as keyed in lighthouse-budget.json; a member's routes end in " (member)". */
  name: string;
  path: string;
  member: boolean;
}

const LANDERS = [
  'video',
  'gallery',
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
];

export function lighthouseRoutes(memberId: number): LighthouseRoute[] {
  const visitor = (path: string, name = path) => ({ name, path, member: false });
  const member = (path: string) => ({ name: `${path} (member)`, path, member: true });
  return [
    visitor('/'),
    ...LANDERS.map((kind) => visitor(`/landers/${kind}`)),
    visitor('/members'),
    visitor(`/members/${memberId}`, '/members/:id'),
    visitor('/signup'),
    member('/members'),
    member('/likes'),
    member('/chats'),
    member('/credits'),
  ];
}

/** The demo member's session cookie ("name=value"), as the gateway's login answer sets it. */
export async function demoSessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user.php`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (response.status !== 200) throw new Error(`demo login at ${baseUrl} failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (cookies.length === 0) throw new Error('the login answer set no cookie');
  return cookies.join('; ');
}

/** A seeded member other than the demo member, for /members/:id (the first of the demo member's search). */
export async function seededMemberId(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/members.php?per_page=1`, { headers: { ...CLIENT_HEADERS, cookie } });
  const { profiles } = (await response.json()) as { profiles: { id: number }[] };
  if (!profiles[0]) throw new Error('no seeded member to open');
  return profiles[0].id;
}
