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
