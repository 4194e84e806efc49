import type { StateLawRecord } from '../state-law.ts';

/** Delaware: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const DE: StateLawRecord = {
  code: 'DE',
  name: 'Delaware',
  verified: false,
  note: 'HB 255 (signed 2025-11-19) decouples individuals from the Public Law 119-21 bonus for property acquired and placed in service after 2025-12-31: the Code as before it, so 20% in 2026 and none after (mechanics inferred by the survey; the bill was not read here). Property acquired in 2025 and placed in service in 2026 is treated the same here.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.066,
      reference: {
        title: 'PolicyEngine-US parameter file de/tax/income/rate.yaml (a secondary source; it cites 30 Del. C. 1102(a)(14))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/de/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title: 'Delaware HB 255 (153rd General Assembly), engrossed text (named by the survey; not read here)',
        href: 'https://legis.delaware.gov/json/BillDetail/GenerateHtmlDocumentEngrossment?docTypeId=6&engrossmentId=37616',
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
        title: 'Delaware HB 255: the Code as before Public Law 119-21 for property placed in service after 2025 (not read here)',
        href: 'https://legis.delaware.gov/json/BillDetail/GenerateHtmlDocumentEngrossment?docTypeId=6&engrossmentId=37616',
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
        title: 'Delaware HB 255 (not read here)',
        href: 'https://legis.delaware.gov/json/BillDetail/GenerateHtmlDocumentEngrossment?docTypeId=6&engrossmentId=37616',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
