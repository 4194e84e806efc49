import type { StateLawRecord } from '../state-law.ts';

/** Arizona: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const AZ: StateLawRecord = {
  code: 'AZ',
  name: 'Arizona',
  verified: false,
  note: "Unsettled at the last reading. The House majority research summary of HB 2785 (read) says A.R.S. 43-105 still ties Arizona to the Code as in effect on 2025-01-01. The 2026 conformity bills were vetoed (SB 1106/HB 2153, January 2026, per news reports) or pending (HB 2785), and the outcome of the 2026 session was not found. So property Public Law 119-21 reaches is recorded with the Tax Cuts and Jobs Act rates (40% 2025, 20% 2026, none after), while ADOR's 2025 forms assume conformity (ADOR's January 2026 release, read as a copy). ADOR ITP 16-2 (100% of the federal bonus from 2017; Arizona's own phase-in before, approximated as no bonus) and the rate (2.5%, A.R.S. 43-1011) were not read today.",
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
