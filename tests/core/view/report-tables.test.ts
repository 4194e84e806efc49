import { describe, expect, it } from 'vitest';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { ledgerOf, type OwnerAnswer, ownerAnswer } from '../../../src/core/view/owner-answer.ts';
import { LINES_PER_COLUMN, reportClassNote, reportClassRows, reportSaleTable, reportYearColumns } from '../../../src/core/view/report-tables.ts';
import { taxSavedNote, yearTableNote } from '../../../src/core/view/year-table-words.ts';

const office = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '10001', placedInService: '2024-05-15' };

describe('the report: the basis by recovery class (issue 34)', () => {
  it('names each class with its period, method, convention and table, and adds up to the price with the land', () => {
    const result = taxImpact(office);
    expect(reportClassRows(result, 1_250_000)).toEqual([
      { property: '5-year property', period: '5 years', method: '200% declining balance', convention: 'Half-year', table: 'A-1', basis: '$89,900' },
      { property: '7-year property', period: '7 years', method: '200% declining balance', convention: 'Half-year', table: 'A-1', basis: '$3,100' },
      { property: '15-year property', period: '15 years', method: '150% declining balance', convention: 'Half-year', table: 'A-1', basis: '$62,000' },
      {
        property: 'Building: nonresidential real property',
        period: '39 years',
        method: 'Straight line',
        convention: 'Mid-month (May)',
        table: 'A-7a',
        basis: '$620,000',
      },
      { property: 'Land', period: '', method: 'Not depreciated', convention: '', table: '', basis: '$475,000' },
    ]);
    expect(reportClassNote(result)).toBe(
      'Typical case: 20% of the basis of $775,000 in the 5-, 7- and 15-year classes, placed in service May 15, 2024. Bonus depreciation (IRC 168(k)) of 60% on the 5-, 7- and 15-year property; the rest of their basis by the method shown.',
    );
  });

  it('placed in service in the fourth quarter: the mid-quarter convention (IRC 168(d)(3)), table A-5; a rental: 27.5 years, table A-6', () => {
    const rows = reportClassRows(taxImpact({ ...office, propertyType: 'residential_ltr', placedInService: '2024-11-04' }), 1_250_000);
    expect(rows[0]).toMatchObject({ convention: 'Mid-quarter (4th quarter)', table: 'A-5' });
    expect(rows[3]).toMatchObject({
      property: 'Building: residential rental property',
      period: '27.5 years',
      convention: 'Mid-month (November)',
      table: 'A-6',
    });
  });

  it('a study in a later year says its catch-up (IRC 481(a), Form 3115)', () => {
    const result = taxImpact({ ...office, studyYear: 2026 });
    expect(reportClassNote(result)).toContain(
      `The study in 2026, after the year placed in service: a change in accounting method (Form 3115) whose catch-up deduction (IRC 481(a)) is`,
    );
  });
});

describe('the report: the sale by character, in both worlds (issue 35)', () => {
  it('is absent without a sale', () => {
    expect(reportSaleTable(taxImpact(office), null)).toBeNull();
  });

  it('a taxable sale: the allocation, the depreciation taken, each character of gain and the federal tax, the result’s own figures', () => {
    const result = taxImpact({ ...office, saleDate: '2031-06-30' });
    const table = reportSaleTable(result, null)!;
    expect(table.caption).toBe('The sale on June 30, 2031, the gain by character');
    expect(table.allocation).toBe(
      'The price of $1,250,000 is allocated by fair market value: $60,091 to the 5-, 7- and 15-year property, at its value then, and the rest to the building and land.',
    );
    expect(table.rows).toEqual([
      ['Depreciation taken by the sale', '$140,773', '$255,903'],
      ['Ordinary gain (IRC 1245 recapture, at your rate)', '$0', '$41,400'],
      ['Unrecaptured section 1250 gain (at most 25%)', '$140,773', '$119,594'],
      ['Capital gain (IRC 1231: at 0, 15 or 20%)', '$0', '$94,909'],
      ['Federal tax at the sale', '$35,193', '$64,198'],
    ]);
    expect(table.note).toBe(`The study’s change to the tax at the sale: $${result.sale!.additionalTax.toLocaleString('en-US')} more federal tax.`);
  });

  it('with the household’s income the 1250 gain’s rate is the worksheet’s for the study’s world, and says so', () => {
    const result = taxImpact({ ...office, saleDate: '2031-06-30', taxableIncome: 20_000 });
    const label = reportSaleTable(result, null)!.rows[2]![0];
    expect(label).toBe(`Unrecaptured section 1250 gain (at most ${Math.round(result.sale!.unrecapturedRate * 100)}% with the study)`);
  });

  it('a like-kind exchange: the gain deferred and no tax', () => {
    const table = reportSaleTable(taxImpact({ ...office, saleDate: '2031-06-30', exchange: true }), null)!;
    expect(table.caption).toBe('The like-kind exchange (IRC 1031) on June 30, 2031, the gain by character');
    expect(table.rows.slice(1)).toEqual([
      ['Gain deferred (IRC 1031)', '$140,773', '$255,903'],
      ['Federal tax at the sale', '$0', '$0'],
    ]);
  });
});

describe('the report: the year table in columns', () => {
  it(`${LINES_PER_COLUMN} lines or fewer: one column`, () => {
    const answer = ownerAnswer(taxImpact({ ...office, saleDate: '2031-06-30', studyFee: 6_000 }));
    const { columns, rows } = reportYearColumns(answer);
    expect(columns).toBe(1);
    expect(rows.every(([, right]) => right === undefined)).toBe(true);
  });

  it('forty years: two columns side by side, every line once, in order, and the totals', () => {
    const answer = ownerAnswer(taxImpact(office));
    const { columns, rows, total } = reportYearColumns(answer);
    expect(columns).toBe(2);
    expect(rows).toHaveLength(20);
    const lines = [...rows.map(([left]) => left), ...rows.flatMap(([, right]) => (right ? [right] : []))];
    expect(lines.map((line) => line.year)).toEqual(answer.years.map((year) => year.year));
    expect(total).toEqual({ years: '2024–2063', withoutStudy: '$775,000', withStudy: '$775,000', net: `$${answer.total.net.toLocaleString('en-US')}` });
  });

  it('forty years with a column of what waits (a landlord’s suspended loss): one column, as two halves of six amounts pass the page’s width', () => {
    const landlord = { ...office, passiveActivity: 'active_participation', modifiedAgi: 150_000, netOperatingIncome: 60_000, taxableIncome: 150_000 } as const;
    const answer = ownerAnswer(taxImpact(landlord));
    expect(answer.years.length).toBeGreaterThan(LINES_PER_COLUMN);
    const { columns, rows } = reportYearColumns(answer);
    expect(columns).toBe(1);
    expect(rows.map(([left]) => left.year)).toEqual(ledgerOf(answer).map((line) => line.year));
  });
});

describe('the year table’s note', () => {
  it('with a state, the deductions are said to be federal and the tax saved both (a review)', () => {
    const paying = [{ taxSaved: 100, fee: 8_000, taxAtSale: 0 }] as OwnerAnswer['years'];
    expect(taxSavedNote({ stateName: 'New York', years: paying })).toBe(
      'Deductions are federal; tax saved is federal and New York (its own depreciation), at your tax rate, not discounted; amounts paid are negative.',
    );
    expect(taxSavedNote({ stateName: null, years: paying })).toBe('Tax saved is at your tax rate, not discounted; amounts paid are negative.');
  });

  it('says which figures are negative only when the table has them: tax given back, amounts paid (a review)', () => {
    const year = (taxSaved: number, fee = 0, taxAtSale = 0) => ({ taxSaved, fee, taxAtSale }) as OwnerAnswer['years'][number];
    const note = (...years: OwnerAnswer['years']) => taxSavedNote({ stateName: null, years });
    expect(note(year(500), year(0))).toBe('Tax saved is at your tax rate, not discounted.');
    expect(note(year(500), year(-87))).toBe('Tax saved is at your tax rate, not discounted; tax given back is negative.');
    expect(note(year(500), year(-87, 0, 1_000))).toBe('Tax saved is at your tax rate, not discounted; tax given back and amounts paid are negative.');
    // A sale whose study keeps tax (a negative tax at the sale) pays nothing.
    expect(note(year(500), year(10, 0, -300))).toBe('Tax saved is at your tax rate, not discounted.');
  });

  it('under the passive limits, says a property kept has its suspended loss counted in the last year, as if sold then; a loss carried past the last year, where its saving is (a review)', () => {
    const year = (carriedWithStudy: number) => ({ taxSaved: 10, fee: 0, taxAtSale: 0, carriedWithStudy }) as OwnerAnswer['years'][number];
    const limits =
      'Under the passive-loss limits the deductions are those allowed each year. A suspended loss is allowed as the limits let it, and what is left of it at a sale; if you keep the property, the estimate counts it in the last year shown, as if you sold then.';
    const carried =
      'A loss still carried forward after the last year is used in the years after as the income allows (a loss from before 2018 for twenty years only); what that saves is in the last year’s tax saved.';
    const saved = 'Tax saved is at your tax rate, not discounted.';
    const totals = { total: { net: 100, feeSaving: 0 }, today: { net: 80 } } as Pick<OwnerAnswer, 'total' | 'today'>;
    expect(yearTableNote({ ...totals, limited: true, stateName: null, years: [year(0), year(0)] })).toBe(`${limits} ${saved}`);
    expect(yearTableNote({ ...totals, limited: true, stateName: null, years: [year(0), year(31_133)] })).toBe(`${limits} ${carried} ${saved}`);
    expect(yearTableNote({ ...totals, limited: false, stateName: null, years: [year(5_000), year(0)] })).toBe(saved);
    expect(yearTableNote({ ...totals, limited: false, stateName: null, years: [year(0), year(12)] })).toBe(`${carried} ${saved}`);
    // Where the table shows a Suspended column, the note says it is the whole with the study, not the study's part the headline names.
    const suspended = { ...year(0), suspendedWithStudy: 183_668 };
    expect(yearTableNote({ ...totals, limited: true, stateName: null, years: [suspended, year(0)] })).toBe(
      `${limits.replace('A suspended loss is', 'A suspended loss (the Suspended column: all of it with the study, the building’s own part included) is')} ${saved}`,
    );
  });

  it('says the fee’s deduction’s line is the one figure in today’s money, where it shows (a review: $3,207 added into a total not discounted)', () => {
    const years = [{ taxSaved: 10, fee: 9_500, taxAtSale: 0, carriedWithStudy: 0 }] as OwnerAnswer['years'];
    const note = (feeSaving: number) =>
      yearTableNote({ limited: false, stateName: null, years, total: { net: 1, feeSaving }, today: { net: 1 } } as Parameters<typeof yearTableNote>[0]);
    expect(note(3_207)).toBe(
      'Tax saved is at your tax rate, not discounted; amounts paid are negative. What deducting the fee saves is the one line in today’s money: where a limit spreads that saving over later years, the line is what it is worth now, counted in the study year.',
    );
    expect(note(0)).toBe('Tax saved is at your tax rate, not discounted; amounts paid are negative.');
  });

  it('when the table’s total and the net value in today’s money fall on opposite sides of zero, says which is which (a review: +$20,077 beside -$13,961)', () => {
    const years = [{ taxSaved: 10, fee: 0, taxAtSale: 0, carriedWithStudy: 0 }] as OwnerAnswer['years'];
    const note = (net: number, today: number) =>
      yearTableNote({ limited: false, stateName: null, years, total: { net, feeSaving: 0 }, today: { net: today } } as Parameters<typeof yearTableNote>[0]);
    expect(note(-13_961, 20_077)).toBe(
      'Tax saved is at your tax rate, not discounted. Not discounted, the total ends at -$13,961; in today’s money the study’s net value is $20,077, as above: a dollar saved or paid sooner counts for more than one later.',
    );
    expect(note(5_000, -1_200)).toContain('the total ends at $5,000; in today’s money the study’s net value is -$1,200');
    expect(note(5_000, 3_000)).toBe('Tax saved is at your tax rate, not discounted.');
    expect(note(-5_000, -3_000)).toBe('Tax saved is at your tax rate, not discounted.');
  });
});
