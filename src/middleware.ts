import { defineMiddleware } from 'astro:middleware';
import { SECURITY_HEADERS } from './server/security-headers.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});
