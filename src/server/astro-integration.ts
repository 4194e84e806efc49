/**
 * The Astro side of the service, registered in astro.config.mjs:
 * - `npm run dev`: mounts the app (src/server/app.ts: JSON APIs, OpenAPI, health, the widget)
 *   in front of Astro's dev server, so dev serves every route production does through the same
 *   handler code. The app is loaded through Vite's SSR module runner: an edit to the server or
 *   the core takes effect on the next request. The widget is rebundled from widget/src on each
 *   request for it, so an edit shows on reload.
 * - `astro build`: bundles the widget into the client build and writes a brotli and a gzip
 *   twin of every compressible client file, which the production server sends as they are.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { createWidgetBuilder, type WidgetBuilder, type WidgetEntry } from '../../widget/build.ts';
import { ConfigError, parseEnvironment, type ServiceConfig } from '../config/environment.ts';
import { ESTIMATE_ROUTES } from '../core/contract/api/estimate-contracts.ts';
import { API_ROUTES, WIDGET_PATH, WIDGET_TAX_ADDON_PATH } from '../core/contract/api/routes.ts';
import type { App } from './app.ts';
import { HEALTH_PATHS } from './health.ts';
import { cacheHeadersFor } from './static-files.ts';

/** Files worth compressing; below MIN_COMPRESSIBLE_BYTES a Content-Encoding costs more than it saves. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.html', '.map']);
const MIN_COMPRESSIBLE_BYTES = 256;

export function costsegService(): AstroIntegration {
  let clientDir = '';
  return {
    name: 'costseg-service',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      'astro:server:setup': ({ server, logger }) => {
        const config = environmentForDev(process.env);
        const ssr = server.environments.ssr as unknown as { runner?: { import(id: string): Promise<unknown> } };
        if (!ssr.runner) throw new Error('The SSR environment cannot run modules: the API cannot be mounted in dev.');
        const runner = ssr.runner;
        const widget = devWidget();
        let current: { module: unknown; app: App } | null = null;

        async function appNow(): Promise<App> {
          const module = (await runner.import('/src/server/app.ts')) as typeof import('./app.ts');
          if (current?.module !== module) {
            // The server code changed: a fresh app (rate-limit budgets start afresh).
            await current?.app.close();
            current = { module, app: module.createApp(config, { assets: widget.serve }) };
          }
          return current.app;
        }
        server.middlewares.use((request, response, next) => {
          appNow().then(
            (app) => app.handle(request, response, next),
            (error: unknown) => next(error),
          );
        });
        // Expect: 100-continue, as in production (src/server/main.ts): the app answers at once
        // what it refuses from the headers; anything else gets 100 Continue and goes on to the
        // server's own 'request' listener (Vite's middleware stack, this app's included).
        const httpServer = server.httpServer as Server | null;
        httpServer?.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
          const handOn = () => httpServer.emit('request', request, response);
          appNow().then(
            (app) => app.checkContinue(request, response, handOn),
            () => {
              response.writeContinue();
              handOn(); // the middleware above meets the same failure and reports it
            },
          );
        });
        server.httpServer?.once('close', () => {
          void current?.app.close();
          void widget.dispose();
        });
        logger.info(`API, health and widget mounted: ${MOUNTED_ROUTES.join(', ')}`);
      },
      'astro:build:done': async ({ logger }) => {
        for (const [entry, path] of Object.entries(WIDGET_FILES) as Array<[WidgetEntry, string]>) {
          const builder = await createWidgetBuilder(entry);
          const code = await builder.build().finally(() => builder.dispose());
          const file = join(clientDir, path);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, code);
          const gzip = gzipSync(code, { level: 9 }).byteLength;
          logger.info(`${entry}: ${code.byteLength} B raw, ${gzip} B gzip -> ${file}`);
        }
        const count = precompress(clientDir);
        logger.info(`precompressed ${count} client files (brotli and gzip twins)`);
      },
    },
  };
}

/**
 * Where `npm run dev` listens: HOST and PORT, as `npm start` (README "Configuration"); Astro's
 * `--host` and `--port` flags still win. astro.config.mjs passes it as the `server` option.
 */
export function devServerAddress(env: Record<string, string | undefined>): { host: string; port: number } {
  const { host, port } = environmentForDev(env);
  return { host, port };
}

function environmentForDev(env: Record<string, string | undefined>): ServiceConfig {
  try {
    return parseEnvironment(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new Error(`Configuration error:\n  ${error.problems.join('\n  ')}`);
    throw error;
  }
}

/** What the app answers in front of Astro's dev server, as its start-up line names it. */
const MOUNTED_ROUTES: readonly string[] = [
  ...ESTIMATE_ROUTES.map(({ path }) => `POST ${path}`),
  `GET ${API_ROUTES.openApi}`,
  `GET ${HEALTH_PATHS.live}`,
  `GET ${HEALTH_PATHS.ready}`,
  `GET ${WIDGET_PATH}`,
  `GET ${WIDGET_TAX_ADDON_PATH}`,
];

/** The widget's files by what they are built from. */
const WIDGET_FILES: Readonly<Record<WidgetEntry, string>> = { widget: WIDGET_PATH, taxAddon: WIDGET_TAX_ADDON_PATH };

/** The widget and its add-on for `npm run dev`: bundled from source on each request, sent like the built files. */
function devWidget() {
  const builders = new Map<WidgetEntry, Promise<WidgetBuilder>>();
  return {
    serve(request: IncomingMessage, response: ServerResponse, next: () => void): void {
      const path = new URL(request.url ?? '/', 'http://dev').pathname;
      const entry = (Object.keys(WIDGET_FILES) as WidgetEntry[]).find((candidate) => WIDGET_FILES[candidate] === path);
      if (!entry) {
        next();
        return;
      }
      if (!builders.has(entry)) builders.set(entry, createWidgetBuilder(entry));
      builders
        .get(entry)!
        .then((widget) => widget.build())
        .then(
          (code) => {
            response.writeHead(200, { ...cacheHeadersFor(path), 'Cache-Control': 'no-cache', 'Content-Type': 'text/javascript; charset=utf-8' });
            response.end(request.method === 'HEAD' ? undefined : code);
          },
          (error: unknown) => {
            response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
            response.end(`The widget did not build:\n${error instanceof Error ? error.message : String(error)}\n`);
          },
        );
    },
    dispose: async () => {
      for (const builder of builders.values()) await (await builder).dispose();
    },
  };
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file; returns how many. */
function precompress(directory: string): number {
  let count = 0;
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) {
      count += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name))) continue;
    const bytes = readFileSync(path);
    if (bytes.byteLength < MIN_COMPRESSIBLE_BYTES) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}
