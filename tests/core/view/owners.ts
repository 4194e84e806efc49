/**
 * Owners the views' tests share. The landlord of a review: a $900,000 Chicago apartment building,
 * actively managed, whose special allowance the phase-out takes away at $150,000 of modified AGI
 * (IRC 469(i)(3)), so the study's extra deduction waits for the release at the recovery's end.
 */
export const LANDLORD_PHASED_OUT = {
  propertyType: 'multifamily_5plus',
  purchasePrice: 900_000,
  zip: '60614',
  placedInService: '2026-03-01',
  passiveActivity: 'active_participation',
  taxableIncome: 134_000,
  netOperatingIncome: 20_000,
  modifiedAgi: 150_000,
} as const;
