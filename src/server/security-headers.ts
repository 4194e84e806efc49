/**
 * Headers on every response but the API's (which sends nosniff only: it is JSON for other
 * origins). The Content-Security-Policy of pages is Astro's (security.csp in astro.config.mjs:
 * script and style hashes, frame-ancestors), sent as a header because pages are rendered on
 * demand, and it replaces the Content-Security-Policy below, which everything else (static
 * files, error answers) keeps.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};
