import type { StateLawRecord } from '../state-law.ts';

/** Connecticut: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const CT: StateLawRecord = {
  code: 'CT',
  name: 'Connecticut',
  verified: false,
  note: "The bonus rows rest on the General Assembly's research office report OLR 2018-R-0168 (read): the personal income tax allowed the federal bonus until P.A. 18-49, which makes individuals add back the whole bonus for property placed in service after 2017-09-27 and subtract it in equal parts over the four following years (applicable to tax years from 2017). Conn. Gen. Stat. 12-701 and the CT-1040 instructions could not be read at that passage. The 6.99% top rate was read only in the DRS 2015 tax calculation schedule; the 2025 schedule and the 2023 and later rate acts were not read, so that row rests on PolicyEngine-US, and whether a later session enacted a higher top rate (a Senate proposal for 7.99% was reported) was not checked. The 2015-2024 row (6.99%): the DRS 2015 Tax Calculation Schedule and 2015 CT-1040X Table B were read as copies (the 2014 schedules, also read, top out at 6.7% over $250,000); 2016-2024 rest on the FTA tables of 2017 and 2021, r2cents.com (2020), comparetaxrates.com (2024) and PolicyEngine-US ct/tax/income/rates/single.yaml (6.99% over $500,000 from 2015, citing the 2022-2025 CT-1040 instructions), which agree; the CT-1040 booklets of 2016-2024 were not read themselves.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0699,
      reference: {
        title:
          'Connecticut DRS, Form CT-1040 TCS, 2015 Tax Calculation Schedule, Table B (read as a copy): $31,550 plus 6.99% of the excess over $500,000 (single), as in Table B of the 2015 Form CT-1040X; for 2016-2024 secondary sources: the FTA tables of 2017 and 2021 (3.0%-6.99%), r2cents.com for 2020 and comparetaxrates.com for 2024 (6.99% over $500,000 single, after the 2024 cuts to the two lowest rates)',
        href: 'https://www.formsbank.com/template/266027/form-ct-1040tcs-tax-calculation-schedule-connecticut-2015.html?page=2',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0699,
      reference: {
        title:
          'Connecticut DRS, Form CT-1040 TCS, 2015 Tax Calculation Schedule, Table B: $31,550 plus 6.99% of the excess over $500,000 (read as a copy; for 2015); for 2025 a secondary source, PolicyEngine-US ct/tax/income/rates, citing Conn. Gen. Stat. 12-700',
        href: 'https://www.formsbank.com/template/266027/form-ct-1040tcs-tax-calculation-schedule-connecticut-2015.html?page=2',
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
          "Connecticut OLR report 2018-R-0168, Connecticut's Treatment of Federal Bonus Depreciation (2018-08-13): state law allowed the federal bonus for personal income tax purposes until the 2018 act (read as a copy)",
        href: 'https://docslib.org/doc/12890439/connecticuts-tax-treatment-of-federal-bonus-depreciation',
      },
      verifiedOn: '2026-11-25',
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
          'Connecticut OLR report 2018-R-0168: individuals add back the federal bonus for property placed in service after 2017-09-27 and reclaim it in equal installments over the four succeeding tax years; applies to tax years from 2017-01-01 (read as a copy)',
        href: 'https://docslib.org/doc/12890439/connecticuts-tax-treatment-of-federal-bonus-depreciation',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
