/**
 * The runner of the jobs queue that every server starts (collections/jobs/runner.ts),
 * alone in a process of its own: tests start one or two against their database, stop one with
 * SIGKILL mid-send, and start another. Started by `startRunner` (./runners.ts); prints `ready`
 * once it runs.
 */
import { getPayload } from 'payload'

import { startJobsRunner } from '../../../src/platform/jobs/runner'
import config from '../../../payload.config'

startJobsRunner(await getPayload({ config }))
process.stdout.write('ready\n')
