import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Try again: an administrator who clears "Has error" of a failed job in /cms (Settings → Jobs)
 * and saves gives it a fresh round of tries from now. Payload counts a task's tries from the
 * job's log, so the log, the count and the error go with the flag; the next run of the queue
 * takes it. A job cancelled on purpose stays cancelled (Payload's own hook keeps it failed),
 * and the runner's own writes never come here (they bypass the collection's hooks).
 */
export const tryAgain: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const cleared = originalDoc?.hasError === true && data.hasError === false
  if (operation !== 'update' || !req.user || !cleared || originalDoc?.completedAt) return data
  return {
    ...data,
    error: null,
    log: [],
    processing: false,
    totalTried: 0,
    waitUntil: new Date().toISOString(),
  }
}
