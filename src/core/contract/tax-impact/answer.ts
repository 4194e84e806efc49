import type { Reference } from '../../domain/law/dated-parameter.ts';
import { stateLawSummary } from '../../domain/law/state-law.ts';
import { stateRatesFor } from '../../domain/law/state-rates.ts';
import { stateRecordFor } from '../../domain/law/states/index.ts';
import type { StateTaxImpact } from '../../domain/tax/state-tax-impact.ts';
import { stateCodeOf, taxImpact } from '../../domain/tax/tax-impact.ts';
import type { TaxImpact, TaxImpactInput } from '../../domain/tax/tax-impact-types.ts';

/** The state's part as the API answers it: the engine's figures and the source of its treatment. */
export type StateAnswer = { [K in keyof StateTaxImpact | 'reference']: K extends keyof StateTaxImpact ? StateTaxImpact[K] : Reference };

/** POST /api/v2/tax-impact's 200 body: the engine's result, the state's source beside its figures. */
export type TaxImpactAnswer = { [K in keyof TaxImpact]: K extends 'state' ? StateAnswer | null : TaxImpact[K] };

/**
 * The answer for a request its rules accepted: the owner's state (the one given, else the ZIP's)
 * looked up in the law's records, the engine run with its rows, and the source of the state's
 * treatment added. Server only: the records carry their citations (law/states/).
 */
export function taxImpactAnswer(input: TaxImpactInput): TaxImpactAnswer {
  const code = stateCodeOf(input);
  const result = taxImpact(input, code ? stateRatesFor(code) : null);
  if (!result.state || !code) return result as TaxImpactAnswer;
  const { reference } = stateLawSummary(stateRecordFor(code), result.assumptions.placedInService);
  const { code: _code, name, taxRate, treatment, verified, verifiedOn, ...figures } = result.state;
  return { ...result, state: { code, name, taxRate, treatment, verified, reference, verifiedOn, ...figures } };
}
