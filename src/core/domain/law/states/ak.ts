import type { StateLawRecord } from '../state-law.ts';

/** Alaska: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const AK: StateLawRecord = {
  code: 'AK',
  name: 'Alaska',
  verified: true,
  note: 'Alaska Statutes 43.20.011 and 43.20.012 read as copies: the tax on individuals (43.20.011(a) to (d)) was repealed in 1980 (ch. 1 SSSLA 1980), the net income tax now reaches corporations only, and 43.20.012(a) says it does not apply to an individual. No tax on wages or rental income in any year the records cover.',
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title:
          'Alaska Statutes 43.20.011, tax on corporations: subsections (a) to (d), the tax on individuals, repealed by ch. 1 SSSLA 1980; (e) taxes corporations only (read as a copy)',
        href: 'http://law.onecle.com/alaska/title-43/43.20.011.html',
      },
      verifiedOn: '2026-11-25',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'none',
      },
      reference: {
        title: 'Alaska Statutes 43.20.012(a)(1): the tax imposed by the Alaska Net Income Tax Act does not apply to an individual (read as a copy)',
        href: 'https://courtgpt.ai/laws/alaska/title-43/chapter-20/article-1/section-43-20-012',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
