import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { ChurchHistory } from './collections/ChurchHistory'
import { ChurchInfo } from './collections/ChurchInfo'
import { AuditLog } from './collections/AuditLog'
import { ContactSubmissions } from './collections/ContactSubmissions'
import { Donations } from './collections/Donations'
import { Donors } from './collections/Donors'
import { EmailDeliveries } from './collections/EmailDeliveries'
import { StatementDeliveries } from './collections/StatementDeliveries'
import { Events } from './collections/Events'
import { EventRegistrations } from './collections/EventRegistrations'
import { GalleryImages } from './collections/GalleryImages'
import { GivingSettings } from './collections/GivingSettings'
import { jobs, recurringJobs } from './collections/jobs'
import { LegalPages } from './collections/LegalPages'
import { Media } from './collections/Media'
import { Ministries } from './collections/Ministries'
import { PrayerRequests } from './collections/PrayerRequests'
import { Sermons } from './collections/Sermons'
import { ServiceTimes } from './collections/ServiceTimes'
import { Staff } from './collections/Staff'
import { Newsletters } from './collections/Newsletters'
import { NewsletterRecipients } from './collections/NewsletterRecipients'
import { Subscribers } from './collections/Subscribers'
import { Users } from './collections/Users'
import { recordChanges } from './collections/hooks/audit'
import { guardPayloadCollections } from './collections/payloadCollections'
import { answerRefusedInput } from './collections/hooks/refusedByDatabase'
import { applyInputRules } from './collections/hooks/inputRules'
import { REQUEST_REFUSED } from './src/platform/collections/requestRefused'
import { richTextEditor } from './collections/richText'
import { MAX_AUDIO_BYTES } from './src/lib/contract/limits'
import { UPLOAD_MESSAGES } from './src/lib/contract/messages'
import { databaseAdapter } from './src/platform/payload/database'
import { emailAdapter } from './src/platform/payload/email'
import { loggerConfig } from './src/platform/payload/logger'
import { depthLimit } from './src/platform/payload/graphqlDepthLimit'
import { payloadSecret, payloadServerUrl } from './src/platform/payload/settings'
import { prepareDatabase } from './src/cms/startup'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  // The running server's SITE_URL; Payload adds it to its cookie CSRF allow-list.
  serverURL: payloadServerUrl(),
  // Payload's own panel and API live beside the site's hand-built /admin and /api.
  routes: { admin: '/cms', api: '/cms-api' },
  admin: {
    user: Users.slug,
    // No Gravatar: the panel makes no third-party requests.
    avatar: 'default',
    meta: { titleSuffix: ' · Church CMS' },
    importMap: { baseDir: dirname },
  },
  collections: [
    Staff,
    Events,
    EventRegistrations,
    Ministries,
    Sermons,
    GalleryImages,
    Media,
    PrayerRequests,
    ContactSubmissions,
    Subscribers,
    Newsletters,
    NewsletterRecipients,
    Donations,
    Donors,
    StatementDeliveries,
    EmailDeliveries,
    Users,
    AuditLog,
  ],
  globals: [ChurchInfo, ChurchHistory, ServiceTimes, GivingSettings, LegalPages],
  editor: richTextEditor,
  db: databaseAdapter(),
  email: emailAdapter(),
  // Background work (every email): jobs in the database, run by a runner in each server.
  jobs,
  // What each server's runner queues when it starts (src/platform/jobs/runner.ts).
  custom: { recurringJobs },
  sharp,
  // Multipart bodies of Payload's REST API: a file up to the largest upload (a recording);
  // the media collection's hook then applies each kind's own limit.
  upload: {
    limits: { fileSize: MAX_AUDIO_BYTES },
    requestSizeLimit: MAX_AUDIO_BYTES + 1024 * 1024,
    responseOnLimit: UPLOAD_MESSAGES.audioTooLarge,
  },
  // Values PostgreSQL refuses in a query built from a client's input: a 400, not a 500.
  hooks: { afterError: [answerRefusedInput] },
  // What a client got wrong is no server error: a wrong password, a query of a field that cannot
  // be queried, our own refusals (too many sign-ins, a file of the wrong kind) are logged at
  // info level, as Payload logs its validation errors; server faults stay errors.
  loggingLevels: {
    AuthenticationError: 'info',
    QueryError: 'info',
    // Payload looks the level up by the error's name; its type lists only Payload's own errors.
    ...({ [REQUEST_REFUSED]: 'info', UnauthorizedError: 'info' } as Record<string, 'info'>),
  },
  graphQL: {
    maxComplexity: 500,
    validationRules: () => [depthLimit(8)],
  },
  plugins: [
    // No document or global keeps a NUL character or an unsafe rich-text link.
    applyInputRules,
    // Every change leaves its audit entry, in its own transaction.
    recordChanges,
    // Uploads through Payload go to object storage when S3_BUCKET is set (docs/deployment.md).
    s3Storage({
      enabled: Boolean(process.env.S3_BUCKET),
      // The adapter's fields (the object key) exist with or without a bucket, so that one
      // schema, and one set of migrations, serves both.
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: process.env.S3_BUCKET || '',
      config: {
        region: process.env.S3_REGION || 'us-east-1',
        ...(process.env.S3_ENDPOINT
          ? { endpoint: process.env.S3_ENDPOINT, forcePathStyle: true }
          : {}),
        credentials: {
          accessKeyId: process.env.S3_ACCESS_KEY_ID || '',
          secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '',
        },
      },
    }),
  ],
  // Rewritten by `npm run payload -- generate:types`, and by Payload itself when `npm run dev`
  // starts (a child process of Payload's CLI); not by tests and scripts, which only read it.
  typescript: {
    autoGenerate: process.env.NODE_ENV === 'development',
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
  },
  telemetry: false,
  // LOG_LEVEL (e.g. `warn`, as the test scripts set) quiets the log; unset, Payload's own format.
  logger: loggerConfig(),
  onInit: prepareDatabase,
  // Payload adds its own collections (locks, preferences, jobs) while it builds the
  // configuration: the site's rules for them follow.
}).then(guardPayloadCollections)
