/** Where the e2e server listens; started by globalSetup, shared by every e2e test file. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || 'file:./data/e2e.db'
/** The key the e2e servers sign sessions and newsletter links with. */
export const E2E_SECRET = process.env.PAYLOAD_SECRET || 'e2e-secret-not-for-production'
