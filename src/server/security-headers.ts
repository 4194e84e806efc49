/**
 * Headers on every response. The Content-Security-Policy of pages is Astro's (security.csp in
 * astro.config.mjs: script and style hashes, frame-ancestors), sent as a header because pages
 * are rendered on demand; these complete it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
