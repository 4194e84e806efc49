/**
 * The path of a request target, as routing sees it: without the query, repeated slashes
 * collapsed, and from the absolute form (`POST http://host/api/...`) too.
 */
export function pathOf(url: string | undefined): string {
  let path = url ?? '/';
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname;
    } catch {
      return path;
    }
  }
  const query = path.indexOf('?');
  return (query === -1 ? path : path.slice(0, query)).replace(/\/{2,}/g, '/');
}

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * A Host header Astro can build a URL from: a name or an address, optionally a port. Anything
 * else (`a@b`, spaces, paths) would make it throw; such requests get a 400 before Astro. A
 * missing Host (HTTP/1.0) is fine.
 */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (!HOST.test(host)) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || Number(port) <= 65_535;
}

/** Whether the request target's %-escapes decode (`%FF` alone, or `%` followed by junk, do not). */
export function isDecodable(url: string | undefined): boolean {
  try {
    decodeURIComponent(url ?? '/');
    return true;
  } catch {
    return false;
  }
}

/**
 * The request target with its query read as a browser reads one (URLSearchParams): a `%` not
 * followed by two hex digits is a percent sign (a visitor typing `taxRate=37%` in the address
 * bar), a byte that is not UTF-8 a replacement character; then written back with every escape
 * whole. The path is left as it is. Null when the query decodes already (nothing to repair).
 */
export function withReadableQuery(url: string): string | null {
  const mark = url.indexOf('?');
  if (mark === -1) return null;
  const query = url.slice(mark + 1);
  if (isDecodable(query)) return null;
  return `${url.slice(0, mark)}?${new URLSearchParams(query).toString()}`;
}

/**
 * Whether a path has a `.` or `..` segment, written plainly or %-escaped (`%2e`). Browsers resolve
 * them before they send a request; routing would not (`/api/../healthz` is under /api/ to the
 * router and /healthz to a URL parser), so such paths are refused alike, wherever they point.
 */
export function hasDotSegment(path: string): boolean {
  return /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(path);
}

/**
 * The request target with every NUL (raw or `%00`) taken out of its query, or null when it has
 * none: a query's NUL would otherwise reach the page's HTML as typed.
 */
export function withoutNulInQuery(url: string): string | null {
  const mark = url.indexOf('?');
  if (mark === -1) return null;
  const query = url.slice(mark + 1);
  if (!/%00|\0/i.test(query)) return null;
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) params.append(name.replaceAll('\0', ''), value.replaceAll('\0', ''));
  return `${url.slice(0, mark)}?${params.toString()}`;
}
