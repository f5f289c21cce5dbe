/** Migrates and seeds the fresh test database once, before any test file opens it. */
export default async function globalSetup() {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  await payload.destroy()
}
