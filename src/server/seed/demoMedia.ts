import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import { ARTWORK_VERSION, portraitJpeg, sceneJpeg, type SceneKind } from './artwork'

/** Demo recordings, made on this machine (the demo pictures: ./artwork.ts). */

/**
 * Drawing the demo pictures takes about 1.5 s of CPU each; every fresh database seeds twenty
 * of them (a new site, each test server). The drawings are deterministic, so each is kept
 * once drawn, under node_modules/.cache like other build caches, and read back after.
 */
const PICTURES = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules/.cache/church-demo-artwork',
)

async function kept(name: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(PICTURES, `v${ARTWORK_VERSION}-${name}.jpg`)
  const saved = await fs.readFile(/* turbopackIgnore: true */ file).catch(() => null)
  if (saved) return saved
  const bytes = await draw()
  try {
    await fs.mkdir(/* turbopackIgnore: true */ PICTURES, { recursive: true })
    // Written aside and renamed, so that a concurrent seed never reads half a picture.
    const partial = `${file}.${process.pid}.part`
    await fs.writeFile(/* turbopackIgnore: true */ partial, bytes)
    await fs.rename(/* turbopackIgnore: true */ partial, file)
  } catch {
    // A read-only install still seeds; it draws each time.
  }
  return bytes
}

export const demoPortrait = (seed: number) => kept(`portrait-${seed}`, () => portraitJpeg(seed))

export const demoScene = (kind: SceneKind, seed: number) =>
  kept(`${kind}-${seed}`, () => sceneJpeg(kind, seed))

/**
 * A silent MPEG-1 Layer III recording: 128 kbit/s, 44.1 kHz frames whose side information is
 * all zero, which every decoder plays as silence. Returns its bytes and length.
 */
export function silentMp3(seconds: number) {
  const FRAME_BYTES = 417
  const FRAME_SECONDS = 1152 / 44100
  const frames = Math.ceil(seconds / FRAME_SECONDS)
  const frame = Buffer.alloc(FRAME_BYTES)
  frame.set([0xff, 0xfb, 0x90, 0x44])
  const data = Buffer.concat(Array.from({ length: frames }, () => frame))
  return { data, seconds: Math.round(frames * FRAME_SECONDS) }
}
