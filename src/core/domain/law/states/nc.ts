import type { StateLawRecord } from '../state-law.ts';

/** North Carolina: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NC: StateLawRecord = {
  code: 'NC',
  name: 'North Carolina',
  verified: false,
  note: "Read: G.S. 105-153.7 (flat 4.25% for 2025, 3.99% after 2025, lower from 2027 only if General Fund revenue passes the triggers of subsection (a1)); NCDOR's bonus page and G.S. 105-153.6(a), read as a copy (add back 85% of the 168(k) bonus, no basis difference, deduct 20% of the add-back in each of the next five years); NCDOR's notice of 2026-01-08 and its FAQ of February 2026 (the Code is the Code as enacted on 2023-01-01, so Public Law 119-21's bonus changes do not apply and the bonus is first recomputed as the Code then stood). Open: whether the 2026 session (from April 2026) updated the Code date or the add-back, and whether the FY 2025-26 trigger cut the 2027 rate to 3.49%; both unchecked, so the record stays unverified with the law in force before them.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0425,
      reference: {
        title: 'N.C. Gen. Stat. 105-153.7(a), individual income tax imposed: 4.25% for taxable years beginning in 2025',
        href: 'http://www.Ncleg.net/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.7.html',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0399,
      reference: {
        title: 'N.C. Gen. Stat. 105-153.7(a), 3.99% for taxable years beginning after 2025, and (a1), the revenue triggers for 2027 on (not applied here)',
        href: 'http://www.Ncleg.net/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.7.html',
      },
      verifiedOn: '2026-11-25',
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
          'NCDOR, Adjustment for Bonus Depreciation (85% add-back, no basis difference), with G.S. 105-153.6(a) (20% of the add-back deducted in each of the next five years; read as a copy) and NCDOR Important Notice of 2026-01-08 (the Code as enacted on 2023-01-01 applies for 2025)',
        href: 'https://www.ncdor.gov/taxes/individual-income-tax/adjustment-bonus-depreciation',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
