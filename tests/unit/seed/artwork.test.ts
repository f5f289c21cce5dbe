/**
 * @jest-environment node
 */
import sharp from 'sharp'

import { GALLERY_CATEGORIES } from '@/lib/contract/values'
import { portraitJpeg, sceneJpeg, type SceneKind } from '@/server/seed/artwork'

const KINDS: SceneKind[] = GALLERY_CATEGORIES.map((category) => category.value)
const MAX_BYTES = 5 * 1024 * 1024
const SLOW = 120_000

async function describeJpeg(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata()
  return { format, width, height }
}

describe('demo photographs', () => {
  it(
    'paints a square 1200x1200 JPEG portrait, under the upload limit',
    async () => {
      const bytes = await portraitJpeg(1)
      expect(await describeJpeg(bytes)).toEqual({ format: 'jpeg', width: 1200, height: 1200 })
      expect(bytes.length).toBeLessThan(MAX_BYTES)
    },
    SLOW,
  )

  it.each(KINDS)(
    'paints a 2400x1600 JPEG scene of %s, under the upload limit',
    async (kind) => {
      const bytes = await sceneJpeg(kind, 1)
      expect(await describeJpeg(bytes)).toEqual({ format: 'jpeg', width: 2400, height: 1600 })
      expect(bytes.length).toBeLessThan(MAX_BYTES)
    },
    SLOW,
  )

  it(
    'paints the same picture for the same seed, and another for another seed',
    async () => {
      const [a, again, b] = await Promise.all([portraitJpeg(3), portraitJpeg(3), portraitJpeg(4)])
      expect(again.equals(a)).toBe(true)
      expect(b.equals(a)).toBe(false)
      const [s, sAgain, t] = await Promise.all([
        sceneJpeg('worship', 2),
        sceneJpeg('worship', 2),
        sceneJpeg('worship', 3),
      ])
      expect(sAgain.equals(s)).toBe(true)
      expect(t.equals(s)).toBe(false)
    },
    SLOW,
  )
})
