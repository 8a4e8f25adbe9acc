import type { CurrentUserResponse } from '@dating/shared-kit';
import { askApiForPage } from './ask-api';

export interface SessionUser {
  answer?: CurrentUserResponse;
  setCookies: string[];
}

/**
 * user.php as the browser's own first call would get it (ask-api.ts), for a page opened with a session cookie. Short: the page waits for it, and without an
 * answer the shell simply asks itself.
 */
export async function fetchSessionUser(apiUrl: string, forwarded: Record<string, string>, timeoutMs = 800): Promise<SessionUser> {
  try {
    const response = await askApiForPage(apiUrl, 'user.php', forwarded, timeoutMs);
    const setCookies = response.headers.getSetCookie();
    if (!response.ok) return { setCookies };
    const answer = (await response.json()) as CurrentUserResponse;
    return { answer: typeof answer === 'object' && answer !== null && 'user' in answer ? answer : undefined, setCookies };
  } catch {
    return { setCookies: [] };
  }
}
