/**
 * `npm run seed` fills the database with the church's starting content (idempotent).
 * `npm run seed -- --reset` wipes the content and seeds again. SEED_DEMO=false skips the demo content.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { seed } from '../src/server/seed'

const reset = process.argv.includes('--reset')
process.env.SEED_ON_START = 'false'
const payload = await getPayload({ config })
await seed(payload, { demo: process.env.SEED_DEMO !== 'false', reset })
payload.logger.info(reset ? 'Database wiped and seeded.' : 'Seed complete.')
await payload.destroy()
process.exit(0)
