import type { Fraction, StateBonusTreatment } from './state-law.ts';

/**
 * A state's treatment of the federal bonus in one plain sentence, for the page, the report and the
 * methodology table. No citations: the page shows the row's reference beside it (from the full
 * record, on the server); this module is small enough for the browser bundles.
 */
export function describeStateTreatment(treatment: StateBonusTreatment): string {
  switch (treatment.kind) {
    case 'none':
      return 'No income tax on wages or rental income, so there is no state deduction to figure.';
    case 'conforms':
      return 'Follows the federal bonus depreciation: the state deduction is the federal one.';
    case 'no_bonus':
      return 'Allows no bonus depreciation: the reclassified property is depreciated over its 5-, 7- or 15-year life instead.';
    case 'phase_down':
      return treatment.bonusRate === 0
        ? 'Allows no bonus depreciation for property placed in service from that year: it is depreciated over its life instead.'
        : `Allows ${percent(treatment.bonusRate)} bonus depreciation (never more than the federal rate) for property placed in service that year; the rest is depreciated over its life.`;
    case 'add_back_spread': {
      const olderCode = treatment.codeDate
        ? `, after first limiting the bonus to what the Internal Revenue Code allowed as of ${longDate(treatment.codeDate)}`
        : '';
      return `Adds back ${share(treatment.addBack)} of the bonus in the year it is deducted${olderCode}, then deducts that amount in ${treatment.years} equal parts over the next ${treatment.years} years.`;
    }
  }
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

function share(fraction: Fraction): string {
  if (fraction.numerator === fraction.denominator) return 'all';
  const hundredths = (fraction.numerator * 100) / fraction.denominator;
  return Number.isInteger(hundredths) ? `${hundredths}%` : `${fraction.numerator}/${fraction.denominator}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 2023-05-01 as "May 1, 2023". */
function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}
