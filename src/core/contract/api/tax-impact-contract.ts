import { stateCodeOf } from '../../domain/estimate/land.ts';
import { stateTreatmentAt } from '../../domain/law/state-law.ts';
import { stateRatesFor } from '../../domain/law/state-rates.ts';
import { stateRecordFor } from '../../domain/law/states/index.ts';
import { taxImpact } from '../../domain/tax/tax-impact.ts';
import type { TaxImpactInput } from '../../domain/tax/tax-impact-types.ts';
import type { TaxImpactAnswer } from '../tax-impact/response-schema.ts';
import type { EstimateContract } from './contract.ts';
import { V2_ERRORS } from './v2-contract.ts';
import { reply, validateTaxImpactRequest } from './validate.ts';

/**
 * POST /api/v2/tax-impact, read as Hono's app.post(path, validator, handler) reads: the route
 * (estimate-contracts.ts) names this module; it validates the body (validate.ts, the field
 * table's rules), answers from the domain's entry (tax-impact.ts) and replies, 200 with the
 * answer or 400 with every problem, with the v2 error bodies and its own rate-limit budget.
 */
export const taxImpactContract: EstimateContract = {
  name: 'taxImpact',
  estimate: (body) => reply(validateTaxImpactRequest(body), taxImpactAnswer),
  errors: V2_ERRORS,
};

/**
 * The answer for a request its rules accepted: the owner's state (the one given, else the ZIP's)
 * looked up in the law's records, the engine run with its rows, and the source of the state's
 * treatment added. Server only: the records carry their citations (law/states/).
 */
export function taxImpactAnswer(input: TaxImpactInput): TaxImpactAnswer {
  const code = stateCodeOf(input);
  const result = taxImpact(input, code ? stateRatesFor(code) : null);
  if (!result.state || !code) return result as TaxImpactAnswer;
  const { reference } = stateTreatmentAt(stateRecordFor(code), result.assumptions.placedInService);
  // Each field named, not an object rest (`...figures`): V8 copies a rest through a slow generic
  // path, which cost about 5% of the whole answer; the compiler still holds that none is missed.
  const { state } = result;
  return {
    ...result,
    state: {
      code,
      name: state.name,
      taxRate: state.taxRate,
      topRateYear: state.topRateYear,
      treatment: state.treatment,
      verified: state.verified,
      reference,
      verifiedOn: state.verifiedOn,
      studyYear: state.studyYear,
      presentValueOfTaxSavings: state.presentValueOfTaxSavings,
      additionalTaxAtSale: state.additionalTaxAtSale,
      presentValueOfTaxAtSale: state.presentValueOfTaxAtSale,
    },
  };
}
