import type { StateLawRecord } from '../state-law.ts';

/** New York: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NY: StateLawRecord = {
  code: 'NY',
  name: 'New York',
  verified: false,
  note: 'Form IT-398 instructions read: for 168(k) property placed in service after 2003-05-31 (Resurgence and Liberty Zone property aside) New York allows depreciation under IRC 167 as if the property were acquired on 2001-09-10, that is MACRS without bonus, until disposed of or fully depreciated. The 10.9% top rate (Tax Law 601; New York City tax excluded) was read in a copy of section 601 only in its table for taxable years beginning in 2021, not in the text for 2025 and after.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.109,
      reference: {
        title:
          'PolicyEngine-US parameter file ny/tax/income/main/single.yaml (a secondary source; it cites Tax Law 601(c)(1)(B) and the 2025 IT-201-I instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ny/tax/income/main/single.yaml',
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
        title:
          'New York State Department of Taxation and Finance, Form IT-398, New York State Depreciation Schedule for IRC Section 168(k) Property, instructions (read as a copy)',
        href: 'https://www.formsbank.com/template/346952/form-it-398-new-york-state-depreciation-schedule-for-irc-section-168-k-property-2012.html?page=2',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
