import { describe, expect, it } from 'vitest';
import { adsRecoveryPeriods } from '../../../../src/core/domain/law/ads-recovery-periods.ts';
import { valueAt } from '../../../../src/core/domain/law/dated-parameter.ts';
import { adsRecoveryPeriodsLatest } from '../../../../src/core/domain/law/rates.ts';

describe('adsRecoveryPeriods (IRC 168(g)(2)(C), Rev. Proc. 87-56)', () => {
  it('5-year property: asset class 57.0, Distributive Trades and Services, class life and ADS period 9 years', () => {
    expect(adsRecoveryPeriodsLatest.fiveYear).toEqual({ assetClass: '57.0', assetClassName: 'Distributive Trades and Services', years: 9 });
  });

  it('7-year property: asset class 00.11, Office Furniture, Fixtures, and Equipment, 10 years', () => {
    expect(adsRecoveryPeriodsLatest.sevenYear).toEqual({ assetClass: '00.11', assetClassName: 'Office Furniture, Fixtures, and Equipment', years: 10 });
  });

  it('15-year property: asset class 00.3, Land Improvements, 20 years', () => {
    expect(adsRecoveryPeriodsLatest.fifteenYear).toEqual({ assetClass: '00.3', assetClassName: 'Land Improvements', years: 20 });
  });

  it('each class life puts the property in its GDS class by 168(e)(1) (over 4 and under 10 years: 5-year; 10 to under 16: 7-year; 20 to under 25: 15-year)', () => {
    const { fiveYear, sevenYear, fifteenYear } = adsRecoveryPeriodsLatest;
    expect(fiveYear.years > 4 && fiveYear.years < 10).toBe(true);
    expect(sevenYear.years >= 10 && sevenYear.years < 16).toBe(true);
    expect(fifteenYear.years >= 20 && fifteenYear.years < 25).toBe(true);
  });

  it('one row, for property placed in service after 1986, citing Rev. Proc. 87-56 and 168(g)(2)(C) and saying the table was read second-hand', () => {
    expect(adsRecoveryPeriods.rows).toHaveLength(1);
    expect(valueAt(adsRecoveryPeriods, '2025-05-15')).toEqual(adsRecoveryPeriodsLatest);
    const title = adsRecoveryPeriods.rows[0]!.reference.title;
    expect(title).toMatch(/Rev\. Proc\. 87-56/);
    expect(title).toMatch(/168\(g\)\(2\)\(C\)/);
    expect(title).toMatch(/57\.0.*00\.11.*00\.3/);
    expect(title).toMatch(/not in the reference corpus/);
  });
});
