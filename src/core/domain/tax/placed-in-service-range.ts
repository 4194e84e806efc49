/**
 * The placed-in-service dates the tax illustration has rules for: the first day of its first
 * bonus-depreciation period (bonus-depreciation.ts) to the last day of its last. Plain strings
 * in a module of their own, so the messages that name them carry no table along.
 */
export const FIRST_PLACED_IN_SERVICE = '2015-01-01';
export const LAST_PLACED_IN_SERVICE = '2099-12-31';
