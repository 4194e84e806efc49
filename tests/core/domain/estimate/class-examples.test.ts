import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { V2_PROPERTY_TYPES } from '../../../../src/core/domain/estimate/catalog.ts';
import { CLASS_EXAMPLES } from '../../../../src/core/domain/estimate/class-examples.ts';

describe('class examples by property type', () => {
  it('every type has examples for each class', () => {
    for (const type of V2_PROPERTY_TYPES) {
      for (const text of Object.values(CLASS_EXAMPLES[type])) expect(text.length).toBeGreaterThan(10);
      expect(CLASS_EXAMPLES[type].fiveYear.split(', ').length).toBeGreaterThanOrEqual(2);
      expect(CLASS_EXAMPLES[type].fifteenYear).toMatch(/landscaping|paving|parking|site/);
    }
  });

  it("the stylesheet shows each type's examples when its option is chosen (one rule per type, no more)", () => {
    const css = readFileSync(new URL('../../../../src/styles/base.css', import.meta.url), 'utf8');
    const rules = [...css.matchAll(/#propertyType \[value="(\w+)"\]:checked\) \[data-examples-for="(\w+)"\]/g)];
    expect(rules.map(([, option, examples]) => [option, examples])).toEqual(V2_PROPERTY_TYPES.map((type) => [type, type]));
  });
});
