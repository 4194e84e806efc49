import type { StateLawRecord } from '../state-law.ts';

/** Florida: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const FL: StateLawRecord = {
  code: 'FL',
  name: 'Florida',
  verified: true,
  note: 'Florida Constitution article VII, section 5(a): no tax on the income of natural persons who are residents or citizens beyond what may be credited against a federal or other state tax, so none in practice. Text read as a copy.',
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title: 'Florida Constitution, article VII, section 5(a): no tax upon the income of natural persons (read as a copy)',
        href: 'http://www.leg.state.fl.us/statutes/index.cfm?submenu=3#A7S05',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'none',
      },
      reference: {
        title: 'Florida Constitution, article VII, section 5(a) (read as a copy)',
        href: 'http://www.leg.state.fl.us/statutes/index.cfm?submenu=3#A7S05',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
