import 'server-only'

import { createRequire } from 'node:module'
import path from 'node:path'

import type { Client, Notification } from 'pg'
import type { Payload } from 'payload'

import {
  CONTENT_CHANNEL,
  CONTENT_EVERYTHING,
  contentTag,
  expireTags,
} from '../../../collections/hooks/revalidate'
import { isPostgres, queryRows } from '../api/sql'

/**
 * Freshness across instances and across databases.
 *
 * - PostgreSQL (one or several instances): every content change is announced on the
 *   `church_content` channel in its own transaction (collections/hooks/revalidate.ts). Each
 *   instance keeps one connection that LISTENs to it and expires the named tag on hearing it;
 *   `*` (sent by `npm run restore` and `npm run seed -- --reset`) expires everything. The
 *   connection is re-opened with backoff when it drops (a PostgreSQL restart, a killed
 *   session), and everything is expired on re-opening, since notifications sent meanwhile
 *   were missed.
 * - SQLite (one instance): the changes of this process expire their own tags. A restore or a
 *   reseed, made by another process, bumps the database's `user_version` header, which the
 *   server reads every second; a new value expires everything.
 * - At boot every page prerendered by `next build` (with the build machine's database) is
 *   expired, so the first request renders from the database the server is connected to.
 */

/** Next's implicit tag of every page under the root layout (what `revalidatePath('/', 'layout')` expires). */
const EVERY_PAGE_TAG = '_N_T_/layout'
const GENERATION_CHECK_MS = 1_000
const RECONNECT_MIN_MS = 250
const RECONNECT_MAX_MS = 10_000

type Stoppable = { stop: () => Promise<void> }

/**
 * The process's one watch. Kept on a global symbol: Next bundles this module into several
 * server bundles (instrumentation, each route), each with its own module state.
 */
const WATCH = Symbol.for('church.contentFreshness')
const store = globalThis as { [WATCH]?: Stoppable }

/** Every content tag of the site (one per collection and global) and every rendered page. */
export function everyTag(payload: Payload): string[] {
  const slugs = [
    ...payload.config.collections.map((collection) => collection.slug),
    ...payload.config.globals.map((global) => global.slug),
  ]
  return [...slugs.map(contentTag), EVERY_PAGE_TAG]
}

export async function expireEverything(payload: Payload): Promise<void> {
  await expireTags(everyTag(payload))
}

/**
 * Marks every page that `next build` prerendered as expired, before the server answers its
 * first request. Next keeps the expiry of tags in one in-memory map per process (its
 * `tags-manifest.external` module, shared by the server and the app's bundles); it is loaded
 * here from the server's own copy of Next, the one the server reads when it looks a page up.
 */
export function expireBuildTimePages(): boolean {
  try {
    const requireFromApp = createRequire(path.join(process.cwd(), 'package.json'))
    const { tagsManifest } = requireFromApp(
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
    ) as { tagsManifest: Map<string, { stale?: number; expired?: number }> }
    const now = Date.now()
    tagsManifest.set(EVERY_PAGE_TAG, {
      ...tagsManifest.get(EVERY_PAGE_TAG),
      stale: now,
      expired: now,
    })
    return true
  } catch (error) {
    console.warn('Pages prerendered at build could not be expired at boot', error)
    return false
  }
}

/** Starts this instance's watch for changes made elsewhere (see above). Idempotent. */
export function startFreshness(payload: Payload): void {
  if (store[WATCH]) return
  store[WATCH] = isPostgres(payload) ? listen(payload) : watchGeneration(payload)
}

/** Stops the watch (graceful shutdown): closes the listening connection. */
export async function stopFreshness(): Promise<void> {
  const current = store[WATCH]
  // Stays set: a request still draining must not start a new watch.
  store[WATCH] = { stop: async () => undefined }
  await current?.stop()
}

/**
 * Announces that the whole content was replaced (a reseed): every instance expires
 * everything. The restore script does the same from outside the app (scripts/restore.ts).
 */
export async function announceContentReplaced(payload: Payload): Promise<void> {
  if (isPostgres(payload)) {
    await queryRows(
      payload,
      (sql) => sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${CONTENT_EVERYTHING})`,
    )
    return
  }
  const [row] = await queryRows<{ user_version: number }>(
    payload,
    (sql) => sql`PRAGMA user_version`,
  )
  const next = (Number(row?.user_version) || 0) + 1
  await queryRows(payload, (sql) => sql.raw(`PRAGMA user_version = ${next}`))
}

function listen(payload: Payload): Stoppable {
  const { Client: PgClient } = (payload.db as unknown as { pg: typeof import('pg') }).pg
  const log = payload.logger
  let client: Client | undefined
  let stopped = false
  let failures = 0
  let timer: NodeJS.Timeout | undefined

  const onNotification = (message: Notification) => {
    if (message.channel !== CONTENT_CHANNEL || !message.payload) return
    const expiry =
      message.payload === CONTENT_EVERYTHING
        ? expireEverything(payload)
        : expireTags([message.payload])
    expiry.catch((error: unknown) => log.warn({ msg: 'Content expiry failed', error }))
  }

  const retry = (broken: Client, error?: Error) => {
    if (stopped || broken !== client) return
    client = undefined
    broken.removeListener('notification', onNotification)
    broken.end().catch(() => undefined)
    const delay = Math.min(RECONNECT_MIN_MS * 2 ** failures, RECONNECT_MAX_MS)
    failures += 1
    log.warn({
      msg: `Content notifications lost; listening again in ${delay} ms`,
      detail: error?.message,
    })
    timer = setTimeout(() => void connect(), delay)
    timer.unref()
  }

  const connect = async () => {
    if (stopped) return
    const next = new PgClient({
      // LISTEN needs a session of its own: through PgBouncer in transaction mode, name the
      // server itself (or a session-mode pool) in DATABASE_LISTEN_URL.
      connectionString: process.env.DATABASE_LISTEN_URL || process.env.DATABASE_URL,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: 'church-content-listener',
    })
    client = next
    // An 'error' event without a listener would be thrown; it stays attached after the end.
    next.on('error', (error) => retry(next, error))
    next.on('end', () => retry(next))
    next.on('notification', onNotification)
    try {
      await next.connect()
      await next.query(`LISTEN ${CONTENT_CHANNEL}`)
    } catch (error) {
      retry(next, error as Error)
      return
    }
    if (failures > 0) {
      // Changes made while this instance was not listening were not heard.
      await expireEverything(payload).catch(() => undefined)
      log.info({ msg: 'Listening for content changes again' })
    }
    failures = 0
  }

  void connect()
  return {
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
  }
}

function watchGeneration(payload: Payload): Stoppable {
  let known: number | undefined
  const check = async () => {
    const [row] = await queryRows<{ user_version: number }>(
      payload,
      (sql) => sql`PRAGMA user_version`,
    )
    const generation = Number(row?.user_version)
    if (known !== undefined && generation !== known) {
      payload.logger.info(
        'The database was replaced (restore or reseed): expiring every cached page',
      )
      await expireEverything(payload)
    }
    known = generation
  }
  let checking = false
  const timer = setInterval(() => {
    if (checking) return
    checking = true
    check()
      .catch(() => undefined)
      .finally(() => (checking = false))
  }, GENERATION_CHECK_MS)
  timer.unref()
  void check().catch(() => undefined)
  return { stop: async () => clearInterval(timer) }
}
