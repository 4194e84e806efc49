import type { StateLawRecord } from '../state-law.ts';

/** Oregon: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const OR: StateLawRecord = {
  code: 'OR',
  name: 'Oregon',
  verified: false,
  note: 'Unsettled: Oregon follows federal taxable income on a rolling basis and so the federal bonus through 2025; SB 1507 passed both chambers in February 2026 to disconnect from the enhanced 168(k) bonus from 2026 (news reports; the bill text was not read), with Republicans promising a referral to the voters; whether it was signed or referred was not found, so the rows keep the law in force before it. ORS 316.037 (9.9% over $125,000, brackets above that not indexed) was read in a 2019 copy. Top rate for 2015-2024: 9.9% over $125,000 (single), read in the FTA 2015 table (a copy), PolicyEngine-US (9.9% from 2017, citing the OR-40 instructions) and ORS 316.037 (2019 edition, which also says the brackets over $125,000 are not indexed); no OR-40 rate chart for 2015-2019 was read.',
  topRate: [
    {
      from: '2015-01-01',
      value: 0.099,
      reference: {
        title:
          'Federation of Tax Administrators, State Individual Income Taxes, tax rates for tax year 2015 as of January 1, 2015 (read as a copy): Oregon 5.0% to 9.9%, the highest bracket from $125,000 (a secondary source); PolicyEngine-US or/tax/income/rates/single.yaml (9.9% over $125,000 from 2017) and ORS 316.037(1) (2019 edition) agree',
        href: 'https://vi.scribd.com/document/258160113/State-Tax-Rate-2015',
      },
      verifiedOn: '2026-11-29',
    },
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
