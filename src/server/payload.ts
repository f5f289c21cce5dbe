import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Local API), created on first use. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
