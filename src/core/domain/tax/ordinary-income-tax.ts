import { divideHalfUp, toBasisPoints } from '../estimate/money.ts';
import type { ExcessBusinessLossThreshold } from '../law/excess-business-loss.ts';
import type { BracketSchedule, OrdinaryBrackets } from '../law/ordinary-brackets.ts';
import {
  excessBusinessLossThreshold,
  netOperatingLossCarryforwardYears,
  netOperatingLossDeductionLimit,
  ordinaryIncomeTaxBrackets,
  personalExemption,
  standardDeduction,
  taxTable,
  unrecaptured1250Rate,
} from '../law/rates.ts';
import type { StandardDeductionByStatus } from '../law/standard-deduction.ts';
import type { TaxTableBands } from '../law/tax-table.ts';
import type { FilingStatus } from './passive-activity.ts';
import { TAX_UNITS } from './tax-units.ts';

/**
 * The owner's ordinary federal income tax for a year (IRC 1(j)), and the two limits on business
 * losses that come before it: the excess business loss threshold (IRC 461(l)) and the net
 * operating loss deduction limit (IRC 172(a)(2)). Each reads its dated record in domain/law. The
 * brackets' tax function (tax-rules.ts) takes its year's law, its tax and its marginal rate from
 * here, and its tax with a sale's gain from the Schedule D Tax Worksheet (schedule-d-tax.ts).
 *
 * The tax is figured as Form 1040 line 16 says: under $100,000 of taxable income from the Tax
 * Table (the rate schedule's tax on the middle of the table's band, in whole dollars:
 * law/tax-table.ts), from $100,000 as the Tax Computation Worksheet does, from the rate schedules.
 * Both exactly: income in cents times rates in basis points is an integer, so no bracket edge
 * rounds by binary floating-point error. Only the total is rounded, half up to whole dollars
 * (money.ts).
 */

/** The recorded year whose law a year takes: itself, the last recorded year for a later one, the first for an earlier one. */
export interface RecordedYear {
  /** The year asked about. */
  asked: number;
  /** The year whose row is used. */
  used: number;
  /** The year asked is after the last recorded year: the law as it now stands is assumed to continue. */
  laterThanRecorded: boolean;
  /** The year asked is before the first recorded year. */
  earlierThanRecorded: boolean;
}

type YearRows<Value> = { rows: ReadonlyArray<{ from: string; value: Value }> };

function recordedYear(parameter: YearRows<unknown>, year: number): RecordedYear {
  const years = parameter.rows.map((row) => Number(row.from.slice(0, 4)));
  const first = years[0]!;
  const last = years.at(-1)!;
  const used = year < first ? first : (years.filter((from) => from <= year).at(-1) ?? first);
  return { asked: year, used, laterThanRecorded: year > last, earlierThanRecorded: year < first };
}

/**
 * A year's place in the caches by year (these, schedule-d-tax.ts's and flat-rules.ts's), counted from 1900: a list indexed by it stays a plain list
 * (a list indexed by the year itself would be a sparse one, looked up as slowly as a map).
 */
export function slotOf(year: number): number {
  return year - 1900;
}

/**
 * A reader of a record's value for a tax year: the row of the recorded year it takes
 * (`recordedYear`), found once per year and kept. Made once per record, at module level: the
 * owner's tax reads the brackets, the 461(l) and 172 limits every year of both worlds, many times
 * over, and the Schedule D worksheet (schedule-d-tax.ts) its thresholds and rates in a sale's year.
 */
export function yearlyValue<Value>(parameter: YearRows<Value>): (year: number) => Value {
  const values: Value[] = [];
  return (year) => {
    const slot = slotOf(year);
    // A value is never undefined (null is, for a year a limit does not apply): undefined is "not yet found".
    const known = values[slot];
    if (known !== undefined) return known;
    const used = recordedYear(parameter, year).used;
    const value = parameter.rows.findLast((row) => Number(row.from.slice(0, 4)) <= used)!.value;
    values[slot] = value;
    return value;
  };
}

const bracketsOf = yearlyValue<OrdinaryBrackets>(ordinaryIncomeTaxBrackets);
const taxTableOf = yearlyValue<TaxTableBands>(taxTable);
const standardDeductionOf = yearlyValue<StandardDeductionByStatus>(standardDeduction);
const personalExemptionOf = yearlyValue<number>(personalExemption);
const excessBusinessLossThresholdOf = yearlyValue<ExcessBusinessLossThreshold | null>(excessBusinessLossThreshold);
const netOperatingLossLimitOf = yearlyValue<number>(netOperatingLossDeductionLimit);
const carryforwardYearsOf = yearlyValue<number | null>(netOperatingLossCarryforwardYears);
/** The cap on the unrecaptured 1250 gain's rate of the year (IRC 1(h)(1)(E)), 0 to 1. */
export const unrecaptured1250RateOf = yearlyValue<number>(unrecaptured1250Rate);

/** The first year the 461(l) record covers: before it there was no such limit. */
const FIRST_EXCESS_BUSINESS_LOSS_YEAR = Number(excessBusinessLossThreshold.rows[0].from.slice(0, 4));

/**
 * The first tax year whose net operating loss IRC 172(a)(2)'s percentage limit reaches: the
 * record's first row (losses arising after 2017, Public Law 115-97, section 13302). A loss of an
 * earlier year is deducted first, and without it (172(a)(1), (2)(A); owner-federal-tax.ts).
 */
export const FIRST_YEAR_OF_LIMITED_LOSSES = Number(netOperatingLossDeductionLimit.rows[0].from.slice(0, 4));

/** The last year whose brackets are recorded: later years use them (`bracketYearUsed`). */
export const LATEST_BRACKETS_YEAR = Number(ordinaryIncomeTaxBrackets.rows.at(-1)!.from.slice(0, 4));

/**
 * Which year's brackets `ordinaryIncomeTax` and `marginalRateAt` use for `year`, so an answer can
 * say "2026's brackets are used for 2030": the brackets are recorded for 2015 to 2026.
 */
export function bracketYearUsed(year: number): RecordedYear {
  return recordedYear(ordinaryIncomeTaxBrackets, year);
}

/** The year's rate schedule for the filing status (its bracket year: `bracketYearUsed`). */
export function scheduleFor(filingStatus: FilingStatus, year: number): BracketSchedule {
  return bracketsOf(year)[filingStatus];
}

/**
 * A schedule as the tax is figured from it: each bracket's bottom in cents, its rate in basis
 * points, and the tax on the brackets below it, in cent-basis-points (an integer: exact).
 */
interface CentsBracket {
  bottom: number;
  basisPoints: number;
  taxBelow: number;
}

/** Each status and year's brackets in cents, by year slot, found once: the owner's tax asks for them every year of both worlds, many times over. */
const centsBrackets: Record<FilingStatus, CentsBracket[][]> = { single: [], married_joint: [], married_separate: [], head_of_household: [] };

function centsBracketsFor(filingStatus: FilingStatus, year: number): CentsBracket[] {
  const byYear = centsBrackets[filingStatus];
  const known = byYear[slotOf(year)];
  if (known) return known;
  const brackets: CentsBracket[] = [];
  let taxBelow = 0;
  for (const bracket of scheduleFor(filingStatus, year)) {
    const bottom = bracket.over * 100;
    const below = brackets.at(-1);
    if (below) taxBelow += (bottom - below.bottom) * below.basisPoints;
    brackets.push({ bottom, basisPoints: toBasisPoints(bracket.rate), taxBelow });
  }
  byYear[slotOf(year)] = brackets;
  return brackets;
}

/**
 * The tax in cent-basis-points (1 = a cent times 1/10,000): exact for any income in whole cents.
 * The tax below the income's bracket, then its rate on the cents over the bracket's bottom.
 */
export function exactTax(taxableIncome: number, filingStatus: FilingStatus, year: number): number {
  const cents = Math.round(taxableIncome * 100);
  if (cents <= 0) return 0;
  const brackets = centsBracketsFor(filingStatus, year);
  // The first bracket's bottom is 0, below any income here.
  let index = brackets.length - 1;
  while (brackets[index]!.bottom >= cents) index--;
  const { bottom, basisPoints, taxBelow } = brackets[index]!;
  return taxBelow + (cents - bottom) * basisPoints;
}

/**
 * Where the Tax Table taxes a taxable income (dollars): the middle of its band, in cents, or null
 * from the table's limit on (the rate schedule applies to the income itself). A band is "at least
 * X but less than X + width": an income at a band's top edge is in the next band.
 */
export function taxTableMidpointInCents(taxableIncome: number, year: number): number | null {
  const table = taxTableOf(year);
  if (taxableIncome >= table.below) return null;
  let run = table.bands[0]!;
  for (const band of table.bands) if (band.from <= taxableIncome) run = band;
  const bottom = run.from + Math.floor((taxableIncome - run.from) / run.width) * run.width;
  return bottom * 100 + run.width * 50;
}

/**
 * The ordinary income tax on `taxableIncome` (dollars, cents allowed) for the filing status and
 * year, as Form 1040 line 16 has it: from the Tax Table under $100,000, from the year's rate
 * schedule (`bracketYearUsed`) above. Whole dollars, halves rounded up; 0 for taxable income of 0
 * or less.
 */
export function ordinaryIncomeTax(taxableIncome: number, filingStatus: FilingStatus, year: number): number {
  if (taxableIncome <= 0) return 0;
  // Rounded once, from the exact tax: through whole cents first, an income in cents could round twice.
  const midpoint = taxTableMidpointInCents(taxableIncome, year);
  return divideHalfUp(exactTax(midpoint === null ? taxableIncome : midpoint / 100, filingStatus, year), 100 * 10_000);
}

/**
 * The rate of the bracket the next dollar of taxable income falls in: at a bracket's edge ("not
 * over $X") the next dollar is over it, so the higher rate. Below zero taxable income the next
 * dollar is not taxed: 0.
 */
export function marginalRateAt(taxableIncome: number, filingStatus: FilingStatus, year: number): number {
  if (taxableIncome < 0) return 0;
  return scheduleFor(filingStatus, year).findLast((bracket) => bracket.over <= taxableIncome)!.rate;
}

/**
 * The last tax year a net operating loss arising in `year` may be deducted in, IRC
 * 172(b)(1)(A)(ii): twenty years on for a loss of a year before 2018; Infinity after (carried to
 * every later year).
 */
export function lastYearOfLoss(year: number): number {
  const years = carryforwardYearsOf(year);
  return years === null ? Number.POSITIVE_INFINITY : year + years;
}

/**
 * The IRC 461(l) threshold for the year and filing status, dollars: a joint return takes the
 * joint amount, every other status the single amount (461(l)(3)(A)(ii)(II) doubles it for a joint
 * return only). null when the limitation does not apply: before 2021 (the CARES Act suspended it
 * for 2018 to 2020; before 2018 there was none). A year after the last row takes its amount.
 */
export function excessBusinessLossThresholdFor(year: number, filingStatus: FilingStatus): number | null {
  if (year < FIRST_EXCESS_BUSINESS_LOSS_YEAR) return null;
  const threshold = excessBusinessLossThresholdOf(year);
  if (threshold === null) return null;
  return filingStatus === 'married_joint' ? threshold.joint : threshold.single;
}

/** Which year's 461(l) threshold `excessBusinessLossThresholdFor` uses for `year`. */
export function excessBusinessLossYearUsed(year: number): RecordedYear {
  return recordedYear(excessBusinessLossThreshold, year);
}

/**
 * The share of a year's taxable income (before the deduction) that its net operating loss
 * deduction may take, IRC 172(a)(2): 0.8 from 2021, 1 before (no percentage limit).
 */
export function netOperatingLossLimitFor(year: number): number {
  return netOperatingLossLimitOf(year);
}

/**
 * The basic standard deduction for the year and filing status (IRC 63(c)(2)), dollars: a
 * nonbusiness deduction, so the part of a loss that only takes taxable income below zero by it
 * is not a net operating loss (IRC 172(d)(4)). A year after the last row takes its amount, a year
 * before the first the first's.
 */
export function standardDeductionFor(year: number, filingStatus: FilingStatus): number {
  return standardDeductionOf(year)[filingStatus];
}

/**
 * The nonbusiness deductions a household's taxable income is taken to be net of, dollars: the
 * standard deduction and, before 2018, the filers' own personal exemptions (two on a joint
 * return, one otherwise; 151(d)(5) makes them zero from 2018). Neither makes a net operating loss
 * (IRC 172(d)(3), (4)): the part of a loss that only takes taxable income below zero by them is
 * not carried.
 */
export function nonbusinessDeductionsFor(year: number, filingStatus: FilingStatus): number {
  return standardDeductionFor(year, filingStatus) + personalExemptionsFor(year, filingStatus);
}

/** The filers' own personal exemptions of the year, dollars (IRC 151(d)): two on a joint return, one otherwise; none from 2018. */
export function personalExemptionsFor(year: number, filingStatus: FilingStatus): number {
  const filers = filingStatus === 'married_joint' ? 2 : 1;
  return filers * personalExemptionOf(year);
}

/**
 * What the owner's tax reads of a year's law besides its tax (owner-federal-tax.ts), each from its
 * dated record, found once per year: every year of both worlds reads it, many times over.
 */
export interface YearLaw {
  /**
   * The year's nonbusiness deductions (nonbusinessDeductionsFor), dollars: the part of a loss past
   * the income that they made is not a net operating loss (IRC 172(d)(3), (4)). An unbounded
   * income (a flat rate) is never passed, so they count for nothing there.
   */
  nonbusinessDeductions: number;
  /**
   * The filers' personal exemptions of the year (personalExemptionsFor), dollars: a year between a
   * loss and the year it is deducted in uses up a loss carried in by its taxable income without
   * them (IRC 172(b)(2)(A), with 172(d)(3)), so they take a loss carried in that saves no tax. 0
   * from 2018, and with a flat rate.
   */
  personalExemptions: number;
  /** The IRC 461(l) threshold of the year, dollars, or null where these rules have none (before 2021, a state). */
  excessBusinessLossThreshold: number | null;
  /** The share of a year's taxable income a loss carried in may take (IRC 172(a)(2)), 0 to 1. */
  netOperatingLossLimit: number;
  /** The last tax year a net operating loss arising this year may be deducted in (lastYearOfLoss): Infinity from 2018. */
  lastYearOfLoss: number;
}

/** Each filing status's YearLaw by year slot, found once: the owner's tax reads it every year of both worlds, in every answer. */
const bracketYearLaws: Record<FilingStatus, YearLaw[]> = { single: [], married_joint: [], married_separate: [], head_of_household: [] };

/** The year's law for the filing status: the brackets' `yearLaw` (TaxRules, owner-federal-tax.ts), and a flat rate's (flat-rules.ts). */
export function bracketYearLaw(filingStatus: FilingStatus, year: number): YearLaw {
  const byYear = bracketYearLaws[filingStatus];
  const known = byYear[slotOf(year)];
  if (known) return known;
  const law: YearLaw = {
    nonbusinessDeductions: nonbusinessDeductionsFor(year, filingStatus),
    personalExemptions: personalExemptionsFor(year, filingStatus),
    excessBusinessLossThreshold: excessBusinessLossThresholdFor(year, filingStatus),
    netOperatingLossLimit: netOperatingLossLimitFor(year),
    lastYearOfLoss: lastYearOfLoss(year),
  };
  byYear[slotOf(year)] = law;
  return law;
}

/** The household's taxable income (whole dollars) less what is deducted, with a sale's gain: never below zero. */
export function taxableIncomeOf(income: number, deducted: number, gain: number): number {
  return Math.max(0, income - deducted + gain);
}

/** The brackets' `incomeTax` (TaxRules, owner-federal-tax.ts): on the household's taxable income `income` less `deducted`, millionths of a dollar. */
export function bracketIncomeTax(income: number, filingStatus: FilingStatus, deducted: number, year: number): number {
  return TAX_UNITS * ordinaryIncomeTax(taxableIncomeOf(income, deducted, 0), filingStatus, year);
}

/** The brackets' `marginalRate` (TaxRules): the rate of the last dollar of the household's taxable income `income` less `deducted`, 0 to 1. */
export function bracketMarginalRate(income: number, filingStatus: FilingStatus, deducted: number, year: number): number {
  return marginalRateAt(taxableIncomeOf(income, deducted, 0), filingStatus, year);
}
