import sharp from 'sharp'

import { withBlurs } from '@/server/content/read'

import { testPayload } from '../helpers'

describe('withBlurs: the blur placeholders of a page’s uploads', () => {
  it('gives each upload its tiny copy made at upload, and nothing to external or unknown addresses', async () => {
    const payload = await testPayload()
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#3a6ea5' },
    })
      .jpeg()
      .toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Choir' },
      file: { data: photo, mimetype: 'image/jpeg', name: 'choir.jpg', size: photo.length },
      overrideAccess: true,
    })
    try {
      const items = [
        { id: 1, src: `/media/${doc.filename}` },
        { id: 2, src: 'https://images.example.org/choir.jpg' },
        { id: 3, src: '/media/0123456789abcdef01234567.jpg' },
        { id: 4, src: `/media/${doc.filename}` },
        { id: 5, src: null },
      ]
      const shown = await withBlurs(items, (item) => item.src)

      expect(doc.blur).toMatch(/^data:image\/webp;base64,/)
      expect(shown.map((item) => item.blur)).toEqual([
        doc.blur,
        undefined,
        undefined,
        doc.blur,
        undefined,
      ])
      // The items are otherwise as they were.
      expect(shown.map(({ id, src }) => ({ id, src }))).toEqual(items)
      // The tiny copy is an image of the photo's proportions, 16 px wide.
      const tiny = Buffer.from(String(doc.blur).split(',')[1], 'base64')
      expect(await sharp(tiny).metadata()).toMatchObject({ format: 'webp', width: 16, height: 11 })
    } finally {
      await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    }
  })

  it('asks nothing of the database for a page without uploads', async () => {
    const items = [{ src: 'https://images.example.org/a.jpg' }, { src: '/placeholder-photo.svg' }]
    expect(await withBlurs(items, (item) => item.src)).toBe(items)
  })
})
