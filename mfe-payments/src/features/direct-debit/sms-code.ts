/** The contract's SMS-code rules (api/src/contracts/payments.ts), repeated here: apps import no API code at run time. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_MAX_TRIES = 5;
