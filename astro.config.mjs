// @ts-check
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: node({
    mode: 'standalone',
    // Astro serves only pages here (the JSON API is src/server's, in front of Astro), and no
    // page takes a body: a small cap is a backstop.
    bodySizeLimit: 64 * 1024,
  }),
  integrations: [preact()],
  // No Markdown here; Shiki's inline styles would not pass the CSP.
  markdown: { syntaxHighlight: false },
  server: { port: 4321 },
  // dist/server/entry.mjs is our server (src/server/main.ts); it loads Astro's handler from here.
  build: { serverEntry: 'astro.mjs' },
  security: {
    // The service keeps no cookies, sessions or state, so there is nothing for a cross-site
    // request to forge (and pages answer only GET and HEAD: src/server/main.ts).
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
