import type { StateLawRecord } from '../state-law.ts';

/** Virginia: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const VA: StateLawRecord = {
  code: 'VA',
  name: 'Virginia',
  verified: false,
  note: "Read: Va. Code 58.1-320 (5.75% on income over $17,000 since 1990) and 58.1-301 B 1 (2020 edition), which excludes the 168(k) bonus from Virginia's Code, so depreciation is recomputed without it, the difference added back and recovered later. Open: HB 29 (2026), which moves Virginia to fixed conformity at 2025-12-31 and keeps some decouplings, was read only in firm alerts, and the current text of 58.1-301 was not read; 2026 bills and budget amendments adding a bracket above $1 million (7.75% or 10% from 2026; HB 1074 was last seen in a House Finance subcommittee) were seen, but no enactment was found, so the record keeps 5.75%. 2015-2024: 5.75% every year under the same 58.1-320 (unamended since 1987), cross-checked with PolicyEngine-US for 2021 to 2024 (a secondary source).",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0575,
      reference: {
        title:
          'Va. Code 58.1-320 (2020 edition, read as a copy): 5.75% on income over $17,000 for taxable years beginning on and after 1990-01-01, last amended 1987; PolicyEngine-US va/tax/income/rates.yaml (secondary) 5.75% over $17,000 from 2021, citing the 2021 to 2024 Form 760 instructions',
        href: 'http://va.elaws.us/law/58.1-320',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0575,
      reference: {
        title: 'Va. Code 58.1-320, imposition of tax: 5.75% on income over $17,000 for taxable years from 1990 (read as a copy)',
        href: 'https://vacode.org/58.1-320.txt',
      },
      verifiedOn: '2026-11-25',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'no_bonus',
      },
      reference: {
        title:
          'Va. Code 58.1-301 B 1, conformity to the Internal Revenue Code except the special depreciation allowance of 168(k) (2020 edition, read as a copy); 2023 and 2026 amendments read only in secondary sources (EY Tax News on HB 29)',
        href: 'http://va.elaws.us/law/58.1-301',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
