import type { StateLawRecord } from '../state-law.ts';

/** Massachusetts: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MA: StateLawRecord = {
  code: 'MA',
  name: 'Massachusetts',
  verified: false,
  note: 'TIR 03-25 read: the personal income tax follows the current Code for IRC 168 but specifically disallows 168(k) (G.L. c. 62, 1(c) and 2(d)(1)(N)). Top rate 5% plus the 4% surtax on income over about $1.08 million (G.L. c. 62, 4): not read in a primary source here.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.09,
      reference: {
        title:
          'PolicyEngine-US parameter file ma/tax/income/rates/part_b.yaml and additional.yaml (a secondary source; it cites G.L. c. 62, 4(b) and (d) and the 2025 Form 1 instructions: 5% plus the 4% surtax)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ma/tax/income/rates/part_b.yaml and additional.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'no_bonus',
      },
      reference: {
        title: 'Massachusetts DOR, TIR 03-25: Depreciable Business Assets; Modifications for Decoupling from Federal Bonus Depreciation',
        href: 'https://www.mass.gov/technical-information-release/tir-03-25-depreciable-business-assets-modifications-for-decoupling',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
