// @ts-check
/**
 * How the production server is started, for the scripts that start it (browser tests,
 * benches, the resilience test); `npm start` in package.json spells out the same command.
 *
 * The JavaScript heap is capped. Without a cap, V8 sizes its heap from the machine's memory
 * (about 4 GB here) and, under a steady stream of requests, lets it grow towards that before
 * collecting: in the 60 s soak the resident memory climbed from 497 to 822 MiB while the
 * live heap after a full collection stayed at 126-129 MiB. With the cap the heap stays near
 * its working size (resident memory flat at about 435 MiB) for about 15% less throughput.
 * A site with a larger live heap raises it: `node --max-old-space-size=N src/platform/http/start.mjs`.
 */
export const HEAP_LIMIT_MB = 768

/**
 * Node's arguments for the server on `port` (and `host`, default all interfaces).
 * @param {number} port
 * @param {string} [host]
 */
export function serverArguments(port, host) {
  return [
    `--max-old-space-size=${HEAP_LIMIT_MB}`,
    'src/platform/http/start.mjs',
    '-p',
    String(port),
    ...(host ? ['-H', host] : []),
  ]
}
