import type { StateLawRecord } from '../state-law.ts';

/** Rhode Island: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const RI: StateLawRecord = {
  code: 'RI',
  name: 'Rhode Island',
  verified: false,
  note: "Read: R.I. Gen. Laws 44-61-1 on the legislature's site (no federal bonus for the personal income tax; Rhode Island depreciation as computed before the 2002 federal act, gain on a basis consistent with it) and 44-61-1.1 (section 179 as federal, the rest under IRC 167 and 168 excluding 168(k)). The 5.99% top rate was read in a 2012 Division of Taxation newsletter (from 2011 on); that it still applies in 2025 rests on a secondary source. Open: the governor's FY2027 budget proposed a 3-point surcharge (8.99%) on income over $1 million from 2027, and the House passed a budget with a millionaire's tax in June 2026 (news report); whether and how it was enacted was not read, so no 2027 row is added.",
  topRate: [
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
