import type { StateLawRecord } from '../state-law.ts';

/** Maryland: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MD: StateLawRecord = {
  code: 'MD',
  name: 'Maryland',
  verified: false,
  note: "Tax-General 10-210.1(b)(1) read as a copy (current to 2025-01-01): an individual's Maryland AGI is adjusted so that depreciation and basis are figured without the 168(k) allowance, except for property a manufacturing entity placed in service from 2019; Form 500DM carries the modification. The 6.5% top state rate (over $1 million, $1.2 million joint) from tax year 2025, enacted by the Budget Reconciliation and Financing Act of 2025 (HB 352, ch. 604), was read only in firm summaries: the amended 10-105 and the Comptroller's 2025 rate table were not read. County income taxes and the 2% capital-gains surtax are excluded. Tax years 2015-2024: 5.75% over $250,000 ($300,000 joint) read in Tax-General 10-105(a) as copies (the 2013 Code and a copy of the text later amended by the 2025 act, the same schedule); the FTA tables for 2015, 2017 and 2021-2024 agree.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0575,
      reference: {
        title:
          'Md. Code, Tax-General 10-105(a)(1)(viii) and (a)(2)(viii) (2013 Maryland Code, read as a copy): 5.75% of Maryland taxable income in excess of $250,000 (individuals) or $300,000 (joint, surviving spouse, head of household); a later copy of 10-105 (before the 2025 act) reads the same',
        href: 'https://law.justia.com/codes/maryland/2013/article-gtg/section-10-105/index.html',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.065,
      reference: {
        title:
          'Bormel Grice (CPA firm), Highlights from the Maryland Budget Reconciliation and Financing Act of 2025 (December 2025): 6.50% on Maryland taxable income over $1 million ($1.2 million joint) for tax years after 2024 (a secondary source)',
        href: 'https://www.bormel-grice.com/post/december-2025-highlights-from-the-maryland-budget-reconciliation-and-financing-act-of-2025',
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
          'Md. Code, Tax-General 10-210.1(b)(1): Maryland AGI reflects depreciation and adjusted basis without regard to the IRC 168(k) allowance (manufacturing entities excepted from 2019) (read as a copy, current as of 2025-01-01)',
        href: 'https://codes.findlaw.com/md/tax-general/md-code-tax-general-sect-10-210-1/',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
