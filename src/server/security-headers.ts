/**
 * Headers on every answer but the API's (which sends nosniff only: it is JSON for other
 * origins).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * The policy of everything that is not a page (static files, error answers): nothing may run
 * or load. Pages get Astro's own policy instead (security.csp in astro.config.mjs: script and
 * style hashes, frame-ancestors), sent as a header because pages are rendered on demand; it
 * replaces this one, which is set first as a fallback.
 */
export const FALLBACK_CSP: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, ...FALLBACK_CSP };
