// rate-limiter-flexible types RateLimiterStoreAbstract (its base class for custom stores) but
// its index does not export it at run time; compact-memory-limiter.ts imports it from lib/.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  const StoreAbstract: typeof RateLimiterStoreAbstract;
  export default StoreAbstract;
}
