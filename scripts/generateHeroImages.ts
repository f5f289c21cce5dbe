/**
 * Paints the five hero slides of the home page (and the podcast cover) with sharp from SVG
 * artwork, so the repository carries no stock photos: a steeple at sunrise, an open Bible, a
 * cross of light before stained glass, sunlight across the sanctuary's pews (drawn by
 * demoPictures/nave.ts) and the Dallas skyline at dusk (demoPictures/skyline.ts).
 * Run: `node --import tsx scripts/generateHeroImages.ts`.
 * Output: public/hero/slide-N.webp (1600x900, kept under ~120 KB) and public/podcast-cover.png.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { Defs } from './demoPictures/draw'
import { nave } from './demoPictures/nave'
import { dallasSkyline } from './demoPictures/skyline'

const WIDTH = 1600
const HEIGHT = 900
const OUT = path.resolve('public/hero')

/** A tiny deterministic random generator, so the same artwork comes out every run. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296
    return s / 4294967296
  }
}

function stars(seed: number, count: number, maxY: number) {
  const r = random(seed)
  return Array.from({ length: count }, () => {
    const x = Math.round(r() * WIDTH)
    const y = Math.round(r() * maxY)
    const size = (r() * 1.6 + 0.4).toFixed(1)
    return `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" opacity="${(r() * 0.6 + 0.2).toFixed(2)}"/>`
  }).join('')
}

const church = (x: number, y: number, s: number, colour: string) => `
  <g transform="translate(${x} ${y}) scale(${s})" fill="${colour}">
    <rect x="-6" y="-330" width="12" height="70"/>
    <rect x="-30" y="-306" width="60" height="12"/>
    <path d="M-70 -150 L0 -270 L70 -150 Z"/>
    <rect x="-60" y="-150" width="120" height="150"/>
    <path d="M60 -90 L200 -180 L340 -90 Z"/>
    <rect x="60" y="-90" width="280" height="90"/>
    <rect x="-24" y="-70" width="48" height="70" rx="24" fill="#f6c868" opacity="0.9"/>
    ${[100, 160, 220, 280].map((wx) => `<rect x="${wx}" y="-70" width="26" height="40" rx="13" fill="#f6c868" opacity="0.85"/>`).join('')}
  </g>`

const rays = (cx: number, cy: number, count: number, colour: string, opacity: number) =>
  Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2
    const b = a + Math.PI / count / 1.6
    const far = 2000
    return `<path d="M${cx} ${cy} L${cx + Math.cos(a) * far} ${cy + Math.sin(a) * far} L${cx + Math.cos(b) * far} ${cy + Math.sin(b) * far} Z" fill="${colour}" opacity="${opacity}"/>`
  }).join('')

function stainedGlass(seed: number) {
  const r = random(seed)
  const palette = ['#7a1f35', '#1b2a4a', '#d4a72c', '#2f5d50', '#5b2a6e', '#b5502a', '#25466e']
  const cells: string[] = []
  const size = 100
  for (let y = 0; y < HEIGHT + size; y += size) {
    for (let x = 0; x < WIDTH + size; x += size) {
      const jx = (r() - 0.5) * 30
      const jy = (r() - 0.5) * 30
      const colour = palette[Math.floor(r() * palette.length)]
      cells.push(
        `<path d="M${x + jx} ${y + jy} L${x + size} ${y + (r() - 0.5) * 30} L${x + size + (r() - 0.5) * 30} ${y + size} L${x + (r() - 0.5) * 30} ${y + size} Z" fill="${colour}" opacity="${(0.55 + r() * 0.45).toFixed(2)}" stroke="#1a1410" stroke-width="6"/>`,
      )
    }
  }
  return cells.join('')
}

const openBook = `
  <g transform="translate(800 640)">
    <path d="M0 -20 C-120 -80 -300 -80 -420 -30 L-420 140 C-300 90 -120 90 0 150 Z" fill="#fbf7ef"/>
    <path d="M0 -20 C120 -80 300 -80 420 -30 L420 140 C300 90 120 90 0 150 Z" fill="#f3ecdd"/>
    <path d="M0 -20 L0 150" stroke="#c9b89a" stroke-width="4"/>
    ${Array.from({ length: 7 }, (_, i) => `<path d="M-380 ${0 + i * 18} C-280 ${-30 + i * 18} -120 ${-30 + i * 18} -40 ${10 + i * 18}" stroke="#b8a888" stroke-width="3" fill="none" opacity="0.7"/><path d="M380 ${0 + i * 18} C280 ${-30 + i * 18} 120 ${-30 + i * 18} 40 ${10 + i * 18}" stroke="#b8a888" stroke-width="3" fill="none" opacity="0.7"/>`).join('')}
    <path d="M-20 150 L-10 240 L0 225 L10 240 L20 150 Z" fill="#7a1f35"/>
  </g>`

/**
 * Slide 3's cross stands in the right third, clear of the centred title at every width: on
 * screens narrower than the picture's proportions (phones) the sides are cropped away.
 */
const SLIDE_3_CROSS = 'M1360 90 L1360 820 M1200 240 L1520 240'

const slides: { name: string; svg: string }[] = [
  {
    name: 'slide-1',
    svg: `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2a4a"/><stop offset="0.55" stop-color="#a34a3a"/><stop offset="0.8" stop-color="#f2a65a"/><stop offset="1" stop-color="#f6d58a"/></linearGradient>
      <radialGradient id="sun" cx="0.5" cy="0.78" r="0.35"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.4" stop-color="#f6c868" stop-opacity="0.8"/><stop offset="1" stop-color="#f6c868" stop-opacity="0"/></radialGradient></defs>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${stars(1, 70, 300)}
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sun)"/>
      ${rays(800, 700, 18, '#fff1c9', 0.06)}
      <path d="M0 760 Q400 690 800 740 T1600 720 L1600 900 L0 900 Z" fill="#3b1b25"/>
      ${church(1050, 790, 1.25, '#1a0f16')}
      <path d="M0 820 Q500 770 1000 810 T1600 800 L1600 900 L0 900 Z" fill="#140b12"/>`,
  },
  {
    name: 'slide-2',
    svg: `<defs><radialGradient id="glow" cx="0.5" cy="0.55" r="0.7"><stop offset="0" stop-color="#f6d58a"/><stop offset="0.35" stop-color="#a5622f"/><stop offset="1" stop-color="#1b1420"/></radialGradient></defs>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
      ${rays(800, 600, 24, '#fff6da', 0.08)}
      <ellipse cx="800" cy="820" rx="620" ry="70" fill="#120c10" opacity="0.6"/>
      ${openBook}`,
  },
  {
    name: 'slide-3',
    svg: `<rect width="${WIDTH}" height="${HEIGHT}" fill="#1a1410"/>${stainedGlass(7)}
      <defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.75"><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></radialGradient></defs>
      <path d="${SLIDE_3_CROSS}" stroke="#f6d58a" stroke-width="46" stroke-linecap="round" opacity="0.9"/>
      <path d="${SLIDE_3_CROSS}" stroke="#fff3c4" stroke-width="14" stroke-linecap="round"/>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#v)"/>`,
  },
  {
    name: 'slide-4',
    svg: (() => {
      const defs = new Defs('h4')
      const body = nave(defs, {
        width: WIDTH,
        height: HEIGHT,
        seed: 5,
        vx: 1010,
        vy: 350,
        f: 900,
        eye: 1.8,
        dim: 0.6,
        beam: 0.6,
        sunlit: [6.1, 8.5, 10.9],
      })
      const shade = defs.linear(
        [
          [0, '#0d0806', 0.75],
          [0.45, '#0d0806', 0.25],
          [1, '#0d0806', 0],
        ],
        0,
        1,
        0.9,
        0.2,
      )
      return `${defs}${body}<rect width="${WIDTH}" height="${HEIGHT}" fill="${shade}"/>`
    })(),
  },
  {
    name: 'slide-5',
    svg: (() => {
      const defs = new Defs('h5')
      const body = dallasSkyline(defs, WIDTH, HEIGHT)
      return `${defs}${body}`
    })(),
  },
]

async function main() {
  fs.mkdirSync(OUT, { recursive: true })
  for (const slide of slides) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${slide.svg}</svg>`
    const file = path.join(OUT, `${slide.name}.webp`)
    let quality = 72
    for (;;) {
      await sharp(Buffer.from(svg)).blur(0.6).webp({ quality, effort: 6 }).toFile(file)
      if (fs.statSync(file).size <= 120 * 1024 || quality <= 40) break
      quality -= 8
    }
    console.log(`${file}: ${Math.round(fs.statSync(file).size / 1024)} KB (q${quality})`)
  }
  const cover = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="#111c33"/>
    ${fs.readFileSync(path.resolve('public/logo.svg'), 'utf8').replace(/<svg[^>]*>|<\/svg>/g, '')}
  </svg>`
  await sharp(Buffer.from(cover))
    .png({ compressionLevel: 9 })
    .toFile(path.resolve('public/podcast-cover.png'))
  console.log('public/podcast-cover.png written')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
