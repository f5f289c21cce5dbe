/**
 * `node scripts/moveFiles.mjs FROM:TO [FROM:TO ...]`: moves files or folders with `git mv` and
 * rewrites every import of them (and every import inside them) across the project, so that a
 * rearrangement of the folders is one mechanical step with no change of behaviour.
 *
 * An import keeps its form: an `@/` import stays `@/` while its target stays under src/, a
 * relative one stays relative (recomputed from the importer's new place), a folder import (its
 * `index`) stays a folder import, and a written extension (`.mjs`) is kept. Read are the static
 * imports and exports, `import()`, `require()`, `jest.mock()` and `import 'x'` of .ts, .tsx, .mjs,
 * .js and .cjs files. Paths in other strings (package.json scripts, next.config.mjs, docs) are
 * left for the person moving to change.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = process.cwd()
const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.cjs']
const SKIP = /^(node_modules|\.next[^/]*|data|media|backups|public)(\/|$)/

const rel = (file) => path.relative(root, file).split(path.sep).join('/')

function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((file) => file && SOURCE.test(file) && !SKIP.test(file) && fs.existsSync(file))
    .filter((file) => !file.startsWith('src/migrations/'))
}

/** The file a specifier names from `importer`, or null for a package. */
function resolve(importer, spec) {
  let base
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2))
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(path.join(root, importer)), spec)
  else return null
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ]
  // `./x.js` written for a .ts file (ESM style).
  if (/\.js$/.test(base))
    candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'))
  for (const candidate of candidates) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return { file: rel(candidate), base }
  }
  return null
}

/** The specifier for `target` (its new path) from `importer` (its new path), in `spec`'s form. */
function specifierFor(importerNew, targetOld, targetNew, spec) {
  const isIndex = /(^|\/)index\.[a-z]+$/.test(targetOld) && !/\/index(\.[a-z]+)?$/.test(spec)
  const ext = path.extname(spec)
  const keepsExt = EXTENSIONS.includes(ext) || ext === '.js'
  let to = targetNew
  if (isIndex) to = path.posix.dirname(to)
  else if (!keepsExt) to = to.replace(/\.(ts|tsx|mjs|js|cjs)$/, '')
  else if (ext === '.js' && /\.tsx?$/.test(targetNew)) to = targetNew.replace(/\.tsx?$/, '.js')
  if (spec.startsWith('@/') && to.startsWith('src/')) return `@/${to.slice(4)}`
  let relative = path.posix.relative(path.posix.dirname(importerNew), to)
  if (!relative.startsWith('.')) relative = `./${relative}`
  return relative
}

const IMPORT =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bjest\.mock\s*\(\s*|\bjest\.unstable_mockModule\s*\(\s*)(['"])([^'"\n]+)\2/g

function main() {
  const pairs = process.argv.slice(2).map((arg) => arg.split(':'))
  if (pairs.length === 0 || pairs.some((pair) => pair.length !== 2)) {
    console.error('Usage: node scripts/moveFiles.mjs FROM:TO [FROM:TO ...]')
    process.exit(2)
  }
  const files = sourceFiles()
  const all = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && fs.existsSync(file))
  /** Every moved file: old path → new path. */
  const moves = new Map()
  for (const [from, to] of pairs) {
    const fromRel = from.replace(/\/$/, '')
    const toRel = to.replace(/\/$/, '')
    if (fs.existsSync(fromRel) && fs.statSync(fromRel).isDirectory()) {
      for (const file of all.filter((f) => f.startsWith(`${fromRel}/`))) {
        moves.set(file, `${toRel}/${file.slice(fromRel.length + 1)}`)
      }
    } else if (fs.existsSync(fromRel)) {
      moves.set(fromRel, toRel)
    } else {
      console.error(`No such file or folder: ${fromRel}`)
      process.exit(1)
    }
  }
  const newPath = (file) => moves.get(file) ?? file

  // Rewrite every file's imports, as seen from its new place.
  const rewritten = new Map()
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    let changed = false
    const next = text.replace(IMPORT, (whole, lead, quote, spec) => {
      const target = resolve(file, spec)
      if (!target) return whole
      if (!moves.has(target.file) && !moves.has(file)) return whole
      const updated = specifierFor(newPath(file), target.file, newPath(target.file), spec)
      if (updated === spec) return whole
      changed = true
      return `${lead}${quote}${updated}${quote}`
    })
    if (changed) rewritten.set(file, next)
  }
  for (const [from, to] of moves) {
    fs.mkdirSync(path.dirname(to), { recursive: true })
    execFileSync('git', ['mv', from, to])
  }
  for (const [file, text] of rewritten) fs.writeFileSync(newPath(file), text)
  console.log(`moved ${moves.size} files, rewrote imports in ${rewritten.size}`)
}

main()
