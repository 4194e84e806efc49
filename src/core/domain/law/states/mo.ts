import type { StateLawRecord } from '../state-law.ts';

/** Missouri: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MO: StateLawRecord = {
  code: 'MO',
  name: 'Missouri',
  verified: false,
  note: 'Read: RSMo 143.121 (Missouri adjusted gross income is federal adjusted gross income with the listed modifications; the only depreciation addition, 143.121.2(3), reaches the 2002 federal bonus on property bought July 2002 to June 2003), read in an older copy (the opening of the current section, reprinted in 2024 HB 2457 as introduced, reads the same; its later subdivisions were not compared); and RSMo 143.011 (4.95% from 2023, lower rates only when the revenue triggers are met), read as a copy. Not verified: the 4.7% top rate for 2025 rests on the triggers as the department applied them, read only in secondary sources; a 2026 trigger cut and the 2026 plan to phase out the income tax (a statewide vote was sought) were not checked.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.047,
      reference: {
        title: 'PolicyEngine-US parameter file mo/tax/income/rates.yaml (a secondary source; it cites RSMo 143.011 and the 2025 MO-1040 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/mo/tax/income/rates.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title:
          'RSMo 143.121.1 and 143.121.2(3), Missouri adjusted gross income: federal AGI with modifications, the depreciation addition limited to property bought 2002-07-01 to 2003-06-30 (read as a copy)',
        href: 'http://www.laws9.com/statutes/missouri/t10/c143/143_121',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
