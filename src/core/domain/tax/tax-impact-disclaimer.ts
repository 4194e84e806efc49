import { percentText } from '../estimate/money.ts';
import { netInvestmentIncomeTaxRateLatest } from '../law/rates.ts';

/**
 * What the tax-impact answer is and is not, sent with every answer. The net investment income
 * tax's rate is the law's record as it now stands (law/income-tax.ts), so a new row reaches the
 * words.
 */
export const TAX_IMPACT_DISCLAIMER =
  'An illustration of federal and state depreciation from a preliminary estimate, not a cost segregation study or tax advice. ' +
  'It assumes calendar tax years, that the property was acquired when placed in service unless another date is given, and a study mix typical of the ' +
  `property type. Passive-loss limits, the excess business loss limit and the net operating loss carried forward, the brackets when the household's taxable income is given (the same each year), a sale (its price allocated by value, its gain by character) or a like-kind exchange, the ${percentText(netInvestmentIncomeTaxRateLatest)} net investment income tax and the state's own rules are figured only as the inputs ` +
  "and the state's dated records describe them (a record not verified against a primary source says so). Unless told how the owner takes part, it takes every loss as usable as it comes, as a real estate professional's is, and unless given a tax rate or the household's income, the top rate: for a landlord with a salary the saving can be far smaller. Local taxes and the qualified business income deduction (IRC 199A), which the study's deductions would lower, are not included; " +
  'a tax professional decides.';
