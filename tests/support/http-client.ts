/** POSTs a JSON value (or a raw string body) and returns status, headers and parsed body. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

let nextClient = 1;
/** A distinct client address per call, for servers started with TRUST_PROXY=1. */
export function freshClientIp(): string {
  const n = nextClient++;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}
