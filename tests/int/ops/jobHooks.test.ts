/**
 * The job log's hooks (an administrator's "try again" and its audit entry) are given to the
 * jobs collection after Payload has built it, so Payload's start-up warning about
 * `jobs.runHooks` has nothing to warn about, and the queue's own writes still skip them.
 */
import config from '@payload-config'
import type { CollectionConfig } from 'payload'

import { testPayload } from '../helpers'

it('the jobs override returns no hooks; the built collection has the try-again and audit hooks', async () => {
  const { jobs } = await config
  const overridden = jobs.jobsCollectionOverrides!({
    defaultJobsCollection: { slug: 'payload-jobs', fields: [] } as CollectionConfig,
  })
  expect(overridden.hooks).toBeUndefined()
  expect(jobs.runHooks).not.toBe(true)

  const payload = await testPayload()
  const hooks = payload.collections['payload-jobs'].config.hooks
  expect(hooks.beforeChange.map((hook) => hook.name)).toContain('tryAgain')
  expect(hooks.afterChange.length).toBeGreaterThan(0)
  expect(hooks.afterDelete.length).toBeGreaterThan(0)
})
