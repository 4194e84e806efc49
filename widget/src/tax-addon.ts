/**
 * The widget's tax add-on (built to /widget/costseg-estimator-tax.js as an ES module): the one
 * line of tax impact, from the estimate the widget has already computed. The widget imports it
 * on demand (when a visitor comes to its form, or at once for a pre-filled price), and not at
 * all with data-show-tax-impact="false", so the tables and the calculation (src/core/domain/tax/)
 * are not in its first load.
 */

import type { V2Request } from '../../src/core/contract/schemas.ts';
import type { V2Estimate } from '../../src/core/domain/estimate/estimate.ts';
import { CURRENT_TOP_TAX_RATE } from '../../src/core/domain/tax/tax-impact-inputs.ts';
import { type CtaTax, ctaTax } from '../../src/core/view/call-to-action.ts';
import { firstYearLineOf, firstYearResult } from '../../src/core/view/first-year-line.ts';
import { ownerAnswer } from '../../src/core/view/owner-answer.ts';
import { taxRateFrom } from '../../src/core/view/widget-warnings.ts';

/** The words for the attributes the widget set aside, which it asks for only when it set one aside. */
export { attributeWarnings } from '../../src/core/view/widget-warnings.ts';

/** Today in the visitor's own calendar, YYYY-MM-DD: the property is placed in service today. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The line's function for a container's data-tax-rate, read once (taxRateFrom: a fraction or a
 * percent with its sign; anything else is the default rate, and `warn` says why). The line comes
 * in two parts, as the core tells it (first-year-line.ts): the saving, which the widget sets large
 * and its live region says, and what it comes from; then the figures the call to
 * action carries with it (ctaTax: the saving, the rates and the assumption), from the same result.
 */
export function taxLineAt(
  taxRateAttribute: string,
  warn: (message: string) => void,
): (estimate: V2Estimate, input: V2Request) => [lead: string, detail: string, cta: CtaTax] | null {
  const taxRate = taxRateFrom(taxRateAttribute, CURRENT_TOP_TAX_RATE, warn);
  // Said once: a rate that passes 100% with the visitor's state would be said at every keystroke.
  let warned = false;
  const warnOnce = (message: string) => {
    if (!warned) warn(message);
    warned = true;
  };
  return (estimate, input) => {
    // No line, rather than a widget that stops answering, for a day the law has no row for: a
    // visitor's device whose clock says 1970 (the bonus rates start in 2008).
    try {
      const result = firstYearResult(estimate, input, localToday(), taxRate, warnOnce);
      const [lead, detail] = firstYearLineOf(result);
      return [lead, detail, ctaTax(result, ownerAnswer(result).years[0]!.taxSaved)];
    } catch {
      return null;
    }
  };
}
