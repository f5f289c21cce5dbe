import { inspectSchema } from './schemaCheck'

const UNCONNECTED = {
  sqlite: 'file:./data/schema-check.db',
  postgres: 'postgres://postgres@127.0.0.1:5432/schema_check_never_connected',
}

describe('committed migrations', () => {
  it.each(['sqlite', 'postgres'] as const)(
    'match every collection and global on %s (after a change: npm run migrate:create -- <name>)',
    (kind) => {
      const report = inspectSchema(UNCONNECTED[kind])
      expect(report.kind).toBe(kind)
      expect(report.pending).toEqual([])
    },
  )

  it('are the same list for both adapters', async () => {
    const names = async (kind: string) => {
      const { migrations } = await import(`../../../src/migrations/${kind}/index.ts`)
      return (migrations as { name: string }[]).map((m) => m.name.replace(/^\d{8}_\d{6}_/, ''))
    }
    expect(await names('sqlite')).toEqual(await names('postgres'))
  })
})
