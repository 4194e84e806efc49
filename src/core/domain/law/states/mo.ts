import type { StateLawRecord } from '../state-law.ts';

/** Missouri: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MO: StateLawRecord = {
  code: 'MO',
  name: 'Missouri',
  verified: false,
  note: 'Missouri adjusted gross income is federal with the additions of RSMo 143.121; its bonus add-back applied only to property bought July 2002 to June 2003 (secondary sources).',
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
        title: 'RSMo 143.121, modifications to federal adjusted gross income (not read here)',
        href: 'https://revisor.mo.gov/main/OneChapter.aspx?chapter=143.121',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
