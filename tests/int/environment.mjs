/**
 * The integration tests' environment: Node's, and when a test file ends, the Payload instance
 * it started (tests/int/helpers.ts leaves the way to close it on the file's global) is closed,
 * after every hook of the file has run, so that the worker goes on to its next file with no
 * connection or timer left open.
 */
import { TestEnvironment } from 'jest-environment-node'

export default class IntegrationEnvironment extends TestEnvironment {
  async teardown() {
    await this.global.closeTestPayload?.()
    await super.teardown()
  }
}
