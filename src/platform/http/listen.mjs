// @ts-check
/**
 * Starts listening, or stops the process: a server that cannot take its address (the port is
 * taken by another server, or may not be used) would otherwise keep running and serve nothing.
 * It exits with status 1, naming the address, so a service manager or an installer sees it.
 *
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} hostname
 * @param {() => void} onReady
 */
export function listenOrExit(server, port, hostname, onReady) {
  server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    const where = `${hostname}:${port}`
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${port} is already in use (${where}): stop the other server or set PORT`
        : error.code === 'EACCES'
          ? `port ${port} may not be used by this user (${where}): choose a port above 1023`
          : `cannot listen on ${where}: ${error.message}`
    console.error(`The server did not start: ${reason}`)
    process.exit(1)
  })
  server.listen(port, hostname, onReady)
}
