import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landShareForZip, stateForZip } from '../../../../src/core/domain/estimate/land.ts';
import { DEFAULT_LAND_SHARE, STATE_LAND_SHARES, STATE_NAMES } from '../../../../src/core/domain/estimate/land-shares.ts';
import { ZIP3_STATE_RUN_LENGTHS } from '../../../../src/core/domain/estimate/zip3-states.ts';

/** The checked reference table the compact runs are generated from. */
const csvRows = readFileSync(new URL('../../../../data/zip3-prefixes.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [prefix, state, kind] = line.split(',');
    return { prefix: prefix!, state: state!, kind: kind! };
  });

const FIFTY_STATES_AND_DC =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

describe('ZIP3 -> state table', () => {
  it('expands to exactly the reference table for all 1000 prefixes', () => {
    expect(csvRows).toHaveLength(1000);
    for (const { prefix, state } of csvRows) {
      expect([prefix, stateForZip(`${prefix}01`)]).toEqual([prefix, state === '' ? null : state]);
    }
  });

  it('is stored compactly, as runs rather than one entry per prefix', () => {
    expect(ZIP3_STATE_RUN_LENGTHS.length / 2).toBeLessThan(200);
  });

  it('has runs that add up to exactly the 1000 prefixes', () => {
    const lengths = ZIP3_STATE_RUN_LENGTHS.filter((item) => typeof item === 'number');
    expect(lengths.every((length) => Number.isInteger(length) && length > 0)).toBe(true);
    expect(lengths.reduce((sum, length) => sum + length, 0)).toBe(1000);
  });

  it('covers the 50 states and DC', () => {
    const states = new Set(csvRows.map((row) => stateForZip(row.prefix)));
    for (const state of FIFTY_STATES_AND_DC) expect(states).toContain(state);
  });

  it.each([
    ['006', 'PR'],
    ['007', 'PR'],
    ['009', 'PR'],
    ['008', 'VI'],
    ['969', 'GU'],
    ['005', 'NY'],
    ['055', 'MA'],
    ['399', 'GA'],
    ['733', 'TX'],
    ['569', 'DC'],
  ])('maps territory or federal prefix %s to %s', (prefix, state) => {
    expect(stateForZip(`${prefix}99`)).toBe(state);
  });

  it.each(['090', '091', '092', '093', '094', '095', '096', '097', '098', '340', '962', '963', '964', '965', '966'])(
    'gives military prefix %s no state',
    (prefix) => expect(stateForZip(`${prefix}12`)).toBeNull(),
  );

  it('gives unassigned and special prefixes no state', () => {
    for (const row of csvRows.filter((r) => r.kind === 'unassigned' || r.kind === 'special')) {
      expect(stateForZip(row.prefix)).toBeNull();
    }
  });

  // Lists keyed by mail-processing centre get these wrong; the ZIPs lie in the state given here.
  it.each([
    ['027', 'MA'],
    ['220', 'VA'],
    ['221', 'VA'],
    ['267', 'WV'],
    ['297', 'SC'],
    ['307', 'GA'],
    ['410', 'KY'],
    ['424', 'KY'],
    ['470', 'IN'],
    ['471', 'IN'],
    ['491', 'MI'],
    ['538', 'WI'],
    ['540', 'WI'],
    ['620', 'IL'],
    ['739', 'OK'],
    ['749', 'OK'],
    ['838', 'ID'],
    ['865', 'AZ'],
    ['885', 'TX'],
    ['961', 'CA'],
    ['979', 'OR'],
    ['986', 'WA'],
    ['994', 'WA'],
  ])('maps %s to %s, the state its ZIPs lie in', (prefix, state) => {
    expect(stateForZip(`${prefix}00`)).toBe(state);
  });

  it('reads only the first three characters, after trimming spaces', () => {
    expect(stateForZip('10001-1234')).toBe('NY');
    expect(stateForZip('100')).toBe('NY');
    expect(stateForZip(' 10001 ')).toBe('NY');
  });

  it('needs three ASCII digits first: anything else has no state', () => {
    for (const zip of ['', '  ', '10', '1 001', '1a001', '-1001', '+1001', '１０００1', '10.01', 'abcde', undefined]) expect(stateForZip(zip), zip).toBeNull();
    // Any text: a state exactly when its first three characters, once trimmed, are ASCII digits of a prefix with one.
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (zip) => {
        const trimmed = zip.trim();
        const prefix = /^[0-9]{3}/.test(trimmed) ? csvRows.find((row) => row.prefix === trimmed.slice(0, 3))!.state || null : null;
        expect(stateForZip(zip)).toBe(prefix);
      }),
    );
  });
});

describe('land share for a ZIP', () => {
  it.each([
    ['96813', 0.62, 'HI'],
    ['20001', 0.45, 'DC'],
    ['94105', 0.42, 'CA'],
    ['10001', 0.38, 'NY'],
    ['02110', 0.32, 'MA'],
    ['98101', 0.3, 'WA'],
    ['97201', 0.28, 'OR'],
    ['06103', 0.28, 'CT'],
    ['07302', 0.27, 'NJ'],
    ['21201', 0.25, 'MD'],
    ['02903', 0.25, 'RI'],
    ['33101', 0.24, 'FL'],
    ['80202', 0.24, 'CO'],
    ['23219', 0.24, 'VA'],
    ['25301', 0.13, 'WV'],
    ['58102', 0.13, 'ND'],
  ])('%s uses the published share %s of %s', (zip, share, state) => {
    expect(landShareForZip(zip)).toEqual({ landShare: share, state, source: 'state' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not three digits', 'ab123'],
    ['only two digits', '10'],
    ['digits after a letter', 'A10001'],
    ['non-ASCII digits', '\u0661\u0660\u0660\u0660\u0661'],
    ['a military prefix', '09012'],
    ['an unassigned prefix', '00212'],
  ])('uses the default 0.15 when the ZIP is %s', (_, zip) => {
    const lookup = landShareForZip(zip);
    expect(lookup.landShare).toBe(0.15);
    expect(lookup.source).toBe('default');
    expect(lookup.state).toBeNull();
  });

  it('uses the default 0.15 for territories, which have no published share, but names them', () => {
    expect(landShareForZip('00901')).toEqual({ landShare: DEFAULT_LAND_SHARE, state: 'PR', source: 'default' });
    expect(landShareForZip('96910')).toEqual({ landShare: 0.15, state: 'GU', source: 'default' });
  });

  it('has a share for each of the 50 states and DC, between 0.13 and 0.62, in whole percent', () => {
    expect(Object.keys(STATE_LAND_SHARES).sort()).toEqual([...FIFTY_STATES_AND_DC].sort());
    for (const share of Object.values(STATE_LAND_SHARES)) {
      expect(share).toBeGreaterThanOrEqual(0.13);
      expect(share).toBeLessThanOrEqual(0.62);
      expect(Math.round(share * 100) / 100).toBe(share);
    }
  });

  it('has a display name for every state and territory the table can return', () => {
    for (const row of csvRows) if (row.state) expect(STATE_NAMES[row.state], row.state).toBeTruthy();
  });
});
