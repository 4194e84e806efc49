import type { StateLawRecord } from '../state-law.ts';

/** North Carolina: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NC: StateLawRecord = {
  code: 'NC',
  name: 'North Carolina',
  verified: false,
  note: "Read: G.S. 105-153.7 (flat 4.25% for 2025, 3.99% after 2025, lower from 2027 only if General Fund revenue passes the triggers of subsection (a1)); NCDOR's bonus page and G.S. 105-153.6(a), read as a copy (add back 85% of the 168(k) bonus, no basis difference, deduct 20% of the add-back in each of the next five years); NCDOR's notice of 2026-01-08 and its FAQ of February 2026 (the Code is the Code as enacted on 2023-01-01, so Public Law 119-21's bonus changes do not apply and the bonus is first recomputed as the Code then stood). Open: whether the 2026 session (from April 2026) updated the Code date or the add-back, and whether the FY 2025-26 trigger cut the 2027 rate to 3.49%; both unchecked, so the record stays unverified with the law in force before them. The 2015-2024 rows were read on NCDOR's Tax Rate Schedules page (5.75% 2015-2016, 5.499% 2017-2018, 5.25% 2019-2021, 4.99% 2022, 4.75% 2023, 4.5% 2024 under S.L. 2023-134) and agree with PolicyEngine-US and with a copy of G.S. 105-153.7 (5.499% before 2019, 5.25% 2019-2021, 4.99% 2022, 4.75% 2023; that copy predates S.L. 2023-134 and still shows 4.6% for 2024).",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0575,
      reference: {
        title: 'NCDOR, Tax Rate Schedules: for tax years 2015 and 2016 the individual income tax rate is 5.75%',
        href: 'https://ncdor.gov/taxes-forms/tax-rate-schedules',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2017-01-01',
      value: 0.05499,
      reference: {
        title: 'NCDOR, Tax Rate Schedules: for tax years 2017 and 2018 the individual income tax rate is 5.499%',
        href: 'https://ncdor.gov/taxes-forms/tax-rate-schedules',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2019-01-01',
      value: 0.0525,
      reference: {
        title: 'NCDOR, Tax Rate Schedules: for tax years 2019, 2020 and 2021 the individual income tax rate is 5.25%',
        href: 'https://ncdor.gov/taxes-forms/tax-rate-schedules',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.0499,
      reference: {
        title: 'NCDOR, Tax Rate Schedules: for tax year 2022 the individual income tax rate is 4.99%',
        href: 'https://ncdor.gov/taxes-forms/tax-rate-schedules',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.0475,
      reference: {
        title: 'NCDOR, Tax Rate Schedules: for tax year 2023 the individual income tax rate is 4.75%',
        href: 'https://ncdor.gov/taxes-forms/tax-rate-schedules',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.045,
      reference: {
        title: 'NCDOR, Tax Rate Schedules: for taxable years beginning in 2024 the rate is 4.5% (Session Law 2023-134)',
        href: 'https://ncdor.gov/taxes-forms/tax-rate-schedules',
      },
      verifiedOn: '2026-11-29',
    },
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
