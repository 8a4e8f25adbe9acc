import type { CurrentUserResponse, SiteSettings } from '@dating/shared-kit';

/** The id of the `<script type="application/json">` the gateway writes into the page (shell/server/boot-head). */
export const BOOT_DATA_ID = 'boot-data';

/**
 * What the gateway already knew when it sent the page, so the first render does not ask for it again: the
 * registry as /remotes.json would answer it, settings.php's answer for this host and country, and for a
 * member user.php's answer, and the answers to the page's first calls by their callKey (the kit's
 * page-calls.ts and boot-answers.ts). Each part may be missing (the API was down, the registry unreadable); the shell
 * then fetches that part as it always did.
 */
export interface InlineBootData {
  registry?: unknown;
  settings?: SiteSettings;
  user?: CurrentUserResponse;
  answers?: Record<string, unknown>;
}

/** Reads the page's boot data once; anything unreadable counts as absent. */
export function readInlineBootData(doc: Document = document): InlineBootData {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return {};
  try {
    const data: unknown = JSON.parse(element.textContent);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as InlineBootData) : {};
  } catch {
    return {};
  }
}
