import type { StateLawRecord } from '../state-law.ts';

/** Connecticut: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const CT: StateLawRecord = {
  code: 'CT',
  name: 'Connecticut',
  verified: false,
  note: "From 2017-09-28 individuals add back 100% of the federal bonus and subtract 25% of it in each of the four following years (Conn. Gen. Stat. 12-701(a)(20) as amended by P.A. 18-49; DRS OCG-5). Read here only through the legislature's research office report (OLR 2018-R-0168) and a DRS guidance summary: the statute and the CT-1040 instructions were looked for but not read. Before 2017-09-28 the personal income tax allowed the bonus.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0699,
      reference: {
        title:
          'PolicyEngine-US parameter file ct/tax/income/rates/single.yaml (a secondary source; it cites Conn. Gen. Stat. 12-700 and the CT-1040 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ct/tax/income/rates/single.yaml',
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
        title:
          "Connecticut OLR report 2018-R-0168, Connecticut's tax treatment of federal bonus depreciation: allowed for the personal income tax until 2017 (read as a copy)",
        href: 'https://docslib.org/doc/12890439/connecticuts-tax-treatment-of-federal-bonus-depreciation',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2017-09-28',
      value: {
        kind: 'add_back_spread',
        addBack: {
          numerator: 1,
          denominator: 1,
        },
        years: 4,
        codeDate: null,
      },
      reference: {
        title:
          'Connecticut OLR report 2018-R-0168: add back the bonus for property placed in service after 2017-09-27, reclaim it in equal parts over the four following years (P.A. 18-49; read as a copy)',
        href: 'https://docslib.org/doc/12890439/connecticuts-tax-treatment-of-federal-bonus-depreciation',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
