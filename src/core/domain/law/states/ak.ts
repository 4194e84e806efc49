import type { StateLawRecord } from '../state-law.ts';

/** Alaska: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const AK: StateLawRecord = {
  code: 'AK',
  name: 'Alaska',
  verified: false,
  note: 'No individual income tax (Alaska taxes corporations only). Not read here in a primary source: recorded from the survey of states with no tax on wages or rental income.',
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title: 'Alaska Statutes chapter 43.20, Alaska Net Income Tax Act: a tax on corporations, none on individuals (not read here)',
        href: 'https://www.akleg.gov/basis/statutes.asp#43.20',
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
        title: 'Alaska Statutes chapter 43.20: no individual income tax (not read here)',
        href: 'https://www.akleg.gov/basis/statutes.asp#43.20',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
