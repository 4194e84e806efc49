import { percentText } from '../estimate/money.ts';
import { netInvestmentIncomeTaxRateLatest } from '../law/rates.ts';

/** What an answer took for want of an input (decision 0352): each is said in its disclaimer, and only then. */
export interface AssumedForWant {
  /** No `passiveActivity`: every loss usable as it comes, as a real estate professional's is. */
  professional: boolean;
  /** No `taxRate` and no `taxableIncome`: the federal top rate. */
  topRate: boolean;
  /** A state with an income tax and no `stateTaxRate`: the state's top rate of the study year. */
  stateTopRate: boolean;
}

/**
 * What the tax-impact answer is and is not, sent with every answer. The net investment income
 * tax's rate is the law's record as it now stands (law/income-tax.ts), so a new row reaches the
 * words. What the answer assumed for want of an input is said only when it was assumed: an owner
 * who said how they take part and gave their income reads no caveat about a professional or the
 * top rate (a review found it read as if the figures assumed both).
 */
export function taxImpactDisclaimer(assumed: AssumedForWant): string {
  // Eight texts in all, each written once: every answer carries one.
  const slot = (assumed.professional ? 1 : 0) + (assumed.topRate ? 2 : 0) + (assumed.stateTopRate ? 4 : 0);
  disclaimers[slot] ??= disclaimerText(assumed);
  return disclaimers[slot];
}

const disclaimers: string[] = [];

/** The 3.8% as the words write it, from the law's record as it now stands. */
const INVESTMENT_INCOME_TAX = /* @__PURE__ */ percentText(netInvestmentIncomeTaxRateLatest);

function disclaimerText({ professional, topRate, stateTopRate }: AssumedForWant): string {
  const clauses = [
    professional ? "unless told how the owner takes part, it takes every loss as usable as it comes, as a real estate professional's is" : null,
    topRate ? "unless given a tax rate or the household's income, it takes the top rate" : null,
    stateTopRate ? "unless given the state's rate, it takes the state's top rate of the study year" : null,
  ].filter((clause) => clause !== null);
  // What each assumption means for an owner whose figures it is not.
  const meaning =
    professional || topRate
      ? 'for a landlord with a salary the saving can be far smaller'
      : "at the household's own state bracket the state's part can be smaller";
  const caveat = clauses.length === 0 ? '' : `${capitalised(clauses.join('; '))}: ${meaning}. `;
  return (
    'An illustration of federal and state depreciation from a preliminary estimate, not a cost segregation study or tax advice. ' +
    'It assumes calendar tax years, that the property was acquired when placed in service unless another date is given, and a study mix typical of the ' +
    `property type. Passive-loss limits, the excess business loss limit and the net operating loss carried forward, the brackets when the household's taxable income is given (the same each year), a sale (its price allocated by value, its gain by character) or a like-kind exchange, the ${INVESTMENT_INCOME_TAX} net investment income tax and the state's own rules are figured only as the inputs ` +
    "and the state's dated records describe them (a record not verified against a primary source says so). " +
    caveat +
    "Local taxes and the qualified business income deduction (IRC 199A), which the study's deductions would lower, are not included; a tax professional decides."
  );
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
