import type { StateTreatmentKind } from '../domain/law/state-law.ts';

/**
 * A state's treatment of federal bonus depreciation as the page says it after the state's name
 * ("New York, which allows no bonus: ..."): short, for the first view; the methodology's table
 * says each state's in full (law/state-treatment-words.ts) with its source.
 */
export const STATE_TREATMENT_WORDS: Readonly<Record<StateTreatmentKind, string>> = {
  none: 'which has no income tax',
  conforms: 'which follows the federal bonus',
  no_bonus: 'which allows no bonus depreciation (the property is depreciated over its life)',
  phase_down: 'which allows less bonus depreciation than the federal rate',
  add_back_spread: 'which adds the bonus back and deducts it over the next years',
};
