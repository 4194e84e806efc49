/**
 * A firm's call-to-action link with the visitor's inputs added to its query string, so the
 * firm's own form can pre-fill: the URL's existing parameters and fragment are kept, a value is
 * set (replacing one of the same name), undefined values are left out, and everything is
 * encoded by URLSearchParams. Only http(s) URLs are given parameters; anything else (which the
 * configuration and the widget refuse earlier anyway) is returned as it was.
 */
export function withQueryParameters(url: string, parameters: Readonly<Record<string, string | number | undefined>>, base?: string): string {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return url;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return url;
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined) target.searchParams.set(name, String(value));
  }
  return target.href;
}
