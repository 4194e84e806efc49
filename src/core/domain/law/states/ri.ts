import type { StateLawRecord } from '../state-law.ts';

/** Rhode Island: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const RI: StateLawRecord = {
  code: 'RI',
  name: 'Rhode Island',
  verified: false,
  note: "Read: R.I. Gen. Laws 44-61-1 on the legislature's site (no federal bonus for the personal income tax; Rhode Island depreciation as computed before the 2002 federal act, gain on a basis consistent with it) and 44-61-1.1 (section 179 as federal, the rest under IRC 167 and 168 excluding 168(k)). The 5.99% top rate was read in a 2012 Division of Taxation newsletter (from 2011 on); that it still applies in 2025 rests on a secondary source. Open: the governor's FY2027 budget proposed a 3-point surcharge (8.99%) on income over $1 million from 2027, and the House passed a budget with a millionaire's tax in June 2026 (news report); whether and how it was enacted was not read, so no 2027 row is added. 2015-2024: 5.99% every year, read in the Division's 2023 rate schedule (a copy) and, for the other years, only in secondary sources (tax-brackets.org for 2015, PolicyEngine-US from 2021); no Division schedule for 2015 to 2022 was read.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0599,
      reference: {
        title:
          "Rhode Island Division of Taxation, 2023 Tax Rate Schedule and Worksheets (read as a copy): 5.99% over $166,950, all filing statuses; with the Division's 2012 newsletter (top rate 5.99% for 2011 and later); the years 2015 to 2022 read only in secondary sources (tax-brackets.org 2015: 5.99% over $135,500; PolicyEngine-US ri/tax/income/rate.yaml: 5.99% from 2021, citing the 2021 to 2024 rate schedules)",
        href: 'https://ses.stf.com./bookmarks/Green%20Team/ri_wsw/0026/2022110714355808216464.htm',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0599,
      reference: {
        title:
          'Rhode Island Division of Taxation newsletter: top rate reduced to 5.99% for 2011 and later (read as a copy); current for 2025 per PolicyEngine-US ri/tax/income/rate.yaml, citing the 2025 RI-1040 instructions (a secondary source)',
        href: 'https://vdocument.in/rhode-island-ivision-rhode-island-tax-island-division-of-flat-tax-the-new-system.html',
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
          'R.I. Gen. Laws 44-61-1, depreciation of assets: the bonus of the 2002 and 2003 federal acts or any subsequent federal enactment is not allowed for Rhode Island tax purposes (with 44-61-1.1: depreciation under IRC 167 and 168 excluding 168(k))',
        href: 'https://webserver.rilegislature.gov/Statutes/TITLE44/44-61/44-61-1.HTM',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
