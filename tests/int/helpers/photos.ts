/** Files the upload tests send: a phone's photo, an oversized PNG, a pixel bomb, a recording. */
import zlib from 'node:zlib'

import sharp from 'sharp'

/**
 * A phone camera's photo: 4032x3024 JPEG of 3 to 5 MB (a gradient under fine grain, which JPEG
 * cannot squeeze), with the camera's make and a GPS position in its EXIF. Made once per test
 * file, by sharp (libvips), in about two seconds.
 */
let phonePhotoBytes: Promise<Buffer> | undefined
export function phonePhoto(): Promise<Buffer> {
  phonePhotoBytes ??= paintPhonePhoto()
  return phonePhotoBytes
}

async function paintPhonePhoto(): Promise<Buffer> {
  const width = 4032
  const height = 3024
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .raw()
    .toBuffer()
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#5078a0"/><stop offset="1" stop-color="#c8a064"/>' +
      '</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>',
  )
  return sharp(gradient)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 46/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '96/1 48/1 0/1',
      },
    })
    .toBuffer()
}

/** A real PNG of noise over 5 MB. */
export async function pngOver5MB(): Promise<Buffer> {
  const noise = Buffer.alloc(1600 * 1200 * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
  return sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A pixel bomb: a PNG whose header says 20000x20000 (400 megapixels, 1.2 GB decoded) followed
 * by the first rows of white, compressed; a few KB on the wire.
 */
export function pixelBomb(): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(20000, 0)
  header.writeUInt32BE(20000, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const rows = Buffer.alloc(10 * (1 + 20000 * 3), 0xff)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A silent MPEG-1 Layer III stream: frames of a valid header and zero side information. */
export function silentMp3(frames: number) {
  const frame = Buffer.alloc(417)
  frame.set([0xff, 0xfb, 0x90, 0x64])
  return Buffer.concat(Array.from({ length: frames }, () => frame))
}
