import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RATES_PATH, renderRatesModule } from '../../../../scripts/generate-law-rates.ts';
import { type DatedParameter, dayBefore, firstDay, valueAt } from '../../../../src/core/domain/law/dated-parameter.ts';
import { LAW_PARAMETERS } from '../../../../src/core/domain/law/parameters.ts';
import * as rates from '../../../../src/core/domain/law/rates.ts';
import { RATES } from '../../../../src/core/domain/law/rates.ts';

const parameters = Object.entries(LAW_PARAMETERS) as Array<[string, DatedParameter<unknown>]>;
const isRealDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

describe('the law as dated parameters', () => {
  it.each(parameters)('%s: every row cites its source, with a title and an https link', (_, parameter) => {
    expect(parameter.rows.length).toBeGreaterThan(0);
    for (const row of parameter.rows) {
      expect(row.reference.title.trim().length, `${parameter.name} from ${row.from}`).toBeGreaterThan(10);
      expect(new URL(row.reference.href).protocol).toBe('https:');
    }
  });

  it.each(parameters)('%s: rows are real dates in strictly increasing order, so no two overlap', (_, parameter) => {
    for (const row of parameter.rows) expect(isRealDate(row.from), row.from).toBe(true);
    for (let index = 1; index < parameter.rows.length; index++) {
      expect(parameter.rows[index]!.from > parameter.rows[index - 1]!.from, `${parameter.name} row ${index}`).toBe(true);
    }
  });

  it.each(parameters)('%s: says what it is and which date picks a row; its key is its name', (key, parameter) => {
    expect(parameter.name).toBe(key);
    expect(parameter.description.length).toBeGreaterThan(5);
    expect(parameter.dependsOn).toMatch(/date|year/);
  });

  it.each(parameters)(
    '%s: its numbers are what its unit says (a rate within 0 and 1, dollars whole and not below 0, years, or a record’s name)',
    (_, parameter) => {
      const numbers = (value: unknown): number[] =>
        typeof value === 'number' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(numbers) : [];
      for (const { from, value } of parameter.rows) {
        const where = `${parameter.name} from ${from}`;
        if (parameter.unit === 'schedule') {
          expect(Object.keys(LAW_PARAMETERS), where).toContain(value);
          continue;
        }
        // A bracket table holds its rates beside its dollars: the dollars are the `over` amounts.
        const amounts =
          parameter.name === 'ordinaryIncomeTaxBrackets'
            ? numbers(JSON.parse(JSON.stringify(value, (key, inner) => (key === 'rate' ? undefined : inner))))
            : numbers(value);
        if (value !== null) expect(amounts.length, where).toBeGreaterThan(0);
        for (const amount of amounts) {
          if (parameter.unit === 'rate') expect(amount >= 0 && amount <= 1, `${where}: ${amount}`).toBe(true);
          else if (parameter.unit === 'dollars') expect(Number.isSafeInteger(amount) && amount >= 0, `${where}: ${amount}`).toBe(true);
          else if (typeof amount === 'number' && Number.isInteger(amount) && amount > 1) expect(amount, where).toBeLessThan(100);
        }
      }
    },
  );

  it('rates.ts is what scripts/generate-law-rates.ts writes (run `npm run generate:law` after changing a record)', () => {
    expect(readFileSync(RATES_PATH, 'utf8')).toBe(renderRatesModule());
  });

  it('rates.ts holds the same rows as the records, without references', () => {
    for (const [key, parameter] of parameters) {
      expect(RATES[key as keyof typeof RATES].rows).toEqual(parameter.rows.map(({ from, value }) => ({ from, value })));
      const latest = parameter.rows.at(-1)!.value;
      // A number, string or null is the same value; an object (brackets, thresholds) an equal copy, written out as JSON.
      if (typeof latest === 'object' && latest !== null) expect((rates as Record<string, unknown>)[`${key}Latest`], `${key}Latest`).toEqual(latest);
      else expect((rates as Record<string, unknown>)[`${key}Latest`], `${key}Latest`).toBe(latest);
    }
  });
});

describe('valueAt', () => {
  const parameter = {
    name: 'example',
    rows: [
      { from: '2020-01-01', value: 1 },
      { from: '2021-07-01', value: 2 },
    ],
  };

  it('a row applies from its first day (inclusive) to the day before the next row', () => {
    expect(valueAt(parameter, '2020-01-01')).toBe(1);
    expect(valueAt(parameter, '2021-06-30')).toBe(1);
    expect(valueAt(parameter, '2021-07-01')).toBe(2);
  });

  it('the last row applies from then on', () => {
    expect(valueAt(parameter, '2099-12-31')).toBe(2);
  });

  it('a date before the first row is a RangeError naming the parameter', () => {
    expect(() => valueAt(parameter, '2019-12-31')).toThrow(/example has no value on 2019-12-31/);
  });

  it("firstDay is the first row's from: the earliest date the law as recorded covers", () => {
    expect(firstDay(parameter)).toBe('2020-01-01');
    expect(() => firstDay({ rows: [] })).toThrow(RangeError);
  });

  it('dayBefore gives the last day of the row before, across months and leap years', () => {
    expect(dayBefore('2021-07-01')).toBe('2021-06-30');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2025-01-01')).toBe('2024-12-31');
  });
});

describe('the values the law sets (each checked against the cited text)', () => {
  it('the top income-tax rate: 39.6% from 2013 (P.L. 112-240), 37% from 2018 (P.L. 115-97), still 37% from 2026 (P.L. 119-21)', () => {
    expect(valueAt(RATES.topIncomeTaxRate, '2017-01-01')).toBe(0.396);
    expect(valueAt(RATES.topIncomeTaxRate, '2018-01-01')).toBe(0.37);
    expect(valueAt(RATES.topIncomeTaxRate, '2026-01-01')).toBe(0.37);
  });

  it('IRC 469(i): $25,000 allowance, phased out by 50% of MAGI over $100,000', () => {
    expect(valueAt(RATES.passiveSpecialAllowance, '2026-01-01')).toBe(25_000);
    expect(valueAt(RATES.passivePhaseOutStart, '2026-01-01')).toBe(100_000);
    expect(valueAt(RATES.passivePhaseOutRate, '2026-01-01')).toBe(0.5);
  });

  it('IRC 1(h)(1)(E): unrecaptured section 1250 gain at most 25%', () => {
    expect(valueAt(RATES.unrecaptured1250Rate, '2031-06-30')).toBe(0.25);
  });
});
