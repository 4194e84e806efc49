import { afterEach, describe, expect, it, vi } from 'vitest';
import { firmName } from '../../src/config/public-config.ts';

describe('firmName() for the printed report (src/config/public-config.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is null when FIRM_NAME is unset or blank, else the name trimmed', () => {
    vi.stubEnv('FIRM_NAME', '   ');
    expect(firmName()).toBeNull();
    vi.stubEnv('FIRM_NAME', ' Acme Cost Segregation LLP ');
    expect(firmName()).toBe('Acme Cost Segregation LLP');
  });

  it('refuses what the server refuses', () => {
    vi.stubEnv('FIRM_NAME', '<i>Acme</i>');
    expect(() => firmName()).toThrow('FIRM_NAME must be plain text');
  });
});
