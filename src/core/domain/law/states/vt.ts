import type { StateLawRecord } from '../state-law.ts';

/** Vermont: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const VT: StateLawRecord = {
  code: 'VT',
  name: 'Vermont',
  verified: true,
  note: 'Read: 32 V.S.A. 5822(a) (top rate 8.75%, brackets indexed yearly; the 2025 withholding tables and the 2024 rate schedules show the same top rate) and the Department of Taxes page on taxable income, which says Vermont does not recognize the federal bonus: depreciation is recomputed without it and the difference added back (Technical Bulletin 44, Schedule IN-112), with later-year subtractions. Open: bills of the 2025-2026 session that would add higher brackets from 2026 (H.77, H.621, H.732) were seen only as introduced; no enactment was found.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0875,
      reference: {
        title: "32 V.S.A. 5822(a), tax on income of individuals, estates, and trusts: top rate 8.75% (Vermont Statutes Online, the Legislature's copy)",
        href: 'http://legislature.vermont.gov/statutes/section/32/151/05822',
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
          'Vermont Department of Taxes, What Is Taxable Income? (32 V.S.A. 5811(21)): Vermont does not recognize the bonus depreciation allowed under federal law; Technical Bulletin 44',
        href: 'https://tax.vermont.gov/individuals/income-tax-returns/taxable-income',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
