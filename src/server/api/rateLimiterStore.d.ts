// The package exports the base class of its database stores in its types but not from
// its entry point; the class itself is importable from its own file.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible'

  export default RateLimiterStoreAbstract
}
