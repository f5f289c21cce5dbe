import 'server-only'

import type { ServiceTimeRecord } from '../data/serializers'
import { getServiceTimes } from '../content/read'
import { logLoadFailure } from './load'

/**
 * The weekly services every page lists (the Service times global, edited in /cms), or none when
 * they cannot be read: the lists then point to the Services page instead.
 */
export function siteServiceTimes(): Promise<ServiceTimeRecord[]> {
  return getServiceTimes().catch((error: unknown) => {
    logLoadFailure('Failed to load service times', error)
    return []
  })
}
