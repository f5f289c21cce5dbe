/**
 * Paints the demo site's twelve pictures of church life (sanctuary, events, ministries) with
 * sharp from SVG artwork: architecture, light and objects, never people. The same pictures
 * come out every run. Run: `node --import tsx scripts/generateDemoPictures.ts [name ...]`.
 * Output: src/server/seed/pictures/<name>.jpg (1600x1067 JPEG), all together under 2.2 MB.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { DEMO_PICTURES } from './demoPictures'

const OUT = path.resolve('src/server/seed/pictures')
const BUDGET = 2.2 * 1000 * 1000
const QUALITY = 80

async function main() {
  fs.mkdirSync(OUT, { recursive: true })
  const only = process.argv.slice(2)
  const pictures = DEMO_PICTURES.filter((p) => only.length === 0 || only.includes(p.name))
  for (const picture of pictures) {
    const file = path.join(OUT, `${picture.name}.jpg`)
    await sharp(Buffer.from(picture.draw())).jpeg({ quality: QUALITY, mozjpeg: true }).toFile(file)
    console.log(`${file}: ${Math.round(fs.statSync(file).size / 1024)} KB`)
  }
  const total = DEMO_PICTURES.reduce((sum, p) => {
    const file = path.join(OUT, `${p.name}.jpg`)
    return sum + (fs.existsSync(file) ? fs.statSync(file).size : 0)
  }, 0)
  console.log(`total: ${Math.round(total / 1024)} KB of ${Math.round(BUDGET / 1024)} KB`)
  if (total > BUDGET) {
    console.error('Over budget: lower the quality or the detail of the largest pictures.')
    process.exitCode = 1
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
