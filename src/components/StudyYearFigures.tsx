import type { StateTaxImpact } from '../core/domain/tax/state-tax-impact.ts';
import { stateTaxIncluded } from '../core/domain/tax/state-tax-included.ts';
import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { federalRateFor } from '../core/domain/tax/tax-impact-inputs.ts';
import { CASE_NAMES, formatLongDate, formatPercent, formatUsd } from '../core/view/format.ts';
import { ownerAnswer } from '../core/view/owner-answer.ts';
import { topRateWords } from '../core/view/saving-words.ts';
import { STATE_TREATMENT_WORDS } from '../core/view/state-words.ts';

/**
 * The study year's figures under the tax assumptions: the deductions without and with the study,
 * the federal saving and its present value, the state's note and the case's. A part whose code
 * loads at the owner's first change (Deferred.tsx): until then the server's markup is right.
 */
export function StudyYearFigures({ result }: { result: TaxImpact }) {
  const { studyYear, assumptions } = result;
  // These are the federal figures: with a state, its part is in the note below and in the answer.
  const federal = stateTaxIncluded(result.state) ? 'federal ' : '';
  const rate = federalRateFor(assumptions.taxRate, assumptions.investmentIncomeTax, studyYear.year);
  // The 3.8% of IRC 1411 as its dated row has it for the study year: the federal rate on nothing else.
  const investmentIncomeTaxRate = federalRateFor(0, true, studyYear.year);
  const rateWords = assumptions.investmentIncomeTax
    ? `${formatPercent(rate)} (${formatPercent(assumptions.taxRate)} and the ${formatPercent(investmentIncomeTaxRate)} tax)`
    : formatPercent(rate);
  // Under the passive rules these are the year's depreciation, not what the year may deduct (the
  // year table's "allowed"): named so, or $156,990 here and $5,425 there read as a contradiction (a review).
  const limited = ownerAnswer(result).limited;
  const deduction = limited ? 'Depreciation' : 'Deduction';
  const rows: Array<[string, number, string]> = [
    [`${deduction} in ${studyYear.year} without a study`, studyYear.withoutStudy, 'without'],
    [`${deduction} in ${studyYear.year} with the study`, studyYear.withStudy, 'with'],
    [limited ? 'Additional depreciation' : 'Additional deduction', studyYear.additionalDeduction, 'additional'],
    [
      `${federal ? 'Federal tax' : 'Tax'} savings in ${studyYear.year} ${
        assumptions.taxableIncome === null ? `at ${rateWords}` : `on your ${formatUsd(assumptions.taxableIncome)} taxable income (the brackets)`
      }`,
      studyYear.taxSavings,
      'savings',
    ],
    [
      `All the ${federal}tax savings, valued today (${formatPercent(assumptions.discountRate)} discount rate)`,
      result.presentValue.additionalTaxSavings,
      'present-value',
    ],
  ];
  // A look-back (decision 0343): the study after the year placed in service, its missed depreciation taken at once.
  const catchUp =
    studyYear.catchUp > 0
      ? ` A look-back study: filed for ${studyYear.year} with Form 3115, it takes the depreciation missed since ${assumptions.placedInService.slice(0, 4)} in one catch-up deduction of ${formatUsd(studyYear.catchUp)} (IRC 481(a)), included in the ${studyYear.year} deduction.`
      : '';
  return (
    <>
      <dl class="tax-figures">
        {rows.map(([label, dollars, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`tax-${id}`}>{formatUsd(dollars)}</dd>
          </div>
        ))}
      </dl>
      {result.state && <StateNote state={result.state} />}
      <p class="muted small tax-case-note">
        {`${CASE_NAMES[result.case]} case: ${formatUsd(result.reclassified)} moves to 5-, 7- and 15-year property, the other ${formatUsd(result.classes.building)} stays on ${assumptions.buildingLife} years. Bonus ${formatPercent(assumptions.bonusRate)}, ${assumptions.convention} convention.${catchUp}`}
      </p>
    </>
  );
}

/** The state's part beside the federal one: its treatment in a sentence, its saving (at its top rate unless the owner gave one), its source and how sure it is. */
function StateNote({ state }: { state: StateTaxImpact }) {
  const topRate = topRateWords(state);
  const day = formatLongDate(state.verifiedOn);
  const source = (
    <a href={`/methodology#state-${state.code.toLowerCase()}`}>
      {state.verified ? `source, verified on ${day}` : `source, read on ${day}: not verified against a primary source`}
    </a>
  );
  return (
    <p class="small state-note" data-testid="state-note">
      {!stateTaxIncluded(state as StateTaxImpact | null)
        ? `${state.name} has no income tax on wages or rental income: the figures are federal only (`
        : `${state.name}, ${STATE_TREATMENT_WORDS[state.treatment]}: its tax saved in the study year is ${formatUsd(state.studyYear.taxSavings)} at ${topRate === null ? '' : `its ${topRate}, `}${formatPercent(state.taxRate)}, added to the federal figures above in the headline, the chart and the table (`}
      {source})
    </p>
  );
}
