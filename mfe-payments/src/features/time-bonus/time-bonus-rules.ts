/** The modal opens after this long in the members area. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
