import { divideHalfUp, toBasisPoints } from '../estimate/money.ts';
import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';
import { presentValueAt } from './present-value.ts';
import type { RatesUsed } from './rates-used.ts';
import { recaptureWithStudy, straightLineMonths } from './recapture.ts';
import type { DepreciationSchedule, ScheduleInput } from './schedule.ts';
import type { CalendarDate } from './tax-impact-inputs.ts';
import type { SaleOutcome } from './tax-impact-types.ts';

/**
 * The sale, federal: the depreciation taken in each world, its recapture with the study
 * (recapture.ts) and the extra tax the study costs at the sale, in whole dollars and discounted
 * to the study year. `studied` is what the schedule was built from, `saleDate` its sale as given.
 */
export function saleOutcome(schedule: DepreciationSchedule, studied: ScheduleInput & { sale: CalendarDate }, rates: RatesUsed, saleDate: string): SaleOutcome {
  const { placed, sale } = studied;
  const { federalBasisPoints, niitBasisPoints } = rates;
  const depreciationTaken = { withoutStudy: total(schedule.without), withStudy: total(schedule.withStudy) };
  const straightLine = straightLineMonths(placed, sale, studied.fourthQuarter);
  const recapture = recaptureWithStudy(schedule.asStudied, studied.classes.fifteenYear, straightLine, depreciationTaken.withStudy);
  // IRC 1(h)(1)(E): unrecaptured section 1250 gain at the lesser of 25% and the ordinary rate.
  const rateBasisPoints = Math.min(toBasisPoints(valueAt(RATES.unrecaptured1250Rate, saleDate)), federalBasisPoints - niitBasisPoints);
  const unrecaptured1250 = { withoutStudy: depreciationTaken.withoutStudy, withStudy: recapture.unrecapturedWithStudy };
  // In dollar-basis-points, exact, then whole dollars half up.
  // IRC 1411: the net investment income tax applies to the whole gain, unrecaptured 1250 gain included.
  const extra = recapture.ordinary * federalBasisPoints + (unrecaptured1250.withStudy - unrecaptured1250.withoutStudy) * (rateBasisPoints + niitBasisPoints);
  const additionalTax = divideHalfUp(extra, 10_000);
  return {
    year: sale.year,
    depreciationTaken,
    ordinaryRecapture: recapture.ordinary,
    unrecaptured1250,
    unrecapturedRate: rateBasisPoints / 10_000,
    additionalTax,
    presentValueOfAdditionalTax: presentValueAt(additionalTax, sale.year - studied.studyYear, rates.discountRate),
  };
}

const total = (column: readonly number[]) => column.reduce((sum, amount) => sum + amount, 0);
