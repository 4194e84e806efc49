import type { StateLawRecord } from '../state-law.ts';

/** West Virginia: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const WV: StateLawRecord = {
  code: 'WV',
  name: 'West Virginia',
  verified: false,
  note: 'SB 400 (signed 2026-03-02) follows federal changes through 2025-12-31, Public Law 119-21 included, for the personal income tax (news report).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0482,
      reference: {
        title: 'PolicyEngine-US parameter file wv/tax/income/rates/single.yaml (a secondary source; it cites W. Va. Code 11-21-4j)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/wv/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.0458,
      reference: {
        title: 'PolicyEngine-US parameter file wv/tax/income/rates/single.yaml (a secondary source; it cites W. Va. Code 11-21-4j)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/wv/tax/income/rates/single.yaml',
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
        title: 'WV News, Governor signs SB 393 and SB 400 to align West Virginia taxes with federal law (secondary; not read here)',
        href: 'https://www.wvnews.com/news/wvnews/gov-morrisey-signs-sb-393-sb-400-to-align-west-virginia-taxes-with-federal-law/article_5b8f72d6-85af-4c78-b269-ea2cb04b5230.html',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
