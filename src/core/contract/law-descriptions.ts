import { bonusScheduleByAcquisition, usedPropertyBonusShare } from '../domain/law/bonus-depreciation.ts';
import { type DatedParameter, dayBefore, rowAt, valueAt } from '../domain/law/dated-parameter.ts';
import { topIncomeTaxRate } from '../domain/law/income-tax.ts';
import { LAW_PARAMETERS } from '../domain/law/parameters.ts';

/**
 * The law's dated parameters in words, for the OpenAPI document's descriptions: rendered from
 * the same rows the engine looks values up in, so the document cannot cite a rate the engine
 * does not use. The methodology page renders the same rows as tables.
 */

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

/** "50% from 2015-01-01 (source); 40% from 2018-01-01 (source)". */
export function describeRows(parameter: DatedParameter<number>): string {
  return parameter.rows.map((row) => `${percent(row.value)} from ${row.from} (${row.reference.title})`).join('; ');
}

/** The top income-tax rate by tax year, with its law. */
export function describeTopTaxRate(): string {
  return describeRows(topIncomeTaxRate);
}

/** Each bonus schedule by acquisition date, with the rates by date placed in service. */
export function describeBonusByAcquisition(): string {
  const rows = bonusScheduleByAcquisition.rows;
  return rows
    .map((row, index) => {
      const next = rows[index + 1];
      const acquired = next ? `acquired ${row.from} to ${dayBefore(next.from)}` : `acquired from ${row.from}`;
      const schedule = LAW_PARAMETERS[row.value];
      const rates = schedule.rows.map((rate) => `${percent(rate.value)} placed in service from ${rate.from}`).join(', ');
      // A building bought is used property: before the TCJA these rates were for original use only.
      const used =
        valueAt(usedPropertyBonusShare, row.from) === 0
          ? `; for property whose original use begins with the owner only: a building bought used takes none (${rowAt(usedPropertyBonusShare, row.from).reference.title}), the default`
          : '';
      return `${acquired} (${row.reference.title}): ${rates}${used}`;
    })
    .join('; ');
}
