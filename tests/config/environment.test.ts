import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnvironment } from '../../src/config/environment.ts';

describe('parseEnvironment', () => {
  it('gives the documented defaults for an empty environment, and treats blank values as unset', () => {
    const defaults = {
      host: 'localhost',
      port: 4321,
      trustedProxyHops: 0,
      publicBaseUrl: null,
      rateLimitRedisUrl: null,
      logRequests: true,
      logHashSalt: null,
      shutdownDrainMs: 5_000,
      callToAction: null,
      firmName: null,
    };
    expect(parseEnvironment({})).toEqual(defaults);
    expect(parseEnvironment({ HOST: ' ', PORT: '', TRUST_PROXY: '  ', PUBLIC_BASE_URL: '', LOG_REQUESTS: '' })).toEqual(defaults);
  });

  it('reads every variable', () => {
    expect(
      parseEnvironment({
        HOST: '0.0.0.0',
        PORT: ' 8080 ',
        TRUST_PROXY: '2',
        PUBLIC_BASE_URL: 'https://estimate.example.com/',
        RATE_LIMIT_REDIS_URL: 'rediss://cache.internal:6380',
        LOG_REQUESTS: 'OFF',
        LOG_HASH_SALT: 's3cret',
        SHUTDOWN_DRAIN_MS: '0',
        CTA_URL: 'https://firm.example/quote',
        CTA_TEXT: 'Book a study',
        FIRM_NAME: ' Acme Cost Segregation LLP ',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 8080,
      trustedProxyHops: 2,
      publicBaseUrl: 'https://estimate.example.com',
      rateLimitRedisUrl: 'rediss://cache.internal:6380',
      logRequests: false,
      logHashSalt: 's3cret',
      shutdownDrainMs: 0,
      callToAction: { url: 'https://firm.example/quote', text: 'Book a study' },
      firmName: 'Acme Cost Segregation LLP',
    });
  });

  it.each([
    ['PORT', '0', 0],
    ['PORT', '65535', 65_535],
    ['TRUST_PROXY', '0', 0],
    ['TRUST_PROXY', '10', 10],
    ['SHUTDOWN_DRAIN_MS', '60000', 60_000],
  ])('%s=%s is accepted (boundary)', (name, value, expected) => {
    const config = parseEnvironment({ [name]: value });
    expect(name === 'PORT' ? config.port : name === 'TRUST_PROXY' ? config.trustedProxyHops : config.shutdownDrainMs).toBe(expected);
  });

  it.each([
    ['80 characters', 'x'.repeat(80)],
    ['an ampersand and an apostrophe', 'Smith & O’Brien, CPAs'],
  ])('FIRM_NAME of %s is accepted, as typed', (_, name) => {
    expect(parseEnvironment({ FIRM_NAME: name }).firmName).toBe(name);
  });

  it('SHUTDOWN_DRAIN_MS=60001 is refused with what it allows', () => {
    expect(() => parseEnvironment({ SHUTDOWN_DRAIN_MS: '60001' })).toThrow(/SHUTDOWN_DRAIN_MS must be how long to keep serving after SIGTERM.*\(got "60001"\)/);
  });

  it.each([
    ['PORT', '65536', 'PORT must be a port number, 0 to 65535 (got "65536")'],
    ['PORT', '80.5', 'PORT must be a port number, 0 to 65535 (got "80.5")'],
    ['TRUST_PROXY', '11', 'TRUST_PROXY must be the number of trusted proxy hops'],
    ['TRUST_PROXY', '-1', 'TRUST_PROXY must be the number of trusted proxy hops'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be the number of trusted proxy hops'],
    ['PUBLIC_BASE_URL', 'estimate.example.com', 'PUBLIC_BASE_URL must be a https: or http: URL'],
    ['PUBLIC_BASE_URL', 'https://x.example/?a=1', 'PUBLIC_BASE_URL must not have a query or fragment'],
    ['PUBLIC_BASE_URL', 'https://user:pw@x.example', 'PUBLIC_BASE_URL must not carry a user name or password'],
    ['RATE_LIMIT_REDIS_URL', 'http://localhost:6379', 'RATE_LIMIT_REDIS_URL must be a redis: or rediss: URL'],
    ['LOG_REQUESTS', 'maybe', 'LOG_REQUESTS must be true or false (got "maybe")'],
    ['FIRM_NAME', 'x'.repeat(81), 'FIRM_NAME must be at most 80 characters of plain text (got 81)'],
    ['FIRM_NAME', 'Acme\nLLP', 'FIRM_NAME must be plain text on one line'],
    ['FIRM_NAME', '<b>Acme</b>', 'FIRM_NAME must be plain text, shown as typed: no HTML tags or character references'],
  ])('%s=%s is refused, naming the variable and what it allows', (name, value, message) => {
    expect(() => parseEnvironment({ [name]: value })).toThrow(message);
  });

  it('reports every bad variable at once', () => {
    try {
      parseEnvironment({ PORT: 'x', TRUST_PROXY: 'x', LOG_REQUESTS: 'x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((problem) => problem.split(' ')[0])).toEqual(['PORT', 'TRUST_PROXY', 'LOG_REQUESTS']);
    }
  });
});

describe("npm start's pre-check (scripts/check-config.mjs)", () => {
  const script = fileURLToPath(new URL('../../scripts/check-config.mjs', import.meta.url));
  const run = (env: Record<string, string>) => spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8' });

  it('stops with the schema message on a bad value', () => {
    const result = run({ TRUST_PROXY: 'yes' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('TRUST_PROXY must be the number of trusted proxy hops');
  });

  it('passes a good configuration', () => {
    expect(run({ TRUST_PROXY: '1', PORT: '8080' }).status).toBe(0);
  });
});
