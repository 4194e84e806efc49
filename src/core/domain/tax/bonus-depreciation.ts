import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';

/**
 * The statutory bonus-depreciation rate of IRC section 168(k) for property acquired on
 * `acquired` and placed in service on `placedInService` (YYYY-MM-DD): the acquisition date picks
 * the schedule (the PATH Act's, the Tax Cuts and Jobs Act's, or Public Law 119-21's permanent
 * 100%), and the placed-in-service date the rate within it. The rows and their citations are in
 * src/core/domain/law/bonus-depreciation.ts.
 */
export function statutoryBonusRate(acquired: string, placedInService: string): number {
  const schedule = valueAt(RATES.bonusScheduleByAcquisition, acquired);
  return valueAt(RATES[schedule], placedInService);
}
