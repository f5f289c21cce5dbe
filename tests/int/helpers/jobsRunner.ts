/**
 * The runner of the jobs queue that every server starts (Payload's `autoRun`, collections/jobs),
 * alone in a process of its own: tests start one or two against their database, stop one with
 * SIGKILL mid-send, and start another. Started by `startRunner` (./runners.ts); prints `ready`
 * once it runs.
 */
import { getPayload } from 'payload'

import config from '../../../payload.config'

await getPayload({ config, cron: true })
process.stdout.write('ready\n')
