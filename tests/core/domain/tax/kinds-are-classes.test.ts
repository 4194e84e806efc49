import { describe, expect, it } from 'vitest';
import { figured, figuredAsRead } from '../../../../src/core/domain/tax/fee-deduction.ts';
import { flatRules } from '../../../../src/core/domain/tax/flat-rules.ts';
import { type OwnerTaxContext, ownerFederalTax } from '../../../../src/core/domain/tax/owner-federal-tax.ts';
import { bracketRules } from '../../../../src/core/domain/tax/tax-rules.ts';

/**
 * Decision 0355: the kinds of rules and worlds an answer asks are classes, their members shared
 * on the prototype, so a call site that meets two kinds calls two known functions. A kind made of
 * new closures each answer would pass every figure's test and cost about 7% of an answer: this is
 * the test that sees it.
 */
function membersAreShared(one: object, other: object, members: readonly string[]): void {
  const prototype = Object.getPrototypeOf(one);
  expect(prototype).not.toBe(Object.prototype);
  expect(Object.getPrototypeOf(other)).toBe(prototype);
  // Every method is the prototype's, those named here among them: a member added later is held too.
  const methods = Object.getOwnPropertyNames(prototype).filter((name) => name !== 'constructor');
  expect(methods).toEqual(expect.arrayContaining([...members]));
  for (const method of methods) expect(typeof prototype[method], method).toBe('function');
  // And no instance carries a function of its own (a closure made for it).
  for (const instance of [one, other])
    for (const name of Object.getOwnPropertyNames(instance)) expect(typeof (instance as Record<string, unknown>)[name], name).not.toBe('function');
}

const RULES_MEMBERS = ['yearLaw', 'incomeTax', 'taxWithGain', 'unrecapturedRate', 'unrecapturedRateCap', 'marginalRate'] as const;

describe('the kinds an answer asks (decision 0355)', () => {
  it('the brackets are one class, whatever the household', () => {
    membersAreShared(bracketRules(180_000, 'single', 0), bracketRules(50_000, 'married_joint', 380), RULES_MEMBERS);
  });

  it('a flat rate is one class, federal or a state’s', () => {
    const federal = flatRules({ ordinaryBasisPoints: 3_700, niitBasisPoints: 380, saleDate: '2030-06-30', filingStatus: 'single' });
    const state = flatRules({ ordinaryBasisPoints: 985, niitBasisPoints: 0, saleDate: null, filingStatus: null });
    membersAreShared(federal, state, RULES_MEMBERS);
  });

  it('the brackets and a flat rate are two kinds', () => {
    const brackets = bracketRules(180_000, 'single', 0);
    const flat = flatRules({ ordinaryBasisPoints: 985, niitBasisPoints: 0, saleDate: null, filingStatus: null });
    expect(Object.getPrototypeOf(brackets)).not.toBe(Object.getPrototypeOf(flat));
  });

  it('the fee’s base worlds are classes, figured or figured as read', () => {
    const context: OwnerTaxContext = { firstYear: 2024, propertyIncome: [], nonPassive: false, rules: bracketRules(180_000, 'single', 0) };
    const allowed = [40_000, 20_000, 20_000];
    const world = ownerFederalTax(allowed, context);
    membersAreShared(figured(world), figured(world), ['year', 'tail']);
    const asRead = figuredAsRead(allowed, context);
    membersAreShared(asRead, figuredAsRead(allowed, context), ['year', 'tail']);
    // Read as the search reads it, it is the world figured at once.
    expect(asRead.year(2)).toEqual(world.years[2]);
    expect(asRead.tail()).toEqual(world.tail);
  });
});
