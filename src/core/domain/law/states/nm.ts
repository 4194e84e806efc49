import type { StateLawRecord } from '../state-law.ts';

/** New Mexico: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NM: StateLawRecord = {
  code: 'NM',
  name: 'New Mexico',
  verified: false,
  note: 'Starts from federal adjusted gross income; no individual decoupling found (a 2026 bill decouples corporations only, from 2027).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.059,
      reference: {
        title: 'PolicyEngine-US parameter file nm/tax/income/main/single.yaml (a secondary source; it cites the 2025 PIT form packet and 3.3.7.9 NMAC)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/nm/tax/income/main/single.yaml',
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
        title: 'FastDemocracy summary of a 2026 New Mexico bill decoupling corporations (secondary; not read here)',
        href: 'https://fastdemocracy.com/bill-summary/?billsummary_id=NMB00012469&billsummary_session=2026&billsummary_state=nm',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
