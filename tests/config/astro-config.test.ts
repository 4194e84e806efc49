import { describe, expect, it } from 'vitest';
import config from '../../astro.config.mjs';

/**
 * `astro build` takes seconds, so this checks the cheaper step that decides the notice: the
 * node adapter's own `astro:config:setup` hook, run on our configuration with a logger that
 * keeps what it is told. The adapter logs "Enabling sessions with filesystem storage" and wires
 * a filesystem driver whenever `session` is not `false`.
 */
describe('astro.config.mjs', () => {
  it('turns sessions off: the service keeps none', () => {
    expect(config.session).toBe(false);
  });

  it('so the node adapter neither wires a session driver nor logs its notice', async () => {
    const adapter = config.adapter;
    expect(adapter?.name).toBe('@astrojs/node');
    const setup = adapter?.hooks['astro:config:setup'];
    expect(setup).toBeTypeOf('function');
    const logged: string[] = [];
    const log = (message: string) => void logged.push(message);
    const updates: Array<Record<string, unknown>> = [];
    const resolved = {
      session: config.session,
      cacheDir: new URL('file:///tmp/costseg-cache/'),
      image: { endpoint: {} },
      build: {},
      server: { host: false, port: 4321 },
    };
    await (setup as (options: unknown) => Promise<void>)({
      config: resolved,
      command: 'build',
      logger: { info: log, warn: log, error: log, debug: log, fork: () => undefined, label: '@astrojs/node', options: {} },
      updateConfig: (update: Record<string, unknown>) => void updates.push(update),
    });
    expect(logged).toEqual([]);
    expect(updates.map((update) => update.session)).toEqual([false]);
  });
});
