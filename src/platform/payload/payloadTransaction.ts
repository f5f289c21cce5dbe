import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs several Local API calls given `req` as one write: on PostgreSQL in one transaction,
 * rolled back when any of them fails (SQLite: Payload writes without transactions, each call
 * by itself). Payload's own transaction calls, for an administrator's action; a visitor's
 * submission, which must know that COMMIT succeeded, uses src/server/api/forms.ts's instead.
 */
export async function inPayloadTransaction<T>(
  req: PayloadRequest,
  work: () => Promise<T>,
): Promise<T> {
  const shouldCommit = await initTransaction(req)
  try {
    const result = await work()
    if (shouldCommit) await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
