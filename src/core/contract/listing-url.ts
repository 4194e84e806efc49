import { LISTING_SITE_HOSTS } from './listing-sites.ts';

/**
 * True when `value` is an http(s) URL on a listing site of LISTING_SITE_HOSTS or a subdomain of
 * one. Matching is on whole DNS labels, so `zillow.com.evil.example` and `evilzillow.com` are
 * refused, and on the parsed host, so `https://zillow.com@evil.example/` is too. Addresses that
 * carry credentials are refused: no listing link has them.
 */
export function isListingUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return LISTING_SITE_HOSTS.some((site) => host === site || host.endsWith(`.${site}`));
}
