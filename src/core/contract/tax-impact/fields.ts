import { landShareFor, stateCodeOf } from '../../domain/estimate/land.ts';
import { percentText, roundHalfUp, toBasisPoints } from '../../domain/estimate/money.ts';
import {
  netInvestmentIncomeTaxRateLatest as NIIT_RATE,
  netInvestmentIncomeTaxThresholdLatest as NIIT_THRESHOLD,
  netInvestmentIncomeTaxThresholdJointLatest as NIIT_THRESHOLD_JOINT,
  netInvestmentIncomeTaxThresholdSeparateLatest as NIIT_THRESHOLD_SEPARATE,
  passiveSpecialAllowanceLatest as SPECIAL_ALLOWANCE,
} from '../../domain/law/rates.ts';
import { STATE_CODES } from '../../domain/law/state-codes.ts';
import { stateRatesFor } from '../../domain/law/state-rates.ts';
import {
  AVERAGE_STAYS,
  DEFAULT_AVERAGE_STAY,
  DEFAULT_FILING_STATUS,
  DEFAULT_PASSIVE_ACTIVITY,
  FILING_STATUSES,
  PASSIVE_ACTIVITIES,
} from '../../domain/tax/passive-activity.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from '../../domain/tax/placed-in-service-range.ts';
import { roomForTheStudysProperty } from '../../domain/tax/sale-allocation.ts';
import { ratesPassOneHundred } from '../../domain/tax/state-tax-impact.ts';
import { STUDY_YEAR_SPAN, studyYearRange } from '../../domain/tax/study-years.ts';
import {
  CURRENT_TOP_TAX_RATE,
  DEFAULT_DISCOUNT_RATE,
  DEFAULT_TAX_CASE,
  defaultTaxRate,
  FIRST_ACQUIRED,
  federalRateFor,
  investmentIncomeTaxApplies,
  isAcquiredDate,
  isIsoDate,
  isPlacedInServiceDate,
  MAX_ASSESSED_VALUE,
  MAX_DISCOUNT_RATE,
  MAX_INCOME,
  MAX_LAND_SHARE,
  MAX_SALE_PRICE,
  MAX_STATE_TAX_RATE,
  MAX_STUDY_FEE,
  MAX_TAXABLE_INCOME,
  SALE_YEAR_SPAN,
  saleYearRange,
  TAX_CASES,
} from '../../domain/tax/tax-impact-inputs.ts';
import { formatLimit } from '../limits.ts';
import { choice, date, dollars, flag, rate, requiredDate, year } from './field-kinds.ts';

/**
 * POST /api/v2/tax-impact's own fields (the v2 fields come first, as POST /api/v2/estimate has
 * them), in the request's order: the one place a tax-impact input is written. Each entry holds
 * its kind and bounds, its default, the rule between fields it takes part in, the API's message
 * and the visitor's words for each problem, its OpenAPI description and where the page shows it.
 * The checks, the request type, the messages and codes, the OpenAPI schema, the page's form and
 * its link readers are derived from it (checks.ts, messages.ts, request.ts,
 * openapi/tax-impact-request-schema.ts, view/tax-form.ts, view/link-values.ts). A new input is one entry here, and the engine reading it.
 */

const yearOf = (date: string) => Number(date.slice(0, 4));
/** "$25,000". */
const usd = (dollars: number) => `$${formatLimit(dollars)}`;

/** The most taxRate may be with the 3.8% of IRC 1411 added: 1 - that rate (0.962). */
/** A land share beside either assessed value: one or the other, whatever their values (so found at once, valid or not). */
const landShareAndAssessed = (landShare: unknown, { assessedLand, assessedImprovements }: Readonly<Record<string, unknown>>) =>
  landShare !== undefined && (assessedLand !== undefined || assessedImprovements !== undefined) ? ('notAllowed' as const) : undefined;

const MAX_TAX_RATE_WITH_NIIT = (10_000 - toBasisPoints(NIIT_RATE)) / 10_000;
const NIIT_WORDS = `${percentText(NIIT_RATE)} net investment income tax`;

export const TAX_IMPACT_FIELD_TABLE = {
  placedInService: requiredDate(isPlacedInServiceDate, {
    description: `Date placed in service, YYYY-MM-DD, from ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}. It picks the bonus rate within its schedule, the convention and the month column of the building's table.`,
    messages: {
      missing: `placedInService is required: a date written YYYY-MM-DD, from ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}`,
      invalid: `placedInService must be a date written YYYY-MM-DD, from ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}`,
    },
    words: {
      missing: `Enter a date from ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}`,
      invalid: `Enter a date from ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}`,
    },
    formDefault: (today) => today,
    page: {
      part: 'assumptions',
      order: 9,
      label: 'Placed in service',
      hint: 'The day it was first ready to rent. An earlier year gives a look-back study',
    },
  }),
  acquired: date(isAcquiredDate, {
    description: (law) =>
      `Date acquired (a written binding contract counts), YYYY-MM-DD, from ${FIRST_ACQUIRED}, on or before placedInService; default placedInService. IRC 168(k) picks the bonus schedule by it: ${law.bonusByAcquisition}`,
    messages: {
      invalid: `acquired must be a date written YYYY-MM-DD, from ${FIRST_ACQUIRED}, on or before placedInService`,
      outOfRange: 'acquired must be on or before placedInService: the property is acquired, then placed in service',
    },
    words: {
      invalid: `Enter a date from ${FIRST_ACQUIRED}, or leave it blank if the property was bought the day it was placed in service`,
      outOfRange: 'Enter a date on or before the date placed in service: the property is bought, then put in use',
    },
    between: {
      after: ['placedInService'],
      check: (acquired, { placedInService }) => (acquired !== undefined && acquired > placedInService! ? 'outOfRange' : undefined),
    },
    formDefault: '',
    page: { part: 'more', order: 4, label: 'Date acquired', hint: 'On or before the date placed in service; blank: the same day' },
  }),
  taxRate: rate(1, {
    description: (law) =>
      `Marginal tax rate, 0 to 1 (at most ${MAX_TAX_RATE_WITH_NIIT} with investmentIncomeTax); default the top federal rate of the study year: ${law.topTaxRate}. With a state, the federal rate and the state's (stateTaxRate, or its top rate) together may not pass 1: that problem is reported on stateTaxRate, given or not`,
    messages: {
      invalid: 'taxRate must be a number from 0 to 1 (0.37 is 37%)',
      outOfRange: `taxRate with investmentIncomeTax must be at most ${MAX_TAX_RATE_WITH_NIIT}: the ${NIIT_WORDS} is added to it, and the two cannot pass 1`,
      notAllowed:
        'taxRate cannot be given with taxableIncome: the tax of each year then comes from the brackets of the year for the filingStatus. Give one or the other',
    },
    words: {
      invalid: 'Enter a tax rate from 0 to 100%',
      outOfRange: `Enter a tax rate of ${percentText(MAX_TAX_RATE_WITH_NIIT)} or less: the ${percentText(NIIT_RATE)} tax is added to it`,
      notAllowed: 'Your income gives the tax rate of each year: leave the tax rate blank, or your income',
    },
    between: {
      after: ['investmentIncomeTax', 'passiveActivity', 'taxableIncome'],
      check: (taxRate, body) => {
        if (taxRate === undefined) return undefined;
        // With the household's income the brackets give each year's tax: a flat rate would say otherwise.
        if (body.taxableIncome !== undefined) return 'notAllowed';
        // With the 3.8% of IRC 1411 the federal rate is taxRate plus that rate: it cannot pass 100%.
        return investmentIncomeTaxApplies(body) && taxRate + NIIT_RATE > 1 ? 'outOfRange' : undefined;
      },
      fromPresence: (taxRate, { taxableIncome }) => (taxRate !== undefined && taxableIncome !== undefined ? 'notAllowed' : undefined),
    },
    // Blank, as the API's default: the study year's top rate (39.6% before 2018), which a pre-filled 37% would not be (a review).
    formDefault: '',
    page: {
      part: 'assumptions',
      order: 8,
      label: 'Tax rate',
      hint: `Your marginal federal rate. Blank: the study year’s top rate (${percentText(CURRENT_TOP_TAX_RATE)} today)`,
    },
  }),
  discountRate: rate(MAX_DISCOUNT_RATE, {
    description: `Discount rate of the present value, 0 to ${MAX_DISCOUNT_RATE}; default ${DEFAULT_DISCOUNT_RATE}`,
    messages: { invalid: `discountRate must be a number from 0 to ${MAX_DISCOUNT_RATE} (0.05 is 5%)` },
    words: { invalid: `Enter a discount rate from 0 to ${percentText(MAX_DISCOUNT_RATE)}` },
    formDefault: percentText(DEFAULT_DISCOUNT_RATE),
    page: {
      part: 'more',
      order: 2,
      label: 'Discount rate',
      hint: `At ${percentText(DEFAULT_DISCOUNT_RATE)}, ${usd(Math.round(100 * (1 + DEFAULT_DISCOUNT_RATE)))} next year is worth $100 today`,
    },
  }),
  bonusRate: rate(1, {
    description:
      "Bonus depreciation rate, 0 to 1 (0 elects out; or the TCJA schedule's rate instead of 100% under the election of IRC 168(k)(10) for the first tax year ending after 2025-01-19); default: the statutory rate for the dates acquired and placed in service, for a building bought used (acquired before 2017-09-28: none, as bonus depreciation then required original use; give the rate for a building whose original use begins with the owner)",
    messages: { invalid: 'bonusRate must be a number from 0 to 1 (0 elects out of bonus depreciation)' },
    words: { invalid: 'Enter a bonus rate from 0 to 100%, or leave it blank for the rate the law sets' },
    formDefault: '',
    page: { part: 'more', order: 1, label: 'Bonus depreciation', hint: 'Blank: the rate the law sets' },
  }),
  case: choice(TAX_CASES, {
    description: `Which case of the estimate to depreciate; default ${DEFAULT_TAX_CASE}`,
    messages: { invalid: `case must be one of: ${TAX_CASES.join(', ')}` },
    words: { invalid: 'Choose low, typical or high' },
    formDefault: DEFAULT_TAX_CASE,
    page: {
      part: 'assumptions',
      order: 12,
      label: 'Case',
      hint: 'The low, typical or high end of the range above',
      options: [
        ['low', 'Low'],
        ['typical', 'Typical'],
        ['high', 'High'],
      ],
    },
  }),
  studyYear: year({
    description: `Tax year the study is applied in; default the year placed in service, at most ${STUDY_YEAR_SPAN} years later (a look-back: the missed depreciation is caught up that year, IRC 481(a))`,
    messages: {
      invalid: 'studyYear must be a whole year, such as 2026',
      outOfRange: (first, last) => `studyYear must be from ${first} (the year placed in service) to ${last} (${last - first} years later)`,
    },
    words: {
      invalid: 'Enter a year, or leave it blank',
      outOfRange: (first, last) => `Enter a year from ${first} to ${last}, or leave it blank`,
    },
    between: {
      after: ['placedInService'],
      check: (studyYear, { placedInService }) => {
        if (studyYear === undefined) return undefined;
        const years = studyYearRange(yearOf(placedInService!));
        return studyYear < years.first || studyYear > years.last ? { kind: 'outOfRange', years } : undefined;
      },
    },
    formDefault: '',
    // On the page a blank study year is this year for an earlier purchase: a look-back (decision 0343, src/core/view/look-back.ts).
    page: { part: 'more', order: 3, label: 'Study year', hint: 'Blank: this year, or the year placed in service if later' },
  }),
  studyFee: dollars(MAX_STUDY_FEE, {
    description:
      "Fee of the study, dollars, paid in the study year and deducted then as an expense of the rental (IRC 162/212), with the rental's other losses under a passive-activity limit; default 0",
    messages: { invalid: `studyFee must be a number of dollars from 0 to ${MAX_STUDY_FEE}` },
    words: { invalid: `Enter a fee from $0 to ${usd(MAX_STUDY_FEE)}, or leave it blank` },
    formDefault: '',
    page: { part: 'keep', order: 1, label: 'Study fee ($)', hint: 'Paid and deducted in the study year' },
  }),
  saleDate: date(isIsoDate, {
    description: `Date of a planned sale, YYYY-MM-DD, in a year after the year placed in service and after the study year, at most ${SALE_YEAR_SPAN} years after the first; absent: held through the recovery. The sale's price, the study's property's value at it and an exchange are salePrice, reclassifiedValueAtSale and exchange`,
    messages: {
      invalid: 'saleDate must be a date written YYYY-MM-DD',
      outOfRange: (first, last) =>
        `saleDate must be in a year from ${first} (after the year placed in service and the study year) to ${last} (${SALE_YEAR_SPAN} years after the year placed in service)`,
    },
    words: {
      invalid: 'Enter a date, or leave it blank if you plan to keep the property',
      outOfRange: (first, last) => `Enter a date in ${first} to ${last} (after the year placed in service and the study year), or leave it blank`,
    },
    between: {
      // A study year at fault is taken as not given (the year placed in service): a sale in that
      // year or past the span is wrong whatever the study year, and is said with its problem.
      after: ['placedInService'],
      readsIfValid: ['studyYear'],
      check: (saleDate, { placedInService, studyYear }) => {
        if (saleDate === undefined) return undefined;
        const placedYear = yearOf(placedInService!);
        const years = saleYearRange(placedYear, studyYear ?? placedYear);
        const saleYear = yearOf(saleDate);
        return saleYear < years.first || saleYear > years.last ? { kind: 'outOfRange', years } : undefined;
      },
    },
    formDefault: '',
    page: { part: 'sale', order: 1, label: 'Sale date', hint: 'Blank: you keep it through the recovery' },
  }),
  salePrice: dollars(
    MAX_SALE_PRICE,
    {
      description: `The price the property is sold for, dollars, 1 to ${MAX_SALE_PRICE}; only with saleDate; default the purchase price. Allocated by fair market value (Treas. Reg. 1.1245-1(a)(5)): the land at the purchase's land share, the study's property at its value at sale (reclassifiedValueAtSale), the building the rest`,
      messages: {
        invalid: `salePrice must be a number of dollars from 1 to ${MAX_SALE_PRICE}`,
        notApplicable: 'salePrice is taken only with saleDate: the price of a planned sale',
      },
      words: { invalid: `Enter a price from $1 to ${usd(MAX_SALE_PRICE)}, or leave it blank for the price you paid`, notApplicable: 'Enter the sale date too' },
      between: {
        after: ['saleDate'],
        check: (salePrice, { saleDate }) => (salePrice !== undefined && saleDate === undefined ? 'notApplicable' : undefined),
      },
      formDefault: '',
      page: { part: 'sale', order: 2, label: 'For about how much? ($)', hint: 'Blank: the price you paid' },
    },
    1,
  ),
  reclassifiedValueAtSale: dollars(MAX_SALE_PRICE, {
    description: `What the property the study moved to the 5-, 7- and 15-year classes is worth at the sale, dollars, 0 up to the sale price less the land's part of it (an appraisal, say); only with saleDate. Split between the classes in proportion to their default values, or to their costs where those are all zero. Default: each class at its cost less straight-line wear over its ADS recovery period (Rev. Proc. 87-56: asset class 57.0, 9 years; 00.11, 10 years; 00.3, 20 years), from placed in service to the sale, never below zero`,
    messages: {
      invalid: `reclassifiedValueAtSale must be a number of dollars from 0 to ${MAX_SALE_PRICE}`,
      notApplicable: 'reclassifiedValueAtSale is taken only with saleDate: the value at a planned sale',
      outOfRange:
        "reclassifiedValueAtSale must be at most the sale price less the land's part of it (salePrice, or the purchase price when it is not given, at the land share used: landShare, the assessor's ratio or the state's average): the study's property is part of what the building sells for",
    },
    words: {
      invalid: 'Enter a value of $0 or more, or leave it blank',
      notApplicable: 'Enter the sale date too',
      outOfRange: 'Enter a value no higher than the sale price less the land: it is part of what the building sells for',
    },
    between: {
      // The sale date only given or not: a date at fault does not hide a value above its bound.
      after: ['salePrice', 'purchasePrice', 'landShare', 'assessedLand', 'assessedImprovements', 'zip'],
      fromPresence: (value, { saleDate }) => (value !== undefined && saleDate === undefined ? 'notApplicable' : undefined),
      check: (value, body) => {
        if (value === undefined) return undefined;
        if (body.saleDate === undefined) return 'notApplicable';
        // One assessed value without the other is refused on its own: there is no land share to measure against yet.
        if ((body.assessedLand === undefined) !== (body.assessedImprovements === undefined)) return undefined;
        // The engine's own bound (sale-allocation.ts), at the land share the estimate takes.
        const terms = { salePrice: body.salePrice ?? body.purchasePrice!, purchasePrice: body.purchasePrice!, landShare: landShareFor(body).landShare };
        return roundHalfUp(value) > roomForTheStudysProperty(terms) ? 'outOfRange' : undefined;
      },
    },
    formDefault: '',
    page: { part: 'sale', order: 3, label: 'What its carpet, fixtures and site work will be worth then ($)', hint: 'Blank: their cost less wear' },
  }),
  exchange: flag({
    description:
      "With saleDate only: the sale is a like-kind exchange under IRC 1031; default false. No gain is recognised in either world (each world's gain is deferred) and no tax is paid at the sale. The replacement carries the property on (IRC 1031(d); Treas. Reg. 1.168(i)-6(c): its basis depreciated over the remaining recovery period, the same method and convention), so the schedule, the passive rules and the net value are the held property's; suspended passive losses are not released at the exchange (IRC 469(g) needs a fully taxable disposition). No boot, a replacement of equal or greater value and no election under Treas. Reg. 1.168(i)-6(i) are assumed. The study's property is assumed real property under Treas. Reg. 1.1031(a)-3 or exchanged alongside (movable personal property has not qualified since 2018), and the replacement to hold at least as much 1245 property",
    messages: {
      invalid: 'exchange must be true or false',
      notApplicable: 'exchange is taken only with saleDate: a planned sale may be an exchange',
    },
    words: { invalid: 'Answer yes or no', notApplicable: 'Enter the sale date too' },
    between: {
      after: ['saleDate'],
      check: (exchange, { saleDate }) => (exchange !== undefined && saleDate === undefined ? 'notApplicable' : undefined),
    },
    formDefault: '',
    page: {
      part: 'sale',
      order: 4,
      label: 'It will be a like-kind exchange (IRC 1031)',
      hint: 'The gain is deferred, and no tax is paid at the sale',
      linkReader: 'yesOrNo',
    },
  }),
  passiveActivity: choice(PASSIVE_ACTIVITIES, {
    description: `How the owner takes part (IRC 469); default ${DEFAULT_PASSIVE_ACTIVITY}: losses usable as they come (a real estate professional, or a short-term rental with average stays of 7 days or less and material participation). active_participation: the special allowance of IRC 469(i). passive: no allowance; an investor whose other passive income takes the losses is passive with otherPassiveIncome (the rental stays passive, so the net investment income tax can reach it)`,
    messages: {
      invalid: `passiveActivity must be one of: ${PASSIVE_ACTIVITIES.join(', ')}`,
      notAllowed:
        'passiveActivity active_participation is not available for a short-term rental with an average stay of 7 days or less: it is not a rental activity (Treas. Reg. 1.469-1T(e)(3)(ii)(A)), so the special allowance of IRC 469(i) does not apply. Choose not_limited if you materially participate, or passive; or give averageStay over_7_days',
    },
    words: {
      invalid: 'Choose how you take part in the rental',
      notAllowed: `A short-term rental with stays of 7 days or less is not a rental activity, so the ${usd(SPECIAL_ALLOWANCE)} allowance does not apply: choose the first or the last answer`,
    },
    // With stays of 7 days or less a short-term rental is not a rental activity (Treas. Reg.
    // 1.469-1T(e)(3)(ii)(A)): the special allowance, for rental real estate, does not apply.
    between: {
      after: ['propertyType', 'averageStay'],
      check: (passiveActivity, { propertyType, averageStay }) =>
        passiveActivity === 'active_participation' && propertyType === 'residential_str' && (averageStay ?? DEFAULT_AVERAGE_STAY) === '7_days_or_less'
          ? 'notAllowed'
          : undefined,
    },
    // The page asks before it answers (decision 0342): nothing is chosen for the owner, and no tax figure is shown until one is.
    formDefault: '',
    page: { part: 'assumptions', order: 1, label: 'How do you take part in this property?' },
  }),
  netOperatingIncome: dollars(MAX_INCOME, {
    description:
      "The property's yearly income before depreciation, dollars, the same each year; the first year earns it from the day placed in service and a sale year to the day before the sale, by the days owned; required with active_participation or passive",
    messages: {
      invalid: `netOperatingIncome must be a number of dollars from 0 to ${MAX_INCOME}`,
      missing: "netOperatingIncome is required with passiveActivity active_participation or passive: the property's yearly income before depreciation",
    },
    words: {
      invalid: `Enter an income from $0 to ${usd(MAX_INCOME)}`,
      missing: "Enter the property's yearly income before depreciation: the limit depends on it",
    },
    between: {
      after: ['passiveActivity'],
      check: (income, { passiveActivity }) =>
        income === undefined && (passiveActivity === 'active_participation' || passiveActivity === 'passive') ? 'missing' : undefined,
    },
    formDefault: '',
    page: {
      part: 'assumptions',
      order: 5,
      label: "The rental's yearly income before depreciation ($)",
      hint: 'Rents less operating costs and interest; a part year counts by the days owned. Blank: $0 (a landlord or an investor must give it)',
    },
  }),
  otherPassiveIncome: dollars(MAX_INCOME, {
    description: 'Other passive income a year, dollars; default 0',
    messages: { invalid: `otherPassiveIncome must be a number of dollars from 0 to ${MAX_INCOME}` },
    words: { invalid: `Enter an income from $0 to ${usd(MAX_INCOME)}, or leave it blank` },
    formDefault: '',
    page: { part: 'assumptions', order: 6, label: 'Other passive income a year ($)', hint: 'Blank: none' },
  }),
  modifiedAgi: dollars(MAX_INCOME, {
    description: 'Modified adjusted gross income, dollars (IRC 469(i)(3)); required with active_participation',
    messages: {
      invalid: `modifiedAgi must be a number of dollars from 0 to ${MAX_INCOME}`,
      missing: 'modifiedAgi is required with passiveActivity active_participation: modified adjusted gross income sets the allowance (IRC 469(i)(3))',
    },
    words: {
      invalid: `Enter an income from $0 to ${usd(MAX_INCOME)}`,
      missing: 'Enter your modified adjusted gross income: the allowance depends on it',
    },
    between: {
      after: ['passiveActivity'],
      check: (agi, { passiveActivity }) => (agi === undefined && passiveActivity === 'active_participation' ? 'missing' : undefined),
    },
    formDefault: '',
    page: {
      part: 'assumptions',
      order: 7,
      label: 'Modified adjusted gross income ($)',
      hint: 'Your adjusted gross income (Form 1040, line 11) before the rental loss',
    },
  }),
  averageStay: choice(AVERAGE_STAYS, {
    description: `residential_str only (refused for other property types): the average guest stay; default ${DEFAULT_AVERAGE_STAY}. With 7 days or less the rental is not a rental activity (Treas. Reg. 1.469-1T(e)(3)(ii)(A)): its losses are not limited with material participation (not_limited) and passive without it; active_participation is refused, the special allowance being for rental real estate. Over 7 days it is a rental like any other`,
    messages: {
      invalid: `averageStay must be one of: ${AVERAGE_STAYS.join(', ')}`,
      notApplicable: 'averageStay applies only to propertyType residential_str (a short-term rental)',
    },
    words: { invalid: 'Choose the average guest stay', notApplicable: 'The average stay is asked for short-term rentals only' },
    // A short-term rental's average stay says whether it is a rental activity at all (IRC 469,
    // Treas. Reg. 1.469-1T(e)(3)(ii)(A)): it means nothing for another property type.
    between: {
      after: ['propertyType'],
      check: (averageStay, { propertyType }) => (averageStay !== undefined && propertyType !== 'residential_str' ? 'notApplicable' : undefined),
    },
    formDefault: '',
    page: {
      part: 'assumptions',
      order: 2,
      label: 'Average guest stay',
      hint: `7 days or less: not a rental activity, so no ${usd(SPECIAL_ALLOWANCE)} allowance for a landlord (Treas. Reg. 1.469-1T(e)(3)(ii)(A))`,
      options: [
        ['', '7 days or less'],
        ['over_7_days', 'Over 7 days'],
      ],
    },
  }),
  filingStatus: choice(FILING_STATUSES, {
    description: `Default ${DEFAULT_FILING_STATUS}. married_separate gets no special allowance (IRC 469(i)(5)(B)), assuming the spouses lived together at some time in the year; the others the full allowance`,
    messages: { invalid: `filingStatus must be one of: ${FILING_STATUSES.join(', ')}` },
    words: { invalid: 'Choose your filing status' },
    formDefault: DEFAULT_FILING_STATUS,
    // Filing statuses as an owner names them (IRC 469(i)(5)(B): separately, no special allowance).
    page: {
      part: 'assumptions',
      order: 4,
      label: 'Filing status',
      options: [
        ['single', 'Single'],
        ['married_joint', 'Married filing jointly'],
        ['married_separate', 'Married filing separately'],
        ['head_of_household', 'Head of household'],
      ],
    },
  }),
  investmentIncomeTax: flag({
    description: `Whether the ${NIIT_WORDS} (IRC 1411) applies to the owner (a passive owner with modified AGI over ${usd(NIIT_THRESHOLD)} single, ${usd(NIIT_THRESHOLD_JOINT)} joint, ${usd(NIIT_THRESHOLD_SEPARATE)} married filing separately); default false. When true, ${percentText(NIIT_RATE)} is added to the federal rate on the study’s deductions, the fee’s deduction and the gain at sale; assumptions.taxRate stays the rate given. Not with passiveActivity not_limited (the default): such a rental is taken as the owner’s nonpassive trade or business (a real estate professional’s that meets the safe harbor of Treas. Reg. 1.1411-4(g)(7), a short-term rental the owner runs), whose rents and gain are not net investment income (IRC 1411(c)(1)(A), (c)(2)(A); Treas. Reg. 1.1411-4(d)(4)), so the figures take none and assumptions.investmentIncomeTax says false`,
    messages: { invalid: 'investmentIncomeTax must be true or false' },
    words: { invalid: 'Answer yes or no' },
    formDefault: '',
    page: {
      part: 'assumptions',
      order: 11,
      label: `The ${NIIT_WORDS} applies to me`,
      hint: `Usually a passive owner with modified AGI over ${usd(NIIT_THRESHOLD)} single, ${usd(NIIT_THRESHOLD_JOINT)} joint, ${usd(NIIT_THRESHOLD_SEPARATE)} separate; never a rental that is your trade or business`,
      linkReader: 'yesOrNo',
    },
  }),
  state: choice(STATE_CODES, {
    description:
      "Two-letter USPS code of the owner's state (DC included); default the state of the ZIP code, none without one. Given, it wins over the ZIP's state",
    messages: { invalid: 'state must be a two-letter USPS code of a state or DC, in capitals, such as CA' },
    words: { invalid: 'Choose a state, or leave it to your ZIP code' },
    formDefault: '',
    page: {
      part: 'assumptions',
      order: 10,
      label: 'State',
      hint: 'Its tax at its top rate; a state you choose wins over the ZIP code’s',
      stateChoiceBlank: 'From the ZIP code',
      // `state=ca` means California, as the choice shows it.
      linkReader: 'upperCase',
    },
  }),
  landShare: rate(MAX_LAND_SHARE, {
    description: `The land's share of the purchase price, 0 to ${MAX_LAND_SHARE}, from an appraisal or the closing statement; default the assessor's ratio when assessedLand and assessedImprovements are given, else the ZIP code's state's average (the v2 estimate's). Not with the assessed values. The answer's landShare is the share used, landShareSource where it came from`,
    messages: {
      invalid: `landShare must be a number from 0 to ${MAX_LAND_SHARE} (0.2 is 20%)`,
      notAllowed: 'landShare cannot be given with assessedLand and assessedImprovements: give one or the other',
    },
    words: {
      invalid: `Enter a land share from 0 to ${percentText(MAX_LAND_SHARE)}, or leave it blank`,
      notAllowed: 'Give the land share or the assessed values, not both',
    },
    between: {
      after: ['assessedLand', 'assessedImprovements'],
      check: (landShare, body) => landShareAndAssessed(landShare, body),
      fromPresence: landShareAndAssessed,
    },
    formDefault: '',
    page: { part: 'land', order: 3, label: 'Land share of the price', hint: 'Instead of the assessed values: from an appraisal or the closing statement' },
  }),
  assessedLand: dollars(MAX_ASSESSED_VALUE, {
    description: `The assessor's value of the land on the property tax bill, dollars, 0 to ${MAX_ASSESSED_VALUE}; with assessedImprovements: the land share is assessedLand / (assessedLand + assessedImprovements), the assessor's ratio (IRS Publication 551, "Allocating the basis")`,
    messages: {
      invalid: `assessedLand must be a number of dollars from 0 to ${MAX_ASSESSED_VALUE}`,
      missing: 'assessedLand is required with assessedImprovements: the land share is their ratio',
    },
    words: { invalid: 'Enter the land value on your tax bill, $0 or more', missing: 'Enter the land value on your tax bill too' },
    between: {
      after: [],
      check: (land, { assessedImprovements }) => (land === undefined && assessedImprovements !== undefined ? 'missing' : undefined),
    },
    formDefault: '',
    page: { part: 'land', order: 1, label: 'Assessed land value ($)', hint: 'From your property tax bill' },
  }),
  assessedImprovements: dollars(MAX_ASSESSED_VALUE, {
    description: `The assessor's value of the improvements (the building) on the property tax bill, dollars, 0 to ${MAX_ASSESSED_VALUE}; with assessedLand, their sum above 0`,
    messages: {
      invalid: `assessedImprovements must be a number of dollars from 0 to ${MAX_ASSESSED_VALUE}`,
      missing: 'assessedImprovements is required with assessedLand: the land share is their ratio',
      outOfRange: `assessedLand and assessedImprovements must add up to more than 0, the land at most ${percentText(MAX_LAND_SHARE)} of the two`,
    },
    words: {
      invalid: 'Enter the improvements value on your tax bill, $0 or more',
      missing: 'Enter the improvements value on your tax bill too',
      outOfRange: `The two values must add up to more than $0, the land at most ${percentText(MAX_LAND_SHARE)} of them`,
    },
    between: {
      after: ['assessedLand'],
      // Missing beside any land value given, valid or not: said at once (a review found it said only once the land was fixed).
      fromPresence: (improvements, { assessedLand }) => (assessedLand !== undefined && improvements === undefined ? 'missing' : undefined),
      check: (improvements, { assessedLand }) => {
        if (assessedLand === undefined) return undefined;
        if (improvements === undefined) return 'missing';
        // A share past the most an owner may give (landShare's bound) is no building bought, nor a sum of 0.
        return assessedLand + improvements > 0 && assessedLand <= MAX_LAND_SHARE * (assessedLand + improvements) ? undefined : 'outOfRange';
      },
    },
    formDefault: '',
    page: { part: 'land', order: 2, label: 'Assessed improvements value ($)', hint: 'The building, from the same bill' },
  }),
  stateTaxRate: rate(MAX_STATE_TAX_RATE, {
    description: `The state's marginal rate, 0 to ${MAX_STATE_TAX_RATE}; default the state's top individual rate for the study year. With the federal rate (taxRate, plus ${NIIT_RATE} with investmentIncomeTax) it may not pass 1; that problem is reported on this field even when it is not given, as the state's top rate is then the rate added. A state without an income tax (state.treatment none) deducts nothing, so its rate is 0 whatever is given: state.taxRate says so. Without a state it has no effect`,
    messages: {
      invalid: `stateTaxRate must be a number from 0 to ${MAX_STATE_TAX_RATE} (0.093 is 9.3%)`,
      outOfRange: `the federal rate (taxRate, plus ${NIIT_RATE} with investmentIncomeTax) and the state's rate (stateTaxRate, or the state's top rate when it is not given) together cannot pass 1: each dollar deducted would save more than a dollar. Give a lower taxRate or stateTaxRate`,
    },
    words: {
      invalid: `Enter a state rate from 0 to ${percentText(MAX_STATE_TAX_RATE)}, or leave it blank for the state's top rate`,
      outOfRange: 'Your federal and state rates together cannot be more than 100%: lower one of them',
    },
    // Each dollar deducted saves the federal rate (the 3.8% included) plus the state's (the one
    // given, else its top rate; none in a state without an income tax), to the basis point as
    // the figures use them: past 100% a dollar of fee would save more than a dollar, and the net
    // value would grow with the fee. Named on stateTaxRate: it is the rate the state adds.
    between: {
      after: ['taxRate', 'investmentIncomeTax', 'passiveActivity', 'placedInService', 'studyYear', 'state', 'zip'],
      check: (stateTaxRate, body) => {
        const { taxRate, placedInService, studyYear, state, zip } = body;
        const code = stateCodeOf({ state, zip: zip! });
        if (code === null) return undefined; // no state: a rate given has no effect
        const year = studyYear ?? yearOf(placedInService!);
        const federal = toBasisPoints(federalRateFor(taxRate ?? defaultTaxRate(year), investmentIncomeTaxApplies(body), year));
        return ratesPassOneHundred(federal, stateRatesFor(code), stateTaxRate, placedInService!, year) ? 'outOfRange' : undefined;
      },
    },
    formDefault: '',
    page: { part: 'more', order: 5, label: 'State tax rate', hint: 'Blank: the state’s top rate' },
  }),
  taxableIncome: dollars(MAX_TAXABLE_INCOME, {
    description: `The household's federal taxable income for the study year without this property (Form 1040 line 15 less this property's income and deductions), dollars, 0 to ${MAX_TAXABLE_INCOME}, taken as the same in every later year, and as wages and other business income less the standard deduction and, before 2018, the filers' own personal exemptions (so neither makes a net operating loss, IRC 172(d)(3), (4)). Given, each year's federal tax is figured from the Tax Table (under $100,000) or the ordinary brackets of that year for the filingStatus (a year after the latest the law's records hold uses that year's brackets, a year before the first the first's: assumptions.latestBracketsYear says which is latest), twice: without the study and with it; taxRate may not be given with it, and assumptions.taxRate reports the marginal rate of the study year without the study. Absent: the flat taxRate`,
    messages: { invalid: `taxableIncome must be a number of dollars from 0 to ${MAX_TAXABLE_INCOME}` },
    words: { invalid: `Enter a taxable income from $0 to ${usd(MAX_TAXABLE_INCOME)}, or leave it blank` },
    formDefault: '',
    page: {
      part: 'assumptions',
      order: 3,
      label: 'Household taxable income ($)',
      hint: 'On last year’s return: Form 1040, line 15, without this property. Blank: a flat tax rate',
    },
  }),
};
