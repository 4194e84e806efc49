import { divideHalfUp, toBasisPoints } from '../estimate/money.ts';
import type { CapitalGainRates, CapitalGainThresholds, CapitalGainThresholdsByStatus } from '../law/capital-gain-rates.ts';
import { capitalGainRates, capitalGainRateThresholds } from '../law/rates.ts';
import {
  exactTax,
  marginalRateAt,
  ordinaryIncomeTax,
  scheduleFor,
  slotOf,
  taxableIncomeOf,
  taxTableMidpointInCents,
  unrecaptured1250RateOf,
  yearlyValue,
} from './ordinary-income-tax.ts';
import type { FilingStatus } from './passive-activity.ts';
import type { GainCharacter } from './sale-gains.ts';
import { TAX_UNITS } from './tax-units.ts';

const capitalGainThresholdsOf = yearlyValue<CapitalGainThresholdsByStatus>(capitalGainRateThresholds);
const capitalGainRatesOf = yearlyValue<CapitalGainRates>(capitalGainRates);

/**
 * The regular tax on a year's taxable income that holds a gain, figured as the Schedule D Tax
 * Worksheet figures it (2025 Instructions for Schedule D (Form 1040); IRC 1(h)(1)), for the parts
 * a sale of the property gives: ordinary income (the owner's other income and any recapture),
 * unrecaptured section 1250 gain and the rest of the net capital gain. No qualified dividends,
 * no Form 4952 investment interest and no 28% rate gain (collectibles, section 1202), so the
 * worksheet's lines for them are zero.
 *
 * Exact, as ordinary-income-tax.ts is: every line is whole dollars, every tax line whole cents
 * (15, 20 and 25 percent of whole dollars, and the brackets' tax on whole dollars, are whole
 * cents; lines 44 and 46 under $100,000 are the Tax Table's whole dollars), and only line 47 is
 * rounded, half up to whole dollars. Before 2018 the 39.6% bracket's tax on whole dollars can
 * end in tenths of a cent: lines 44 and 46 take it to the cent, as the worksheet's lines do.
 */

/**
 * What the worksheet reads from the return, whole dollars, none below zero: the year's taxable
 * income (line 1, Form 1040 line 15) and the net capital gain in it by character (Schedule D lines
 * 16 and 19). The taxable income may be less than the gains, when the year's losses or the carry
 * take part of them: the worksheet's own lines then say which part keeps its rate (lines 14, 23
 * and 35 to 39: the unrecaptured 1250 gain is cut first, IRC 1(h)(1)(E)(ii)), so the caller never
 * splits the income itself.
 */
export interface IncomeWithGains {
  /** Line 1: the taxable income, gains included. */
  taxableIncome: number;
  /** Schedule D line 19: unrecaptured section 1250 gain (1(h)(6)), part of the net capital gain: at the brackets, at most 25%. */
  unrecaptured1250Gain: number;
  /** The rest of the net capital gain (Schedule D line 16 less line 19), the adjusted net capital gain (1(h)(3)): at 0, 15 or 20%. */
  capitalGain: number;
}

/** The worksheet's lines that say how much is taxed at each rate, and its tax, line 47. */
export interface ScheduleDTaxWorksheet {
  /** Line 1: the taxable income. */
  taxableIncome: number;
  /** Line 21: taxed at the brackets (line 44): the ordinary income and the 1250 gain that falls below the 25% brackets. */
  atOrdinaryRates: number;
  /** Line 22: capital gain at 0%. */
  atZeroRate: number;
  /** Line 30: capital gain at 15% (line 31). */
  atFifteenRate: number;
  /** Line 33: capital gain at 20% (line 34). */
  atTwentyRate: number;
  /** Line 39: unrecaptured 1250 gain at 25% (line 40). */
  atTwentyFiveRate: number;
  /** The unrecaptured 1250 gain in line 21, at the brackets: line 21 less line 18 (the rest of the taxable income). */
  unrecapturedAtOrdinaryRates: number;
  /** Line 45 in cents: the tax with the gains at their rates. */
  taxWithGainRatesInCents: number;
  /** Line 46 in cents: the tax on all the taxable income at the brackets. */
  taxAtOrdinaryRatesInCents: number;
  /** Line 47 in cents: the smaller of lines 45 and 46. */
  taxInCents: number;
  /** Line 47 in whole dollars, halves rounded up: the tax. */
  tax: number;
}

/**
 * The maximum zero rate amount and maximum 15-percent rate amount (IRC 1(j)(5)(B); before 2018
 * the tops of the 15% and 35% brackets, 1(h)(1)(B), (C)) for the year and filing status: the
 * recorded year's, the last recorded year's for a later year and the first one's for an earlier
 * year. They are recorded for the same years as the brackets, so
 * bracketYearUsed says which year is used for both.
 */
export function capitalGainThresholdsFor(year: number, filingStatus: FilingStatus): CapitalGainThresholds {
  return capitalGainThresholdsOf(year)[filingStatus];
}

/** What the worksheet reads from the year's law for a filing status: its amounts in dollars, its rates in basis points. */
interface WorksheetLaw {
  maximumZeroRateAmount: number;
  maximumFifteenPercentRateAmount: number;
  taxedBelowUnrecapturedRate: number;
  zero: number;
  fifteen: number;
  twenty: number;
  unrecapturedCap: number;
}

/**
 * Each status and year's WorksheetLaw, found once: the owner's tax runs the worksheet in a sale's
 * year of both worlds and of every fee the break-even search asks for.
 */
const worksheetLaws: Record<FilingStatus, WorksheetLaw[]> = { single: [], married_joint: [], married_separate: [], head_of_household: [] };

function worksheetLawFor(filingStatus: FilingStatus, year: number): WorksheetLaw {
  const byYear = worksheetLaws[filingStatus];
  const known = byYear[slotOf(year)];
  if (known) return known;
  const thresholds = capitalGainThresholdsFor(year, filingStatus);
  const rates = capitalGainRatesOf(year);
  const cap = unrecaptured1250RateOf(year);
  const law: WorksheetLaw = {
    maximumZeroRateAmount: thresholds.maximumZeroRateAmount,
    maximumFifteenPercentRateAmount: thresholds.maximumFifteenPercentRateAmount,
    // "The amount of taxable income taxed at a rate below 25 percent" (1(h)(1)(A)(ii)(I)), the
    // worksheet's line 19 amount: where the first bracket at or above the 25% cap begins, the top
    // of the 24% bracket under 1(j)(2), of the 15% bracket before 2018. That is the year's
    // maximum zero rate amount then, so lines 19 to 21 come to the larger of lines 17 and 18, the
    // 2015 to 2017 worksheets' line 19, and every later line to theirs (the tests work 2016 by hand).
    taxedBelowUnrecapturedRate: scheduleFor(filingStatus, year).find((bracket) => bracket.rate >= cap)?.over ?? Number.POSITIVE_INFINITY,
    zero: toBasisPoints(rates.zero),
    fifteen: toBasisPoints(rates.fifteen),
    twenty: toBasisPoints(rates.twenty),
    unrecapturedCap: toBasisPoints(cap),
  };
  byYear[slotOf(year)] = law;
  return law;
}

function assertWholeDollars(income: IncomeWithGains): void {
  const whole = (amount: number) => Number.isSafeInteger(amount) && amount >= 0;
  if (whole(income.taxableIncome) && whole(income.unrecaptured1250Gain) && whole(income.capitalGain)) return;
  for (const [name, amount] of Object.entries(income)) {
    if (!whole(amount)) throw new RangeError(`${name} must be whole dollars, 0 or more: ${amount}`);
  }
}

/**
 * The rate schedule's tax on `taxableIncome` (dollars, cents allowed), the Tax Computation
 * Worksheet's arithmetic, in whole cents (halves rounded up): what the published tables print
 * ("$5,800 plus 22% of the excess over $50,400"). The tax owed is `ordinaryIncomeTax`, which
 * takes the Tax Table under $100,000.
 */
export function rateScheduleTaxInCents(taxableIncome: number, filingStatus: FilingStatus, year: number): number {
  return divideHalfUp(exactTax(taxableIncome, filingStatus, year), 10_000);
}

/**
 * The same tax in whole cents, as the Schedule D Tax Worksheet's lines 44 and 46 take it: whole
 * dollars from the Tax Table under $100,000, exact to the cent from the rate schedule above.
 */
export function ordinaryIncomeTaxInCents(taxableIncome: number, filingStatus: FilingStatus, year: number): number {
  if (taxableIncome <= 0) return 0;
  const midpoint = taxTableMidpointInCents(taxableIncome, year);
  if (midpoint === null) return rateScheduleTaxInCents(taxableIncome, filingStatus, year);
  return ordinaryIncomeTax(taxableIncome, filingStatus, year) * 100;
}

/**
 * The Schedule D Tax Worksheet, line by line, for the year's filing status and law (the brackets
 * of ordinary-income-tax.ts, the thresholds of capitalGainThresholdsFor). Its "if ... skip to line
 * 44" steps are not taken: each line they skip comes to zero here anyway.
 */
export function scheduleDTaxWorksheet(income: IncomeWithGains, filingStatus: FilingStatus, year: number): ScheduleDTaxWorksheet {
  // A whole-dollar amount at a rate in basis points, in cents (exact for rates that are whole percents).
  const centsAt = (dollars: number, basisPoints: number) => divideHalfUp(dollars * basisPoints, 100);
  assertWholeDollars(income);
  const { taxableIncome, unrecaptured1250Gain, capitalGain } = income;
  const law = worksheetLawFor(filingStatus, year);

  const line1 = taxableIncome;
  // Lines 2 to 6 (qualified dividends, Form 4952) and 8 are zero. Line 7: the net capital gain
  // (the smaller of Schedule D lines 15 and 16: both are the sale's net gain here).
  const line7 = unrecaptured1250Gain + capitalGain;
  const line9 = line7;
  const line10 = line9;
  // Line 11: Schedule D lines 18 (28% rate gain, none) and 19 (unrecaptured 1250 gain).
  const line11 = unrecaptured1250Gain;
  const line12 = Math.min(line9, line11);
  const line13 = line10 - line12; // the adjusted net capital gain
  const line14 = Math.max(0, line1 - line13);
  const line15 = law.maximumZeroRateAmount;
  const line16 = Math.min(line1, line15);
  const line17 = Math.min(line14, line16);
  const line18 = Math.max(0, line1 - line10);
  const line19 = Math.min(line1, law.taxedBelowUnrecapturedRate);
  const line20 = Math.min(line14, line19);
  const line21 = Math.max(line18, line20);
  const line22 = line16 - line17; // taxed at 0%
  const line23 = Math.min(line1, line13);
  const line24 = line22;
  const line25 = Math.max(0, line23 - line24);
  const line26 = law.maximumFifteenPercentRateAmount;
  const line27 = Math.min(line1, line26);
  const line28 = line21 + line22;
  const line29 = Math.max(0, line27 - line28);
  const line30 = Math.min(line25, line29); // taxed at 15%
  const line32 = line24 + line30;
  const line33 = line23 - line32; // taxed at 20%
  const line35 = Math.min(line9, unrecaptured1250Gain);
  const line36 = line10 + line21;
  const line37 = line1;
  const line38 = Math.max(0, line36 - line37);
  const line39 = Math.max(0, line35 - line38); // taxed at 25%
  // Lines 41 to 43: 28% rate gain, none.

  const line44 = ordinaryIncomeTaxInCents(line21, filingStatus, year);
  const line45 = centsAt(line22, law.zero) + centsAt(line30, law.fifteen) + centsAt(line33, law.twenty) + centsAt(line39, law.unrecapturedCap) + line44;
  const line46 = ordinaryIncomeTaxInCents(line1, filingStatus, year);
  return {
    taxableIncome: line1,
    atOrdinaryRates: line21,
    atZeroRate: line22,
    atFifteenRate: line30,
    atTwentyRate: line33,
    atTwentyFiveRate: line39,
    unrecapturedAtOrdinaryRates: line21 - line18,
    taxWithGainRatesInCents: line45,
    taxAtOrdinaryRatesInCents: line46,
    taxInCents: Math.min(line45, line46),
    tax: divideHalfUp(Math.min(line45, line46), 100),
  };
}

/**
 * The regular tax on a taxable income that holds unrecaptured1250Gain and capitalGain (whole
 * dollars, none below zero) as the Schedule D Tax Worksheet figures it: the part taxed at the brackets, the
 * capital gain at 0, 15 or 20% by where it falls against the year's thresholds, the unrecaptured
 * 1250 gain at the brackets but at most 25%, or, if less, the tax on all of it at the brackets.
 * Whole dollars, halves rounded up. Years after the last recorded year take its law, years
 * before the first the first's (bracketYearUsed).
 */
export function taxWithGains(income: IncomeWithGains, filingStatus: FilingStatus, year: number): number {
  return scheduleDTaxWorksheet(income, filingStatus, year).tax;
}

/**
 * The highest rate the worksheet taxed the unrecaptured section 1250 gain at (IRC 1(h)(1)(E)):
 * the 25% cap when some of it is over the top of the 24% bracket (line 39); else the bracket rate
 * of its last dollar, at the top of line 21; the bracket rate of the taxable income's last dollar
 * when line 46, all of it at the brackets, is the tax (line 47); 0 when none of it is taxed (the
 * year's losses took it).
 */
export function unrecapturedRateApplied(worksheet: ScheduleDTaxWorksheet, filingStatus: FilingStatus, year: number): number {
  if (worksheet.atTwentyFiveRate === 0 && worksheet.unrecapturedAtOrdinaryRates === 0) return 0;
  if (worksheet.taxAtOrdinaryRatesInCents < worksheet.taxWithGainRatesInCents) return marginalRateAt(worksheet.taxableIncome - 1, filingStatus, year);
  if (worksheet.atTwentyFiveRate > 0) return unrecaptured1250RateOf(year);
  return marginalRateAt(worksheet.atOrdinaryRates - 1, filingStatus, year);
}

/**
 * The brackets' `taxWithGain` (TaxRules, owner-federal-tax.ts): the worksheet on the household's
 * taxable income `income`, less what the property takes off it (`deducted`), with the sale's gain by
 * character, as Schedule D reports it (every amount whole dollars), millionths of a dollar.
 */
export function bracketTaxWithGain(income: number, filingStatus: FilingStatus, deducted: number, gain: GainCharacter, year: number): number {
  return TAX_UNITS * worksheetOf(income, filingStatus, deducted, gain, year).tax;
}

/** The brackets' `unrecapturedRate` (TaxRules): the rate the same worksheet put on the unrecaptured 1250 gain (unrecapturedRateApplied). */
export function bracketUnrecapturedRate(income: number, filingStatus: FilingStatus, deducted: number, gain: GainCharacter, year: number): number {
  return unrecapturedRateApplied(worksheetOf(income, filingStatus, deducted, gain, year), filingStatus, year);
}

function worksheetOf(income: number, filingStatus: FilingStatus, deducted: number, gain: GainCharacter, year: number): ScheduleDTaxWorksheet {
  return scheduleDTaxWorksheet(
    { taxableIncome: taxableIncomeOf(income, deducted, gain.totalGain), unrecaptured1250Gain: gain.unrecaptured1250Gain, capitalGain: gain.capitalGain },
    filingStatus,
    year,
  );
}
