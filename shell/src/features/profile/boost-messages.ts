/** Message ids of the boost on /profile; texts live in i18n/<locale>.json (Dutch is the source). */
export const boostMessages = {
  heading: { id: 'shell.profile.boost.heading' },
  intro: { id: 'shell.profile.boost.intro' },
  start: { id: 'shell.profile.boost.start' },
  running: { id: 'shell.profile.boost.running' },
  confirmTitle: { id: 'shell.profile.boost.confirmTitle' },
  confirmText: { id: 'shell.profile.boost.confirmText' },
  confirm: { id: 'shell.profile.boost.confirm' },
  cancel: { id: 'shell.profile.boost.cancel' },
  notEnough: { id: 'shell.profile.boost.notEnough' },
  buyCredits: { id: 'shell.profile.boost.buyCredits' },
  failed: { id: 'shell.profile.boost.failed' },
  resultsSoFar: { id: 'shell.profile.boost.resultsSoFar' },
  resultsLast: { id: 'shell.profile.boost.resultsLast' },
} as const;
