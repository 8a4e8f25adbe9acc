/** The extra sites the e2e setup adds for the signup-policy journeys (see signup-policy-sites.ts). */
export const CLOSED_SITE = 'closed.localhost';
export const INVITE_SITE = 'invite.localhost';
export const INVITE_CODE = 'E2E-INVITE-1';
