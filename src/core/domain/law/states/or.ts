import type { StateLawRecord } from '../state-law.ts';

/** Oregon: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const OR: StateLawRecord = {
  code: 'OR',
  name: 'Oregon',
  verified: false,
  note: 'Unsettled: Oregon follows federal taxable income on a rolling basis and so the federal bonus through 2025; SB 1507 passed both chambers in February 2026 to disconnect from the enhanced 168(k) bonus from 2026 (news reports; the bill text was not read), with Republicans promising a referral to the voters; whether it was signed or referred was not found, so the rows keep the law in force before it. ORS 316.037 (9.9% over $125,000, brackets above that not indexed) was read in a 2019 copy.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.099,
      reference: {
        title: 'ORS 316.037(1), imposition and rate of tax: 9.9% of taxable income over $125,000 (2019 edition, read as a copy; later amendments not checked)',
        href: 'https://legalfix.com/statutes/state-codes/oregon/volume-08/chapter-316/section-316-037',
      },
      verifiedOn: '2026-11-25',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title:
          'Jefferson Public Radio, Oregon will partially disconnect its tax code from the new federal code (2026-02-26): Oregon ties to the federal code as it changes; SB 1507 passed, referral threatened (a secondary source)',
        href: 'https://www.ijpr.org/politics-government/2026-02-26/oregon-will-partially-disconnect-state-tax-code-from-new-federal-code-to-curb-revenue-loss',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
