import type { StateLawRecord } from '../state-law.ts';

/** North Carolina: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NC: StateLawRecord = {
  code: 'NC',
  name: 'North Carolina',
  verified: false,
  note: "G.S. 105-153.6(a) read: add back 85% of the 168(k) bonus taken for the year, deduct 20% of the add-back in each of the first five following years, no basis difference (NCDOR page read too). North Carolina's Code is the Code as enacted on 2023-01-01 (G.S. 105-228.90(b)(1b)), so the bonus is first recomputed as it stood then; this rests on NCDOR's January 2026 notice as firms report it, and the General Assembly's 2026 session (from April 2026) was not checked.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0425,
      reference: {
        title: 'PolicyEngine-US parameter file nc/tax/income/rate.yaml (a secondary source; it cites the 2025 D-401 instructions and G.S. 105-153.7)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/nc/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.0399,
      reference: {
        title: 'PolicyEngine-US parameter file nc/tax/income/rate.yaml (a secondary source; it cites 2023 N.C. H259)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/nc/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'add_back_spread',
        addBack: {
          numerator: 17,
          denominator: 20,
        },
        years: 5,
        codeDate: '2023-01-01',
      },
      reference: {
        title:
          'N.C. Gen. Stat. 105-153.6(a), adjustments when the State decouples from federal accelerated depreciation (read as a copy), with NCDOR, Adjustment for Bonus Depreciation',
        href: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.6.html',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
