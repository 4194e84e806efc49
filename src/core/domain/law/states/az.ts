import type { StateLawRecord } from '../state-law.ts';

/** Arizona: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const AZ: StateLawRecord = {
  code: 'AZ',
  name: 'Arizona',
  verified: false,
  note: "Unsettled at the last reading: ADOR ITP 16-2 allows 100% of the federal bonus for property placed in service from 2017 (Arizona's own phase-in before, approximated here as no bonus), but A.R.S. 43-105 still ties Arizona to the Code as of 2025-01-01: the 2026 conformity bills were vetoed or pending, so property Public Law 119-21 reaches is recorded with the Tax Cuts and Jobs Act rates (40% 2025, 20% 2026, none after), while ADOR's 2025 forms assume conformity.",
  topRate: [
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
        title: 'Arizona HB 2785 (2026) caucus summary: conformity to the Code after 2025-01-01 pending (named by the survey; not read here)',
        href: 'https://www.azleg.gov/legtext/57leg/2R/summary/H.HB2785_020426_CAUCUSCOW.DOCX.htm',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0.2,
      },
      reference: {
        title: 'Arizona HB 2785 (2026) caucus summary (not read here)',
        href: 'https://www.azleg.gov/legtext/57leg/2R/summary/H.HB2785_020426_CAUCUSCOW.DOCX.htm',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2027-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0,
      },
      reference: {
        title: 'Arizona HB 2785 (2026) caucus summary (not read here)',
        href: 'https://www.azleg.gov/legtext/57leg/2R/summary/H.HB2785_020426_CAUCUSCOW.DOCX.htm',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
