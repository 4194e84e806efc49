import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/**
 * IRC section 168(k), bonus ("special") depreciation: a share of the 5-, 7- and 15-year
 * property's basis deducted in the year placed in service. Which schedule applies depends on
 * when the property was acquired (a written binding contract counts as acquisition, Treas. Reg.
 * 1.168(k)-2(b)(5)); within a schedule the rate depends on when it was placed in service.
 */

export type BonusSchedule = 'pathActBonus' | 'tcjaBonus' | 'permanentBonus';

export const bonusScheduleByAcquisition: DatedParameter<BonusSchedule> = {
  name: 'bonusScheduleByAcquisition',
  unit: 'schedule',
  description: 'Which bonus-depreciation schedule applies',
  dependsOn: 'the date the property was acquired',
  rows: [
    { from: '2008-01-01', value: 'pathActBonus', reference: R.acquiredAfter2007 },
    { from: '2017-09-28', value: 'tcjaBonus', reference: R.tcjaBonus },
    { from: '2025-01-20', value: 'permanentBonus', reference: R.permanentBonus },
  ],
};

export const pathActBonus: DatedParameter<number> = {
  name: 'pathActBonus',
  unit: 'rate',
  description: 'Bonus rate for property acquired before September 28, 2017',
  dependsOn: 'the date the property was placed in service',
  rows: [
    { from: '2015-01-01', value: 0.5, reference: R.pathActBonus },
    { from: '2018-01-01', value: 0.4, reference: R.pathActPhaseDown },
    { from: '2019-01-01', value: 0.3, reference: R.pathActPhaseDown },
    { from: '2020-01-01', value: 0, reference: R.pathActEnd },
  ],
};

export const tcjaBonus: DatedParameter<number> = {
  name: 'tcjaBonus',
  unit: 'rate',
  description: 'Bonus rate for property acquired from September 28, 2017 to January 19, 2025',
  dependsOn: 'the date the property was placed in service',
  rows: [
    { from: '2017-09-28', value: 1, reference: R.tcjaBonus },
    { from: '2023-01-01', value: 0.8, reference: R.tcjaPhaseDown2023 },
    { from: '2024-01-01', value: 0.6, reference: R.tcjaPhaseDown2024 },
    { from: '2025-01-01', value: 0.4, reference: R.tcjaPhaseDown2025 },
    { from: '2026-01-01', value: 0.2, reference: R.tcjaPhaseDown2026 },
    { from: '2027-01-01', value: 0, reference: R.tcjaEnd },
  ],
};

export const permanentBonus: DatedParameter<number> = {
  name: 'permanentBonus',
  unit: 'rate',
  description: 'Bonus rate for property acquired after January 19, 2025',
  dependsOn: 'the date the property was placed in service',
  rows: [{ from: '2025-01-20', value: 1, reference: R.permanentBonus }],
};

/**
 * A building bought is used property, and so are the 5-, 7- and 15-year parts a study finds in it.
 * Bonus depreciation first required the property's original use to begin with the taxpayer; the
 * Tax Cuts and Jobs Act let used property bought after September 27, 2017 qualify. So the share of
 * its schedule's rate a bought building's parts take: none, then all of it.
 */
export const usedPropertyBonusShare: DatedParameter<number> = {
  name: 'usedPropertyBonusShare',
  unit: 'rate',
  description: 'Share of its schedule’s bonus rate that property bought used takes (a building bought, and the parts a study finds in it)',
  dependsOn: 'the date the property was acquired',
  rows: [
    { from: '2008-01-01', value: 0, reference: R.originalUse },
    { from: '2017-09-28', value: 1, reference: R.usedPropertyBonus },
  ],
};
