// @ts-check
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: node({
    mode: 'standalone',
    // A backstop only: the endpoints read at most 16 KiB themselves (src/server/http.ts).
    bodySizeLimit: 1024 * 1024,
  }),
  integrations: [preact()],
  // No Markdown here; Shiki's inline styles would not pass the CSP.
  markdown: { syntaxHighlight: false },
  server: { port: 4321 },
  // dist/server/entry.mjs is our server (src/server/main.ts); it loads Astro's handler from here.
  build: { serverEntry: 'astro.mjs' },
  security: {
    // The service keeps no cookies, sessions or state, so there is nothing for a cross-site
    // request to forge; the check would refuse legitimate cross-origin POSTs to the public API.
    checkOrigin: false,
    // Pages are rendered on demand, so Astro sends this policy as a response header, with the
    // hashes of its inline scripts and styles: no 'unsafe-inline' anywhere.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
    },
  },
});
