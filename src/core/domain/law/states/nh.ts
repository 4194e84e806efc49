import type { StateLawRecord } from '../state-law.ts';

/** New Hampshire: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NH: StateLawRecord = {
  code: 'NH',
  name: 'New Hampshire',
  verified: false,
  note: "The Department of Revenue Administration's page read: no income tax on wages; the interest and dividends tax (interest and dividends only) is repealed for taxable periods beginning after 2024. Open and not modelled: the business profits tax (RSA 77-A) counts a proprietor's net rental income in its base (Rev 302.03(a)(2), read as a copy) once gross business income passes the filing threshold, so 'none' is wrong for larger rental owners; the rate and the threshold were not read.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title:
          'New Hampshire Department of Revenue Administration, Interest & Dividends Tax: no income tax on W-2 wages; the I&D tax (5%, 4%, then 3%) reached interest and dividends only and is repealed for taxable periods beginning after December 31, 2024',
        href: 'https://www.revenue.nh.gov/taxes-glance/interest-dividends-tax',
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
        title:
          "N.H. Admin. Rules Rev 302.03, business profits tax: a proprietorship's gross business profits include net rental income reported on the federal return (read as a copy); contradicts 'none' for rentals above the filing threshold, kept here pending a decision",
        href: 'https://regulations.justia.com/states/new-hampshire/rev/chapter-rev-300/part-rev-302/section-rev-302-03',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
