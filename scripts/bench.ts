/**
 * `npm run bench [section...]`: performance figures of the production build, printed as
 * tables. Each section is a module of scripts/bench/ whose default export runs it; to add
 * one, add its file name to SECTIONS.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const SECTIONS = ['api', 'pages', 'images', 'soak', 'giving', 'newsletter', 'registrations']

const wanted = process.argv.slice(2)
for (const name of SECTIONS) {
  if (wanted.length && !wanted.includes(name)) continue
  const file = pathToFileURL(path.resolve('scripts/bench', `${name}.ts`)).href
  const section = (await import(file)) as { default: () => Promise<void> }
  console.log(`\n## ${name}\n`)
  await section.default()
}
