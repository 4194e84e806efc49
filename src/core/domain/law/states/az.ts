import type { StateLawRecord } from '../state-law.ts';

/** Arizona: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const AZ: StateLawRecord = {
  code: 'AZ',
  name: 'Arizona',
  verified: false,
  note: "Unsettled at the last reading. The House majority research summary of HB 2785 (read) says A.R.S. 43-105 still ties Arizona to the Code as in effect on 2025-01-01. The 2026 conformity bills were vetoed (SB 1106/HB 2153, January 2026, per news reports) or pending (HB 2785), and the outcome of the 2026 session was not found. So property Public Law 119-21 reaches is recorded with the Tax Cuts and Jobs Act rates (40% 2025, 20% 2026, none after), while ADOR's 2025 forms assume conformity (ADOR's January 2026 release, read as a copy). ADOR ITP 16-2 (100% of the federal bonus from 2017; Arizona's own phase-in before, approximated as no bonus) and the rate (2.5%, A.R.S. 43-1011) were not read today. The 2015-2024 rows: ADOR's 2019 guidance (2018 schedule 4.54%, 2019 onward 4.50%) and Form 140 X & Y page (2.5% flat from 2023) were read, and the other years rest on secondary sources (FTA tables, incometaxpro.com, efile.com, Business Insider, AZ Free News, the Arizona Republic) that agree with PolicyEngine-US az/tax/income/main/single.yaml for 2019-2024. Proposition 208's 3.5% surcharge over $250,000 single (from 2021; 8.00% top in the FTA 2021 table) is left out: S.B. 1827 (2021) capped the combined rate at 4.5%, the Maricopa County Superior Court struck the surcharge down on 2022-03-11, and ADOR said 2021 liabilities stay the same with a 4.5% top rate; the elective small-business income tax (A.R.S. 43-1711) is also left out.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0454,
      reference: {
        title:
          'Arizona Department of Revenue, Updated guidance for Arizona individual income taxpayers (2019): Tax Rate Schedule for Tax Year 2018, 4.54% over $158,996 single; for 2015-2017 the Federation of Tax Administrators tables of 2015 and 2017 (2.59%-4.54%) and incometaxpro.com, citing the 2017 Form 140 rate schedule (4.54% over $155,160 single) (secondary sources)',
        href: 'https://azdor.gov/news-events-notices/news/updated-guidance-arizona-individual-income-taxpayers',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2019-01-01',
      value: 0.045,
      reference: {
        title:
          'Arizona Department of Revenue, Updated guidance for Arizona individual income taxpayers (2019): Tax Rate Schedule for Tax Year 2019 and going forward, four brackets, 4.50% over $159,000 single; for 2021, ADOR (March 2022, as reported by AZ Free News): with the Proposition 208 surcharge voided the top rate returns to 4.5% and no 2021 liability changes',
        href: 'https://azdor.gov/news-events-notices/news/updated-guidance-arizona-individual-income-taxpayers',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.0298,
      reference: {
        title:
          'efile.com, Arizona tax brackets: for 2022, 2.55% up to $28,653 and 2.98% above (single), the previous brackets topping at 4.50%; Business Insider: Arizona had two rates of 2.55% and 2.98% before the 2023 flat tax; Arizona Republic (2022-09-29): the flat tax does not apply to the 2022 tax year (secondary sources)',
        href: 'https://www.efile.com/arizona-tax-brackets-rates-forms/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.025,
      reference: {
        title:
          'Arizona Department of Revenue, Form 140 X & Y Tables page: for tax year 2023 and beyond there are no optional or X&Y tax tables due to the flat tax rate of 2.5%',
        href: 'https://azdor.gov/forms/individual/form-140-x-y-tables',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.025,
      reference: {
        title: 'PolicyEngine-US parameter file az/tax/income/main/single.yaml (a secondary source; it cites the Arizona Form 140 booklets)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/az/tax/income/main/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'no_bonus',
      },
      reference: {
        title: 'ADOR Individual Tax Procedure ITP 16-2 (copy named by the survey; not read here)',
        href: 'https://docslib.org/doc/4908320/procedures-indiv-2016-itp',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2017-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title: 'ADOR Individual Tax Procedure ITP 16-2: Arizona bonus depreciation is 100% of the federal bonus from 2017 (not read here)',
        href: 'https://docslib.org/doc/4908320/procedures-indiv-2016-itp',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2025-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0.4,
      },
      reference: {
        title:
          'Arizona House Majority Research Staff, HB 2785 (2026) caucus summary: current A.R.S. 43-105 conforms to the Code as in effect on 2025-01-01, the bill to move to 2026-01-01 pending; 40% is the 168(k) phase-down for 2025 under that Code (inferred)',
        href: 'https://www.azleg.gov/legtext/57leg/2R/summary/H.HB2785_020426_CAUCUSCOW.DOCX.htm',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0.2,
      },
      reference: {
        title:
          'Arizona HB 2785 (2026) caucus summary: Code as in effect on 2025-01-01 (A.R.S. 43-105); 20% is the 168(k) phase-down for 2026 under that Code (inferred)',
        href: 'https://www.azleg.gov/legtext/57leg/2R/summary/H.HB2785_020426_CAUCUSCOW.DOCX.htm',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2027-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0,
      },
      reference: {
        title: 'Arizona HB 2785 (2026) caucus summary: Code as in effect on 2025-01-01 (A.R.S. 43-105); that Code allows no 168(k) bonus after 2026 (inferred)',
        href: 'https://www.azleg.gov/legtext/57leg/2R/summary/H.HB2785_020426_CAUCUSCOW.DOCX.htm',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
