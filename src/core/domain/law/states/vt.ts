import type { StateLawRecord } from '../state-law.ts';

/** Vermont: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const VT: StateLawRecord = {
  code: 'VT',
  name: 'Vermont',
  verified: false,
  note: "Read: 32 V.S.A. 5822(a) (top rate 8.75%, brackets indexed yearly; the 2025 withholding tables and the 2024 rate schedules show the same top rate) and the Department of Taxes page on taxable income, which says Vermont does not recognize the federal bonus: depreciation is recomputed without it and the difference added back (Technical Bulletin 44, Schedule IN-112), with later-year subtractions. Open: bills of the 2025-2026 session that would add higher brackets from 2026 (H.77, H.621, H.732) were seen only as introduced; no enactment was found. 2015-2024: 8.95% to 2017 (the Department's 2016 and 2017 schedules; 2015 only in a secondary source) and 8.75% from 2018 (Act 11 of the 2018 Special Session; its retroactive start read only in secondary sources), so the record is no longer marked verified. The current 5822(a)(6), under which tax is at least 3% of federal AGI when AGI exceeds $150,000, is not a marginal rate and is not modelled.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0895,
      reference: {
        title:
          'Vermont Department of Taxes, 2017 VT Rate Schedules (Form IN-111 instructions, read as a copy): 8.95% over $416,650 single; the 2016 Preliminary VT Tax Rates (estimated-tax worksheet, copy) show 8.95% over $413,350; 2015 read only in a secondary source (vermonttaxhelp.com: 8.95% over $413,800 single)',
        href: 'https://www.formsbank.com/template/374334/instructions-for-form-in-111.html?page=11',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2018-01-01',
      value: 0.0875,
      reference: {
        title:
          "32 V.S.A. 5822(a) (Vermont Statutes Online): top rate 8.75% (single over $195,450, the amounts a 2018 table by paycheckguru, a secondary source, also shows), from Act 11 of the 2018 Special Session (the Department's 2018 Legislative Highlights describe Act 11's personal income tax changes for 2018; the part read does not show the rates); the retroactive start on 2018-01-01 and the end of the 8.95% bracket read in secondary sources (EY Tax News 2018-1724, Paylocity); the Department's 2023 and 2024 rate schedules (copies) show 8.75%",
        href: 'http://legislature.vermont.gov/statutes/section/32/151/05822',
      },
      verifiedOn: '2026-11-29',
    },
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
