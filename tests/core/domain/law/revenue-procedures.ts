/**
 * The revenue procedure that adjusts each tax year's figures for inflation, by year: the citation
 * the law's yearly records (brackets, capital gain thresholds, standard deduction) open with.
 */
export const REVENUE_PROCEDURE_OF_YEAR: Readonly<Record<number, string>> = {
  2015: 'Rev. Proc. 2014-61',
  2016: 'Rev. Proc. 2015-53',
  2017: 'Rev. Proc. 2016-55',
  2019: 'Rev. Proc. 2018-57',
  2020: 'Rev. Proc. 2019-44',
  2021: 'Rev. Proc. 2020-45',
  2022: 'Rev. Proc. 2021-45',
  2023: 'Rev. Proc. 2022-38',
  2024: 'Rev. Proc. 2023-34',
  2025: 'Rev. Proc. 2024-40',
  2026: 'Rev. Proc. 2025-32',
};

/** The first 18 characters of each row's citation, as the tests compare them. */
export const citationsOf = (rows: ReadonlyArray<{ reference: { title: string } }>) => rows.map((row) => row.reference.title.slice(0, 18));
