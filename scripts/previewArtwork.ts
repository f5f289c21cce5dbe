/**
 * Writes the demo site's portraits and gallery scenes to /tmp/artwork, with contact sheets at the
 * sizes the site shows them. Run: `node --import tsx --import ./scripts/nodeHooks.mjs scripts/previewArtwork.ts`.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { GALLERY_CATEGORIES } from '../src/lib/contract/values'
import { portraitJpeg, sceneJpeg, type SceneKind } from '../src/server/seed/artwork'

const OUT = process.env.ARTWORK_OUT ?? '/tmp/artwork'
const KINDS: SceneKind[] = GALLERY_CATEGORIES.map((category) => category.value)
const only = process.argv[2]

async function main() {
  fs.mkdirSync(OUT, { recursive: true })
  const timings: string[] = []
  const portraits: Buffer[] = []
  if (!only || only === 'portrait') {
    for (let seed = 0; seed < 8; seed++) {
      const t = Date.now()
      const jpeg = await portraitJpeg(seed)
      timings.push(`portrait ${seed}: ${Date.now() - t} ms, ${jpeg.length} bytes`)
      fs.writeFileSync(path.join(OUT, `portrait-${seed}.jpg`), jpeg)
      portraits.push(await sharp(jpeg).resize(300, 300).png().toBuffer())
    }
    await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#ffffff' } })
      .composite(
        portraits.map((input, i) => ({ input, left: (i % 4) * 300, top: Math.floor(i / 4) * 300 })),
      )
      .png()
      .toFile(path.join(OUT, 'sheet-portraits.png'))
  }
  const cards: Buffer[] = []
  // the demo gallery's twelve pictures as the seed makes them, or two of every kind
  const galleryKinds: SceneKind[] = [
    'worship',
    'worship',
    'worship',
    'community',
    'community',
    'youth',
    'youth',
    'youth',
    'fellowship',
    'fellowship',
    'events',
    'events',
  ]
  const gallery = galleryKinds.map((kind, i): [SceneKind, number] => [kind, i + 1])
  const jobs: [SceneKind, number][] =
    only === 'gallery'
      ? gallery
      : KINDS.flatMap((kind) => [1, 2].map((seed): [SceneKind, number] => [kind, seed]))
  for (const [kind, seed] of jobs) {
    if (only && only !== kind && only !== 'scenes' && only !== 'gallery') continue
    {
      const t = Date.now()
      const jpeg = await sceneJpeg(kind, seed)
      timings.push(`${kind} ${seed}: ${Date.now() - t} ms, ${jpeg.length} bytes`)
      fs.writeFileSync(path.join(OUT, `${kind}-${seed}.jpg`), jpeg)
      await sharp(jpeg)
        .resize(1200)
        .png()
        .toFile(path.join(OUT, `${kind}-${seed}-1200.png`))
      cards.push(await sharp(jpeg).resize(300, 200).png().toBuffer())
    }
  }
  if (cards.length) {
    const rows = Math.ceil(cards.length / 4)
    await sharp({ create: { width: 1240, height: rows * 210, channels: 3, background: '#ffffff' } })
      .composite(
        cards.map((input, i) => ({ input, left: (i % 4) * 310, top: Math.floor(i / 4) * 210 })),
      )
      .png()
      .toFile(path.join(OUT, 'sheet-scenes.png'))
  }
  console.log(timings.join('\n'))
}

void main()
