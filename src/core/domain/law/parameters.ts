import { adsRecoveryPeriods } from './ads-recovery-periods.ts';
import { bonusScheduleByAcquisition, pathActBonus, permanentBonus, tcjaBonus, usedPropertyBonusShare } from './bonus-depreciation.ts';
import { capitalGainRates, capitalGainRateThresholds } from './capital-gain-rates.ts';
import type { DatedParameter } from './dated-parameter.ts';
import { excessBusinessLossThreshold } from './excess-business-loss.ts';
import {
  netInvestmentIncomeTaxRate,
  netInvestmentIncomeTaxThreshold,
  netInvestmentIncomeTaxThresholdJoint,
  netInvestmentIncomeTaxThresholdSeparate,
  topIncomeTaxRate,
  unrecaptured1250Rate,
} from './income-tax.ts';
import { netOperatingLossCarryforwardYears, netOperatingLossDeductionLimit } from './net-operating-loss.ts';
import { ordinaryIncomeTaxBrackets } from './ordinary-brackets.ts';
import { passiveAllowanceMarriedSeparate, passivePhaseOutRate, passivePhaseOutStart, passiveSpecialAllowance } from './passive-activity.ts';
import { personalExemption, standardDeduction } from './standard-deduction.ts';
import { taxTable } from './tax-table.ts';

/**
 * Every dated parameter of the law the estimator follows, in the order the methodology page
 * lists them. scripts/generate-law-rates.ts writes rates.ts (rows without references, for the
 * browser) from this list; tests/core/domain/law/ checks every row has a reference, rows never
 * overlap, and rates.ts is up to date.
 */
export const LAW_PARAMETERS = {
  bonusScheduleByAcquisition,
  pathActBonus,
  tcjaBonus,
  permanentBonus,
  usedPropertyBonusShare,
  topIncomeTaxRate,
  unrecaptured1250Rate,
  netInvestmentIncomeTaxRate,
  netInvestmentIncomeTaxThreshold,
  netInvestmentIncomeTaxThresholdJoint,
  netInvestmentIncomeTaxThresholdSeparate,
  passiveSpecialAllowance,
  passivePhaseOutStart,
  passivePhaseOutRate,
  passiveAllowanceMarriedSeparate,
  ordinaryIncomeTaxBrackets,
  taxTable,
  excessBusinessLossThreshold,
  netOperatingLossDeductionLimit,
  netOperatingLossCarryforwardYears,
  standardDeduction,
  personalExemption,
  capitalGainRates,
  capitalGainRateThresholds,
  adsRecoveryPeriods,
} as const satisfies Record<string, DatedParameter<unknown>>;

export type LawParameterName = keyof typeof LAW_PARAMETERS;
