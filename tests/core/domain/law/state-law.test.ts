import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderStateRatesModule, STATE_RATES_PATH } from '../../../../scripts/generate-law-rates.ts';
import { isStateCode, STATE_CODES } from '../../../../src/core/domain/law/state-codes.ts';
import { STATE_TREATMENT_KINDS, type StateLawRecord, type StateRow, stateTopRateAt, stateTreatmentAt } from '../../../../src/core/domain/law/state-law.ts';
import { STATE_RATES } from '../../../../src/core/domain/law/state-rates.ts';
import { describeStateTreatment } from '../../../../src/core/domain/law/state-treatment-words.ts';
import { STATE_LAW, stateRecordFor } from '../../../../src/core/domain/law/states/index.ts';
import { FIRST_PLACED_IN_SERVICE } from '../../../../src/core/domain/tax/placed-in-service-range.ts';

const records = Object.entries(STATE_LAW) as Array<[string, StateLawRecord]>;
const isRealDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const rowsOf = (record: StateLawRecord): Array<[string, ReadonlyArray<StateRow<unknown>>]> => [
  ['topRate', record.topRate],
  ['bonus', record.bonus],
];
/** The nine states that tax neither wages nor rental income (the list). */
const NO_INCOME_TAX = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'];

describe('the state records', () => {
  it('there are 51 codes, the 50 states and DC, each with one record under its own code', () => {
    expect(STATE_CODES).toHaveLength(51);
    expect(new Set(STATE_CODES).size).toBe(51);
    expect(STATE_CODES).toContain('DC');
    expect(Object.keys(STATE_LAW).sort()).toEqual([...STATE_CODES].sort());
    for (const [code, record] of records) expect(record.code).toBe(code);
    expect(isStateCode('DC')).toBe(true);
    expect(isStateCode('PR')).toBe(false);
    expect(isStateCode('ca')).toBe(false);
  });

  it.each(records)('%s: every row cites its source (a title and an http(s) link) and the day it was verified', (_, record) => {
    for (const [field, rows] of rowsOf(record)) {
      expect(rows.length, `${record.code} ${field}`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.reference.title.trim().length, `${record.code} ${field} from ${row.from}`).toBeGreaterThan(10);
        expect(['https:', 'http:']).toContain(new URL(row.reference.href).protocol);
        // One address, as a browser shows it: no second file named inside it (a review found
        // "single.yaml and mental_health_services.yaml"), and PolicyEngine's files on GitHub itself, not a mirror.
        expect(row.reference.href, `${record.code} ${field} from ${row.from}`).toMatch(/^https?:\/\/\S+$/);
        if (row.reference.href.includes('PolicyEngine/'))
          expect(new URL(row.reference.href).hostname, `${record.code} ${field} from ${row.from}`).toBe('github.com');
        expect(isRealDate(row.verifiedOn), `${record.code} ${field} from ${row.from}: verifiedOn ${row.verifiedOn}`).toBe(true);
      }
    }
  });

  it.each(records)('%s: rows are real dates in strictly increasing order, so no two overlap', (_, record) => {
    for (const [field, rows] of rowsOf(record)) {
      for (const row of rows) expect(isRealDate(row.from), `${record.code} ${field} ${row.from}`).toBe(true);
      for (let index = 1; index < rows.length; index++) {
        expect(rows[index]!.from > rows[index - 1]!.from, `${record.code} ${field} row ${index}`).toBe(true);
      }
    }
  });

  it.each(records)('%s: covers every date placed in service the illustration accepts, and every tax year a study can be (from 2015)', (_, record) => {
    expect(record.bonus[0]!.from <= FIRST_PLACED_IN_SERVICE).toBe(true);
    // The study year is never before the year placed in service (decision 0360).
    expect(record.topRate[0]!.from <= FIRST_PLACED_IN_SERVICE).toBe(true);
  });

  it.each(records)('%s: rates are shares from 0 to 15% (the stateTaxRate range); treatments are well formed', (_, record) => {
    for (const row of record.topRate) expect(row.value >= 0 && row.value <= 0.15, `${record.code} ${row.from}`).toBe(true);
    for (const { value } of record.bonus) {
      expect(STATE_TREATMENT_KINDS).toContain(value.kind);
      if (value.kind === 'phase_down') expect(value.bonusRate >= 0 && value.bonusRate <= 1).toBe(true);
      if (value.kind === 'add_back_spread') {
        expect(Number.isInteger(value.addBack.numerator) && Number.isInteger(value.addBack.denominator)).toBe(true);
        expect(value.addBack.numerator > 0 && value.addBack.numerator <= value.addBack.denominator).toBe(true);
        expect(Number.isInteger(value.years) && value.years >= 1).toBe(true);
        if (value.codeDate !== null) expect(isRealDate(value.codeDate)).toBe(true);
      }
    }
  });

  it('the nine states without a tax on wages or rental income: rate 0 and treatment none in every row, and no other state', () => {
    for (const [code, record] of records) {
      const none = NO_INCOME_TAX.includes(code);
      expect(
        record.topRate.every((row) => row.value === 0),
        code,
      ).toBe(none);
      expect(
        record.bonus.every((row) => row.value.kind === 'none'),
        code,
      ).toBe(none);
      if (!none)
        expect(
          record.bonus.some((row) => row.value.kind === 'none'),
          code,
        ).toBe(false);
    }
  });

  it.each(records)('%s: a verified record rests on primary sources only; an unverified one says why', (_, record) => {
    expect(record.note.trim().length).toBeGreaterThan(20);
    if (!record.verified) return;
    for (const [, rows] of rowsOf(record)) {
      for (const row of rows) expect(row.reference.title).not.toMatch(/PolicyEngine|secondary|not read here|survey/i);
    }
  });

  it('DC and Arizona, unsettled at the last reading, are shown unverified', () => {
    expect(STATE_LAW.DC.verified).toBe(false);
    expect(STATE_LAW.AZ.verified).toBe(false);
  });

  it('stateRecordFor returns the record of a code', () => {
    expect(stateRecordFor('CA')).toBe(STATE_LAW.CA);
  });
});

describe('the treatments the issue names', () => {
  const at = (code: keyof typeof STATE_LAW, date: string) => stateTreatmentAt(STATE_LAW[code], date).value;

  it('California: no bonus', () => {
    expect(at('CA', '2026-03-15')).toEqual({ kind: 'no_bonus' });
  });

  it('Connecticut: the bonus allowed before 2017-09-28, all of it added back and spread over 4 years after', () => {
    expect(at('CT', '2017-09-27')).toEqual({ kind: 'conforms' });
    expect(at('CT', '2017-09-28')).toEqual({ kind: 'add_back_spread', addBack: { numerator: 1, denominator: 1 }, years: 4, codeDate: null });
  });

  it('Minnesota: 80% over 5 years, the bonus first recomputed under the Code as of 2023-05-01', () => {
    expect(at('MN', '2026-03-15')).toEqual({ kind: 'add_back_spread', addBack: { numerator: 4, denominator: 5 }, years: 5, codeDate: '2023-05-01' });
  });

  it('North Carolina: 85% over 5 years, the bonus first recomputed under the Code as of 2023-01-01', () => {
    expect(at('NC', '2026-03-15')).toEqual({ kind: 'add_back_spread', addBack: { numerator: 17, denominator: 20 }, years: 5, codeDate: '2023-01-01' });
  });

  it('Michigan: the federal bonus to 2024, then its own 40% in 2025, 20% in 2026, none after', () => {
    expect(at('MI', '2024-12-31')).toEqual({ kind: 'conforms' });
    expect(at('MI', '2025-01-01')).toEqual({ kind: 'phase_down', bonusRate: 0.4 });
    expect(at('MI', '2026-12-31')).toEqual({ kind: 'phase_down', bonusRate: 0.2 });
    expect(at('MI', '2027-01-01')).toEqual({ kind: 'phase_down', bonusRate: 0 });
  });

  it('Texas and Florida: none, rate 0, verified against their constitutions', () => {
    for (const code of ['TX', 'FL'] as const) {
      expect(at(code, '2026-03-15')).toEqual({ kind: 'none' });
      expect(stateTopRateAt(STATE_LAW[code], 2026)).toBe(0);
      expect(STATE_LAW[code].verified).toBe(true);
    }
  });
});

describe('looking the law up', () => {
  it('stateTopRateAt: the rate in force on the first day of the tax year', () => {
    expect(stateTopRateAt(STATE_LAW.NC, 2025)).toBe(0.0425);
    expect(stateTopRateAt(STATE_LAW.NC, 2026)).toBe(0.0399);
    expect(stateTopRateAt(STATE_LAW.NC, 2040)).toBe(0.0399);
    expect(stateTopRateAt(STATE_LAW.CA, 2026)).toBe(0.133);
  });

  // Each a value published for its tax year, as the row's reference reads it (decision 0360): a
  // rate change of the years 2015 to 2024 and the year before it, a surtax, a blended rate.
  it.each([
    ['HI', 2015, 0.11], // the 11% bracket, repealed after 2015 (HRS 235-51)
    ['HI', 2016, 0.0825], // Department of Taxation, 2016 Tax Rate Schedules: 8.25% over $48,000 single
    ['HI', 2018, 0.11],
    ['IL', 2017, 0.043549], // 2017 IL-1040 instructions: 4.3549%, the year's blend of 3.75% and 4.95%
    ['IL', 2018, 0.0495],
    ['IA', 2018, 0.0898],
    ['IA', 2023, 0.06], // Iowa Code 422.5A
    ['MA', 2019, 0.0505],
    ['MA', 2023, 0.09], // 5% and the 4% surtax over $1,000,000
    ['NJ', 2017, 0.0897],
    ['NJ', 2018, 0.1075], // P.L.2018, c.45
    ['NY', 2020, 0.0882],
    ['NY', 2021, 0.109], // Tax Law 601 as amended by chapter 59 of 2021
    ['NC', 2017, 0.05499],
    ['OH', 2015, 0.04997], // 2015 IT 1040 tax table, after H.B. 64's cut
    ['MO', 2023, 0.0495],
    ['ME', 2025, 0.0715],
    ['ME', 2026, 0.0915], // 36 MRS 5111 sub-§7: 7.15% and the 2% surcharge over $1,000,000 from 2026
  ] as const)('stateTopRateAt: %s in %i is its published %d', (code, year, rate) => {
    expect(stateTopRateAt(STATE_LAW[code], year)).toBe(rate);
    expect(stateTopRateAt(STATE_RATES[code], year)).toBe(rate);
  });

  it('stateTopRateAt: null before the first row (no guessed default)', () => {
    expect(stateTopRateAt(STATE_LAW.CA, 2014)).toBeNull();
    expect(stateTopRateAt(STATE_LAW.TX, 2015)).toBe(0);
  });

  it('stateTreatmentAt: the row in force, a RangeError before the first one', () => {
    expect(stateTreatmentAt(STATE_LAW.MI, '2025-06-01').reference.href).toMatch(/^https:/);
    expect(() => stateTreatmentAt(STATE_LAW.MI, '2014-12-31')).toThrow(RangeError);
  });

  it('describeStateTreatment: one plain sentence per treatment', () => {
    expect(describeStateTreatment(STATE_LAW.MN.bonus[0]!.value)).toBe(
      'Adds back 80% of the bonus in the year it is deducted, after first limiting the bonus to what the Internal Revenue Code allowed as of May 1, 2023, then deducts that amount in 5 equal parts over the next 5 years.',
    );
    expect(describeStateTreatment({ kind: 'add_back_spread', addBack: { numerator: 5, denominator: 6 }, years: 5, codeDate: null })).toMatch(
      /^Adds back 5\/6 of the bonus/,
    );
    expect(describeStateTreatment({ kind: 'add_back_spread', addBack: { numerator: 1, denominator: 1 }, years: 4, codeDate: null })).toMatch(
      /^Adds back all of the bonus/,
    );
    expect(describeStateTreatment({ kind: 'phase_down', bonusRate: 0.4 })).toMatch(/^Allows 40% bonus depreciation/);
    for (const kind of ['none', 'conforms', 'no_bonus'] as const) expect(describeStateTreatment({ kind }).length).toBeGreaterThan(20);
  });
});

describe('state-rates.ts, the rows without citations', () => {
  it('is what scripts/generate-law-rates.ts writes (run `npm run generate:law` after changing a record)', () => {
    expect(readFileSync(STATE_RATES_PATH, 'utf8')).toBe(renderStateRatesModule());
  });

  it('holds the same rows as the records, and no reference or note', () => {
    for (const [code, record] of records) {
      const rates = STATE_RATES[code as keyof typeof STATE_RATES];
      expect(rates.topRate).toEqual(record.topRate.map(({ from, value }) => ({ from, value })));
      expect(rates.bonus).toEqual(record.bonus.map(({ from, value, verifiedOn }) => ({ from, value, verifiedOn })));
      expect(rates.verified).toBe(record.verified);
    }
    const text = readFileSync(STATE_RATES_PATH, 'utf8');
    expect(text).not.toMatch(/https?:|"reference"|"note"/);
  });
});
