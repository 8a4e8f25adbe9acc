// Discounts several apps show: the time bonus, the active discount and its countdown.
export { paymentsKitApi, useLazyKitGetDiscountCodeQuery } from './payments-api';
export type { DiscountCodeArgs } from './payments-api';
export { useTimeBonus } from './use-time-bonus';
export { useActiveDiscount } from './use-active-discount';
export type { ActiveDiscount } from './use-active-discount';
export { useCountdown, formatCountdown, secondsUntil } from './use-countdown';
export { Countdown } from './countdown';
export type { CountdownProps } from './countdown';
export { formatMoney } from './format-money';
