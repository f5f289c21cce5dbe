import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * The demo pictures and recordings. The pictures are files beside this module, in ./pictures
 * (painted once by scripts/generateDemoPictures.ts, optimised JPEGs), read from the app's
 * folder: the standalone build carries them too (next.config.mjs, outputFileTracingIncludes).
 */
export const DEMO_PICTURES = 'src/server/seed/pictures'

export const demoPicture = (name: string): Promise<Buffer> =>
  fs.readFile(path.resolve(/* turbopackIgnore: true */ process.cwd(), DEMO_PICTURES, `${name}.jpg`))

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
