import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../../../src/core/domain/law/state-codes.ts';
import type { StateLawRecord } from '../../../src/core/domain/law/state-law.ts';
import { describeStateTreatment } from '../../../src/core/domain/law/state-treatment-words.ts';
import { STATE_LAW } from '../../../src/core/domain/law/states/index.ts';
import { stateAnchorId, stateLawTable, topRateLines, verificationStatus } from '../../../src/core/view/state-law-table.ts';

const TODAY = '2026-11-24';
const rows = stateLawTable(Object.values(STATE_LAW), TODAY);
const rowOf = (code: string) => rows.find((row) => row.code === code)!;

describe('the methodology’s table of state records', () => {
  it('has a row for each of the 50 states and DC, sorted by name, each with an id to link to', () => {
    expect(rows).toHaveLength(51);
    expect(new Set(rows.map((row) => row.code))).toEqual(new Set(STATE_CODES));
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.slice(7, 10)).toEqual(['Delaware', 'District of Columbia', 'Florida']);
    expect(rowOf('CA').id).toBe('state-ca');
    expect(stateAnchorId('DC')).toBe('state-dc');
  });

  it('California: no bonus in a plain sentence, 13.3% for the year, its treatment row’s source and date', () => {
    const treatment = STATE_LAW.CA.bonus.at(-1)!;
    expect(rowOf('CA')).toEqual({
      id: 'state-ca',
      code: 'CA',
      name: 'California',
      treatment: describeStateTreatment({ kind: 'no_bonus' }),
      topRate: '13.3%',
      source: treatment.reference,
      verifiedOn: 'November 24, 2026',
      status: 'Not verified: treatment and top rate from secondary sources',
      note: STATE_LAW.CA.note,
      topRates: topRateLines(STATE_LAW.CA.topRate),
    });
  });

  it('lists each top-rate row with the tax years it holds for and its source; none without an income tax', () => {
    const iowa = rowOf('IA').topRates;
    expect(iowa.map(({ years, rate }) => `${years} ${rate}`)).toEqual(['2015–2018 8.98%', '2019–2022 8.53%', '2023 6%', '2024 5.7%', 'from 2025 3.8%']);
    // The rate as its source gives it, with the rate figured where the basis point rounds it, and a
    // row that repeats the rate before it (a new source) said to be unchanged.
    expect(rowOf('OH').topRates.map(({ years, rate }) => `${years} ${rate}`)).toEqual([
      '2015–2018 4.997% (figured as 5%)',
      '2019–2020 4.797% (figured as 4.8%)',
      '2021–2022 3.99%',
      '2023 3.75%',
      '2024 3.5%',
      '2025 3.125% (figured as 3.13%)',
      'from 2026 2.75%',
    ]);
    expect(rowOf('CA').topRates.map(({ years, rate }) => `${years} ${rate}`)).toEqual(['2015–2024 13.3%', 'from 2025 13.3% (unchanged)']);
    expect(iowa.map((line) => line.source)).toEqual(STATE_LAW.IA.topRate.map((row) => row.reference));
    expect(rowOf('TX').topRates).toEqual([]);
    // Every income-tax state's rows begin with 2015, the first tax year a study can be.
    for (const row of rows) if (row.topRates.length > 0) expect(row.topRates[0]!.years).toMatch(/^(from )?2015/);
  });

  it('the treatment is the row in force on the day given, the rate the one of its year', () => {
    expect(rowOf('AZ').treatment).toContain('20% bonus');
    const in2027 = stateLawTable([STATE_LAW.AZ, STATE_LAW.OH], '2027-03-01');
    expect(in2027[0]!.treatment).toBe(describeStateTreatment({ kind: 'phase_down', bonusRate: 0 }));
    expect(stateLawTable([STATE_LAW.OH], '2025-06-30')[0]!.topRate).toBe('3.13%'); // 3.125%, to the basis point the engine uses
    expect(rowOf('OH').topRate).toBe('2.75%');
    expect(rowOf('CT').topRate).toBe('6.99%');
  });

  it('a state without an income tax has the rate "none"', () => {
    for (const code of ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY']) expect(rowOf(code).topRate).toBe('none');
  });
});

describe('verificationStatus: verified, or why not in a few words', () => {
  it('a verified record says so and nothing more', () => {
    expect(rowOf('TX').status).toBe('Verified');
    expect(rowOf('FL').status).toBe('Verified');
  });

  it('an unsettled law says so first (Arizona, DC, Oregon)', () => {
    for (const code of ['AZ', 'DC', 'OR']) expect(rowOf(code).status).toBe('Not verified: the law is unsettled');
  });

  const primary = { reference: { title: 'A statute', href: 'https://example.gov' } };
  const secondary = { reference: { title: 'A firm alert (a secondary source)', href: 'https://example.com' } };
  const unread = { reference: { title: 'A notice, named, not read here', href: 'https://example.gov' } };
  type Sourced = typeof primary;
  const record = (note: string, rate: Sourced, treatment: Sourced): Pick<StateLawRecord, 'verified' | 'note' | 'topRate' | 'bonus'> => ({
    verified: false,
    note,
    topRate: [{ from: '2025-01-01', value: 0.05, verifiedOn: TODAY, ...rate }],
    bonus: [{ from: '2015-01-01', value: { kind: 'conforms' }, verifiedOn: TODAY, ...treatment }],
  });

  it('names the part that rests on a secondary source or on one not read', () => {
    expect(verificationStatus(record('Open.', secondary, primary))).toBe('Not verified: top rate from a secondary source');
    expect(verificationStatus(record('Open.', primary, secondary))).toBe('Not verified: treatment from a secondary source');
    expect(verificationStatus(record('Open.', secondary, secondary))).toBe('Not verified: treatment and top rate from secondary sources');
    expect(verificationStatus(record('Open.', unread, unread))).toBe('Not verified: treatment and top rate sources not read here');
    expect(verificationStatus(record('Open.', secondary, unread))).toBe('Not verified: treatment source not read here; top rate from a secondary source');
  });

  it('falls back on the note when no title says why', () => {
    expect(verificationStatus(record('Rests in part on secondary readings.', primary, primary))).toBe(
      'Not verified: part of the record rests on secondary sources',
    );
    expect(verificationStatus(record('The 2026 law was not read.', primary, primary))).toBe('Not verified: a source was not read here');
    expect(verificationStatus(record('No primary text says it adds nothing back.', primary, primary))).toBe(
      'Not verified: part of the record rests on no primary text',
    );
    expect(verificationStatus(record('The 2026 session was not checked.', primary, primary))).toBe('Not verified: a later change was not checked');
    expect(verificationStatus(record('Open questions.', primary, primary))).toBe('Not verified: see the note');
    expect(verificationStatus({ ...record('Open questions.', secondary, secondary), verified: true })).toBe('Verified');
  });

  it('every unverified record gives a reason of its own, never "see the note"', () => {
    for (const row of rows.filter((row) => row.status !== 'Verified')) expect(row.status).toMatch(/^Not verified: (?!see the note)/);
  });
});
