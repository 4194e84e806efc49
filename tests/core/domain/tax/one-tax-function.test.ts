import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0341: the domain does not fork on whether the household's income was given. One place
 * chooses the tax function (tax-rules.ts, ownerTaxRules); every other step asks the rules.
 */
const DOMAIN = join(import.meta.dirname, '../../../../src/core/domain');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

describe('one tax function', () => {
  it('asks whether taxableIncome was given in one place in the domain: where the rules are chosen', () => {
    const asks = sources(DOMAIN).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /taxableIncome\s*(===|!==|==|!=|\?\?)|(===|!==)\s*[\w.!]*taxableIncome\b/.test(line))
        .map((line) => `${file.slice(DOMAIN.length + 1)}: ${line.trim()}`),
    );
    expect(asks).toEqual([
      'tax/tax-rules.ts: if (input.taxableIncome !== undefined) return bracketRules(roundHalfUp(input.taxableIncome), filingStatus, flat.niitBasisPoints);',
    ]);
  });
});
