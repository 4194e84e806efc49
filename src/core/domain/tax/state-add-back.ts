import { divideHalfUp, roundedShareOf } from '../estimate/money.ts';
import type { Fraction } from '../law/state-law.ts';
import type { Classes } from './schedule.ts';

export interface AddBackInput {
  /** The state's with-study column before the add-back (the bonus in it at `bonusBasisPoints`). */
  withStudy: readonly number[];
  /** The study year's index: the year the bonus is deducted, in the year placed in service or in a look-back's catch-up. */
  studyIndex: number;
  classes: Classes;
  bonusBasisPoints: number;
  treatment: { addBack: Fraction; years: number };
}

/**
 * A state's add-back of the bonus and its spread (Conn. Gen. Stat. 12-701(a)(20), Minn. Stat.
 * 290.0131 subd. 9 and 290.0132 subd. 9, N.C. Gen. Stat. 105-153.6(a)): the share of the bonus
 * deducted in the study year is added back that year, then subtracted in `years` equal parts in
 * the years after it. Parts are whole dollars that sum exactly to the add-back (each the rounded
 * running share less the one before). A part that falls after the last year of the column is
 * returned apart: the states keep the schedule after a sale (Minnesota says so in words).
 */
export function addBackSpread(input: AddBackInput): { withStudy: number[]; withStudyAfterLastYear: number[]; addBack: number } {
  const { classes, bonusBasisPoints, studyIndex, treatment } = input;
  // The bonus as depreciationSchedule takes it: each class's share rounded to whole dollars.
  const bonus =
    roundedShareOf(classes.fiveYear, bonusBasisPoints) +
    roundedShareOf(classes.sevenYear, bonusBasisPoints) +
    roundedShareOf(classes.fifteenYear, bonusBasisPoints);
  const addBack = divideHalfUp(bonus * treatment.addBack.numerator, treatment.addBack.denominator);
  const withStudy = [...input.withStudy];
  const withStudyAfterLastYear: number[] = [];
  withStudy[studyIndex]! -= addBack;
  let taken = 0;
  for (let part = 1; part <= treatment.years; part++) {
    const upTo = divideHalfUp(addBack * part, treatment.years);
    const index = studyIndex + part;
    if (index < withStudy.length) withStudy[index]! += upTo - taken;
    else withStudyAfterLastYear.push(upTo - taken);
    taken = upTo;
  }
  return { withStudy, withStudyAfterLastYear, addBack };
}
