/**
 * Title and introduction of each shell page that has no screen of its own beyond its frame, and of the
 * notification settings (also shown as `settings`). Literal ids, so the message check sees every one.
 */
export const shellPageMessages = {
  'account-deleted': { title: { id: 'shell.page.account-deleted.title' }, intro: { id: 'shell.page.account-deleted.intro' } },
  complaints: { title: { id: 'shell.page.complaints.title' }, intro: { id: 'shell.page.complaints.intro' } },
  index: { title: { id: 'shell.page.index.title' }, intro: { id: 'shell.page.index.intro' } },
  'lang-config': { title: { id: 'shell.page.lang-config.title' }, intro: { id: 'shell.page.lang-config.intro' } },
  login: { title: { id: 'shell.page.login.title' }, intro: { id: 'shell.page.login.intro' } },
  'mail-change-do': { title: { id: 'shell.page.mail-change-do.title' }, intro: { id: 'shell.page.mail-change-do.intro' } },
  notifications: { title: { id: 'shell.page.notifications.title' }, intro: { id: 'shell.page.notifications.intro' } },
  profile: { title: { id: 'shell.page.profile.title' }, intro: { id: 'shell.page.profile.intro' } },
  'reset-password-do': { title: { id: 'shell.page.reset-password-do.title' }, intro: { id: 'shell.page.reset-password-do.intro' } },
  'reset-password': { title: { id: 'shell.page.reset-password.title' }, intro: { id: 'shell.page.reset-password.intro' } },
  settings: { title: { id: 'shell.page.settings.title' }, intro: { id: 'shell.page.settings.intro' } },
} as const satisfies Record<string, { title: { id: string }; intro: { id: string } }>;

export type ShellPageId = keyof typeof shellPageMessages;

/** The texts of a route's frame; a route without its own (a token page, say) shows the index texts. */
export function shellPageText(routeId: string): (typeof shellPageMessages)[ShellPageId] {
  return routeId in shellPageMessages ? shellPageMessages[routeId as ShellPageId] : shellPageMessages.index;
}
