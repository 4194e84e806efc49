import type { StateLawRecord } from '../state-law.ts';

/** Colorado: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const CO: StateLawRecord = {
  code: 'CO',
  name: 'Colorado',
  verified: false,
  note: "C.R.S. 39-22-104 read as a copy: a flat 4.40% on federal taxable income from 2022, so the federal bonus flows through (rolling conformity), as the General Assembly's HB26-1222 bill summary also says. Open: HB26-1222 (add back 168(k) from tax year 2027, subtracted over later years) passed the House on 2026-05-04, but whether it passed the Senate and was signed was not found, so no 2027 row is recorded. The temporary TABOR rate cuts of 39-22-627 were not read for 2025 or 2026.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.044,
      reference: {
        title:
          'C.R.S. 39-22-104(1.7)(c): 4.40% of federal taxable income for tax years from 2022, except as section 39-22-627 (temporary TABOR reductions, not read) provides (read as a copy)',
        href: 'https://casetext.com/statute/colorado-revised-statutes/title-39-taxation/specific-taxes/income-tax/article-22-income-tax/part-1-general/section-39-22-104-income-tax-imposed-on-individuals-estates-and-trusts-single-rate-report-legislative-declaration-definitions-repeal',
      },
      verifiedOn: '2026-11-25',
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
          'Colorado HB26-1222 bill summary: the state tax is imposed on federal taxable income, so 168(k) bonus flows through; the bill would add it back from tax year 2027 (summary read as a copy; enactment not confirmed)',
        href: 'https://www.billtrack50.com/billdetail/1973830',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
