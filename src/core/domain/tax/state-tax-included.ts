import type { StateTaxImpact } from './state-tax-impact.ts';

/**
 * Whether the answer includes a state's tax: a state is known and it taxes income (a state
 * without an income tax, treatment `none`, is named with every figure 0). Every surface asks this
 * one question, so a state is shown the same everywhere. A module of its own: the page's first
 * load asks it without loading the state engine (state-tax-impact.ts), which comes with the rules.
 */
export function stateTaxIncluded(state: StateTaxImpact | null): state is StateTaxImpact {
  return state !== null && state.treatment !== 'none';
}
