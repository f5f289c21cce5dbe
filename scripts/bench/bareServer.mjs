// @ts-check
/**
 * The limit a page server is measured against in `npm run bench pages`: a bare `node:http`
 * server that sends the very same bytes from memory with nothing but a type and a length.
 *
 *   node scripts/bench/bareServer.mjs PORT SOURCE_URL PATH...
 *
 * Asks SOURCE_URL for each PATH once (uncompressed, as the bench's load asks), keeps the
 * bodies, listens on 127.0.0.1:PORT and prints `ready` on standard output.
 */
import http from 'node:http'

const [port, source, ...paths] = process.argv.slice(2)

/** @type {Map<string, Buffer>} */
const bodies = new Map()
for (const path of paths) {
  const response = await fetch(`${source}${path}`, { headers: { 'accept-encoding': 'identity' } })
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  bodies.set(path, Buffer.from(await response.arrayBuffer()))
}

http
  .createServer((req, res) => {
    const body = bodies.get(req.url ?? '')
    if (!body) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
    })
    res.end(body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'))
