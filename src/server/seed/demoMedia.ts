import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

/** Demo pictures and recordings, made on this machine: nothing is fetched from the internet. */

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export async function writePortrait(dir: string, file: string, initials: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><radialGradient id="g" cx="50%" cy="35%" r="75%">
      <stop offset="0" stop-color="hsl(${hue},45%,62%)"/><stop offset="1" stop-color="hsl(${hue},50%,28%)"/>
    </radialGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>
    <circle cx="300" cy="240" r="110" fill="hsl(${hue},30%,88%)" opacity="0.9"/>
    <ellipse cx="300" cy="560" rx="210" ry="190" fill="hsl(${hue},30%,88%)" opacity="0.9"/>
    <text x="300" y="262" font-family="DejaVu Serif, serif" font-size="72" font-weight="bold"
      text-anchor="middle" fill="hsl(${hue},50%,28%)">${escape(initials)}</text>
  </svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toFile(path.join(dir, file))
}

export async function writeScene(
  dir: string,
  file: string,
  caption: string,
  hue: number,
  variant: number,
) {
  const people = Array.from({ length: 5 + (variant % 4) }, (_, i) => {
    const x = 140 + i * (920 / (5 + (variant % 4)))
    const h = 150 + ((i * 37 + variant * 23) % 70)
    return `<g fill="hsl(${hue},35%,18%)" opacity="0.85">
      <circle cx="${x}" cy="${800 - h - 38}" r="34"/>
      <rect x="${x - 44}" y="${800 - h}" width="88" height="${h}" rx="40"/></g>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},70%,88%)"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <circle cx="${200 + variant * 70}" cy="170" r="90" fill="hsl(45,95%,78%)" opacity="0.9"/>
    <path d="M0 640 Q300 560 600 620 T1200 600 V800 H0 Z" fill="hsl(${(hue + 90) % 360},30%,55%)"/>
    <rect x="560" y="90" width="24" height="170" fill="#fff" opacity="0.85"/>
    <rect x="512" y="140" width="120" height="24" fill="#fff" opacity="0.85"/>
    ${people}
    <rect x="0" y="700" width="1200" height="100" fill="rgba(0,0,0,0.35)"/>
    <text x="40" y="765" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#fff">${escape(caption)}</text>
  </svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toFile(path.join(dir, file))
}

/**
 * A silent MPEG-1 Layer III file: 128 kbit/s, 44.1 kHz frames whose side information is
 * all zero, which every decoder plays as silence. Returns its size and length.
 */
export async function writeSilentMp3(dir: string, file: string, seconds: number) {
  const FRAME_BYTES = 417
  const FRAME_SECONDS = 1152 / 44100
  const frames = Math.ceil(seconds / FRAME_SECONDS)
  const frame = Buffer.alloc(FRAME_BYTES)
  frame.set([0xff, 0xfb, 0x90, 0x44])
  const data = Buffer.concat(Array.from({ length: frames }, () => frame))
  await fs.writeFile(path.join(dir, file), data)
  return { bytes: data.length, seconds: Math.round(frames * FRAME_SECONDS) }
}
