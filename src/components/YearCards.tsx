import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { formatUsd } from '../core/view/format.ts';
import { ownerAnswer } from '../core/view/owner-answer.ts';
import { savingAssumptions } from '../core/view/saving-words.ts';
import { studyYearSplit } from '../core/view/study-year-split.ts';

/**
 * The study year on the page as cards that add up: the extra deduction, the part that reduces
 * income this year, the part that waits (suspended, IRC 469) or is carried (IRC 461(l), 172),
 * and the tax it saves, with the facts that figure rests on (owner-answer.ts, saving-words.ts).
 */
export function YearCards({ result }: { result: TaxImpact }) {
  const answer = ownerAnswer(result);
  const split = studyYearSplit(result);
  const cards: Array<[string, string, string]> = [[`Extra deduction in ${split.year}`, formatUsd(split.extra), 'deduction']];
  // Under the passive rules what is used may only offset the rental's own income (a review read "counts against income"
  // beside a headline that says the salary is untouched): the rules' own word, as the year table's caption has it.
  cards.push([
    answer.limited ? `= allowed in ${split.year} by the passive rules` : `= counts against income in ${split.year}`,
    formatUsd(split.usedNow),
    'allowed',
  ]);
  if (answer.limited || split.suspended !== 0) cards.push(['+ waits for later years or a sale', formatUsd(split.suspended), 'suspended']);
  if (split.carried !== 0 || split.excessBusinessLoss > 0)
    cards.push([`+ carried to ${split.year + 1}${split.excessBusinessLoss > 0 ? ' (excess business loss limit)' : ''}`, formatUsd(split.carried), 'carried']);
  return (
    <div class="year-cards" data-testid="year-cards">
      <h3>{`The study’s extra deduction in ${split.year}, and where it goes`}</h3>
      <dl>
        {cards.map(([label, text, id]) => (
          <div key={id} class="year-card">
            <dt>{label}</dt>
            <dd data-testid={`card-${id}`}>{text}</dd>
          </div>
        ))}
        <div class="year-card year-card-saved">
          <dt>{`Tax saved in ${split.year}${answer.stateName ? `, federal and ${answer.stateName}` : ''}`}</dt>
          <dd data-testid="card-saved">{formatUsd(answer.years[0]!.taxSaved)}</dd>
        </div>
      </dl>
      <p class="small muted">{`The saving ${savingAssumptions(result)}.`}</p>
    </div>
  );
}
