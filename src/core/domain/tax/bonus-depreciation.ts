import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';

/**
 * The statutory bonus-depreciation rate of IRC section 168(k) for a building bought on
 * `acquired` and placed in service on `placedInService` (YYYY-MM-DD), and the parts of it a study
 * finds: the acquisition date picks the schedule (the PATH Act's, the Tax Cuts and Jobs Act's, or
 * Public Law 119-21's permanent 100%), the placed-in-service date the rate within it, and, as a
 * building bought is used property, the acquisition date also whether used property takes it
 * (none before September 28, 2017: decision 0348). The rows and their citations are in
 * src/core/domain/law/bonus-depreciation.ts.
 */
export function statutoryBonusRate(acquired: string, placedInService: string): number {
  const schedule = valueAt(RATES.bonusScheduleByAcquisition, acquired);
  return valueAt(RATES[schedule], placedInService) * valueAt(RATES.usedPropertyBonusShare, acquired);
}
