import { V2_BUILDING_CLASSES } from '../estimate/catalog.ts';
import type { V2Estimate } from '../estimate/estimate.ts';
import { roundedShareOf, toBasisPoints } from '../estimate/money.ts';
import { statutoryBonusRate } from './bonus-depreciation.ts';
import { type BuildingLife, buildingRates, classRates, type PropertyClass, RATE_UNITS } from './macrs-tables.ts';
import { RECLASSIFIED_SPLIT } from './reclassified-split.ts';
import { DEFAULT_DISCOUNT_RATE, DEFAULT_TAX_CASE, defaultTaxRate, parseIsoDate } from './tax-impact-inputs.ts';
import type { TaxImpact, TaxImpactInput } from './tax-impact-types.ts';

export type { ScheduleYear, TaxImpact, TaxImpactInput } from './tax-impact-types.ts';

export const TAX_IMPACT_DISCLAIMER =
  'An illustration of federal depreciation from a preliminary estimate, not a cost segregation study or tax advice. ' +
  'It assumes calendar tax years, that the property was acquired when placed in service unless another date is given, and a study mix typical of the ' +
  'property type. State taxes, passive-loss limits and recapture on sale are not included; a tax professional decides.';

/**
 * The tax impact of a cost segregation study, from the v2 estimate of the same inputs and the
 * inputs the request schema has accepted. Pure and deterministic. Money is whole dollars rounded
 * half up, computed exactly: a dollar basis times a table rate is an integer number of
 * RATE_UNITS (src/core/domain/tax/macrs-tables.ts). Apart from taxImpact (tax-impact.ts) so that the
 * widget's tax add-on, which has the estimate already, does not carry the land tables twice.
 */
export function taxImpactOfEstimate(estimate: V2Estimate, input: TaxImpactInput): TaxImpact {
  const taxCase = input.case ?? DEFAULT_TAX_CASE;
  const { pct, reclassified } = estimate[taxCase];
  const { depreciableBasis } = estimate;
  const placed = parseIsoDate(input.placedInService);
  if (!placed) throw new RangeError(`Not a date: ${input.placedInService}`);

  // Rates are used to the basis point, and echoed as used. Defaults are the law's: the bonus rate
  // for the dates acquired and placed in service, the top income-tax rate of the study year.
  const acquired = input.acquired ?? input.placedInService;
  const studyYear = input.studyYear ?? placed.year;
  const bonusRate = toBasisPoints(input.bonusRate ?? statutoryBonusRate(acquired, input.placedInService)) / 10_000;
  const taxRate = toBasisPoints(input.taxRate ?? defaultTaxRate(studyYear)) / 10_000;
  const discountRate = toBasisPoints(input.discountRate ?? DEFAULT_DISCOUNT_RATE) / 10_000;
  const buildingLife: BuildingLife = V2_BUILDING_CLASSES[input.propertyType] === '27.5-year' ? 27.5 : 39;
  const fourthQuarter = placed.month >= 10;

  const split = RECLASSIFIED_SPLIT[input.propertyType];
  const fiveYear = roundedShareOf(reclassified, split.fiveYear * 100);
  const sevenYear = roundedShareOf(reclassified, split.sevenYear * 100);
  const classes = { fiveYear, sevenYear, fifteenYear: reclassified - fiveYear - sevenYear, building: depreciableBasis - reclassified };

  const building = buildingRates(buildingLife, placed.month);
  const withoutUnits = building.map((rate) => depreciableBasis * rate);
  const withUnits = building.map((rate) => classes.building * rate);
  const bonusBasisPoints = toBasisPoints(bonusRate);
  for (const [propertyClass, basis] of [
    [5, classes.fiveYear],
    [7, classes.sevenYear],
    [15, classes.fifteenYear],
  ] as Array<[PropertyClass, number]>) {
    const bonus = roundedShareOf(basis, bonusBasisPoints);
    withUnits[0]! += bonus * RATE_UNITS;
    classRates(propertyClass, fourthQuarter).forEach((rate, index) => {
      withUnits[index] = (withUnits[index] ?? 0) + (basis - bonus) * rate;
    });
  }

  const studyIndex = studyYear - placed.year;
  const years = Math.max(withoutUnits.length, withUnits.length, studyIndex + 1);
  const without = toDollarColumn(withoutUnits, years, depreciableBasis);
  const asStudied = toDollarColumn(withUnits, years, depreciableBasis);

  // A look-back (IRC 481(a)): the years before the study are as filed, without it; the study
  // year takes its own with-study depreciation plus all that was missed before it.
  let catchUp = 0;
  for (let index = 0; index < studyIndex; index++) catchUp += asStudied[index]! - without[index]!;
  const withStudy = asStudied.map((amount, index) => (index < studyIndex ? without[index]! : index === studyIndex ? amount + catchUp : amount));

  const schedule = without.map((withoutStudy, index) => ({ year: placed.year + index, withoutStudy, withStudy: withStudy[index]! }));
  const taxBasisPoints = toBasisPoints(taxRate);
  const additionalDeduction = withStudy[studyIndex]! - without[studyIndex]!;
  let presentValue = 0;
  for (let index = studyIndex; index < years; index++) {
    presentValue += ((withStudy[index]! - without[index]!) * taxRate) / (1 + discountRate) ** (index - studyIndex);
  }

  return {
    label: estimate.label,
    depreciableBasis,
    landShare: estimate.landShare,
    case: taxCase,
    pct,
    reclassified,
    classes,
    assumptions: {
      placedInService: input.placedInService,
      acquired,
      buildingLife,
      convention: fourthQuarter ? 'mid-quarter' : 'half-year',
      bonusRate,
      taxRate,
      discountRate,
    },
    schedule,
    studyYear: {
      year: studyYear,
      withoutStudy: without[studyIndex]!,
      withStudy: withStudy[studyIndex]!,
      catchUp,
      additionalDeduction,
      taxSavings: roundedShareOf(additionalDeduction, taxBasisPoints),
    },
    presentValue: { additionalTaxSavings: Math.floor(presentValue + 0.5) },
    disclaimer: TAX_IMPACT_DISCLAIMER,
  };
}

/**
 * Yearly amounts in RATE_UNITS to whole dollars, rounded half up, over `years` years; the last
 * year with an amount absorbs the rounding, so the column sums exactly to `total`.
 */
function toDollarColumn(units: number[], years: number, total: number): number[] {
  const dollars = Array.from({ length: years }, (_, index) => Math.floor(((units[index] ?? 0) + RATE_UNITS / 2) / RATE_UNITS));
  let last = units.length - 1;
  while (last > 0 && units[last] === 0) last--;
  dollars[last]! += total - dollars.reduce((sum, amount) => sum + amount, 0);
  return dollars;
}
