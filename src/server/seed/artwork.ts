import 'server-only'

import sharp, { type OverlayOptions } from 'sharp'

import type { GalleryCategory } from '@/lib/contract/values'

/**
 * The demo site's photographs: staff portraits and pictures of church life for the gallery,
 * painted on this machine (nothing is fetched), the same picture for the same seed. They carry
 * no text, so a card may crop them anywhere.
 */

/** Names the current drawings: change it with them, so that saved copies are drawn anew. */
export const ARTWORK_VERSION = 1

/** A scene for each gallery category. */
export type SceneKind = GalleryCategory

const PORTRAIT = 1200
const SCENE_W = 2400
const SCENE_H = 1600

// ---------------------------------------------------------------------------------------------
// Randomness, colour and SVG helpers

type Rand = {
  (): number
  range: (min: number, max: number) => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (p: number) => boolean
}

/** A small seeded generator (mulberry32): the same seed paints the same picture. */
function random(seed: number, salt = 0): Rand {
  let a = (Math.imul(seed | 0, 2654435761) ^ Math.imul(salt + 1, 40503)) >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rand = next as Rand
  rand.range = (min, max) => min + next() * (max - min)
  rand.int = (min, max) => Math.floor(min + next() * (max - min + 1))
  rand.pick = (items) => items[Math.floor(next() * items.length)]
  rand.chance = (p) => next() < p
  return rand
}

const n = (v: number) => (Math.round(v * 10) / 10).toString()
const m = (v: number) => (Math.round(v * 1000) / 1000).toString()

function rgbOf(colour: string): [number, number, number] {
  const v = parseInt(colour.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function hexOf(r: number, g: number, b: number) {
  const c = (x: number) => Math.max(0, Math.min(255, Math.round(x)))
  return `#${((1 << 24) | (c(r) << 16) | (c(g) << 8) | c(b)).toString(16).slice(1)}`
}

/** Blends two colours: t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number) {
  const [ar, ag, ab] = rgbOf(a)
  const [br, bg, bb] = rgbOf(b)
  return hexOf(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t)
}

const darker = (c: string, t: number) => mix(c, '#000000', t)
const lighter = (c: string, t: number) => mix(c, '#ffffff', t)

/** Shifts a colour a little at random, so no two sweaters or tablecloths are exactly alike. */
function vary(rand: Rand, c: string, amount = 0.08) {
  const t = rand.range(-amount, amount)
  return t < 0 ? darker(c, -t) : lighter(c, t)
}

type Stop = [offset: number, colour: string, opacity?: number]

const stops = (list: Stop[]) =>
  list
    .map(
      ([o, c, a]) =>
        `<stop offset="${m(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${m(a)}"`}/>`,
    )
    .join('')

const linear = (id: string, x1: number, y1: number, x2: number, y2: number, list: Stop[]) =>
  `<linearGradient id="${id}" x1="${m(x1)}" y1="${m(y1)}" x2="${m(x2)}" y2="${m(y2)}">${stops(list)}</linearGradient>`

const radial = (id: string, cx: number, cy: number, r: number, list: Stop[], units = '') =>
  `<radialGradient id="${id}" cx="${m(cx)}" cy="${m(cy)}" r="${m(r)}"${units}>${stops(list)}</radialGradient>`

/** A soft-edged group: blurred by its own bounding box, for small parts of a picture. */
let filterCount = 0
function soft(body: string, std: number, extra = '') {
  const id = `s${filterCount++}`
  return `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${m(std)}"/></filter><g filter="url(#${id})"${extra}>${body}</g>`
}

// ---------------------------------------------------------------------------------------------
// From painted layers to a photograph

/** One plane of a picture: its SVG body, how out of focus it is, and the scale it is painted at. */
type Layer = { body: string; blur?: number; scale?: number }

/**
 * Light that is never quite even: broad, faint patches of brighter and darker, as walls, grass
 * and skin have in any photograph. Laid over a picture with soft light, mid-grey changes nothing.
 */
async function mottle(seed: number, width: number, height: number, strength: number) {
  const w = 240
  const h = Math.round((w * height) / width)
  const rand = random(seed, 99)
  const field = new Float32Array(w * h)
  for (const [cells, weight] of [
    [3, 1],
    [7, 0.6],
    [15, 0.25],
    [31, 0.1],
  ]) {
    const gw = cells + 2
    const gh = Math.ceil((cells * h) / w) + 2
    const grid = Float32Array.from({ length: gw * gh }, () => rand() - 0.5)
    for (let y = 0; y < h; y++) {
      const gy = (y / w) * cells
      const y0 = Math.floor(gy)
      const ty = (gy - y0) * (gy - y0) * (3 - 2 * (gy - y0))
      for (let x = 0; x < w; x++) {
        const gx = (x / w) * cells
        const x0 = Math.floor(gx)
        const tx = (gx - x0) * (gx - x0) * (3 - 2 * (gx - x0))
        const a = grid[y0 * gw + x0] + (grid[y0 * gw + x0 + 1] - grid[y0 * gw + x0]) * tx
        const b =
          grid[(y0 + 1) * gw + x0] + (grid[(y0 + 1) * gw + x0 + 1] - grid[(y0 + 1) * gw + x0]) * tx
        field[y * w + x] += (a + (b - a) * ty) * weight
      }
    }
  }
  const pixels = Buffer.alloc(w * h * 4)
  for (let i = 0; i < field.length; i++) {
    const v = Math.max(0, Math.min(255, 128 + field[i] * 110 * strength))
    pixels[i * 4] = v
    pixels[i * 4 + 1] = v
    pixels[i * 4 + 2] = v
    pixels[i * 4 + 3] = 255
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 4 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
}

/** Shapes every layer may use: the soft shadow under a person's feet. */
const SHARED_DEFS = `<defs>${radial('foot', 0.5, 0.5, 0.5, [
  [0, '#000000', 0.45],
  [1, '#000000', 0],
])}</defs>`

async function renderLayer(layer: Layer, width: number, height: number) {
  const scale = layer.scale ?? 1
  const w = Math.round(width * scale)
  const h = Math.round(height * scale)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${width} ${height}">${SHARED_DEFS}${layer.body}</svg>`
  let image = sharp(Buffer.from(svg))
  const blur = (layer.blur ?? 0) * scale
  if (blur >= 0.3) image = image.blur(blur)
  if (scale !== 1) image = image.resize(width, height, { kernel: 'cubic' })
  return image.ensureAlpha().raw().toBuffer()
}

/**
 * Stacks the layers back to front, then finishes like a camera would: fine luminance grain and
 * a JPEG of the quality a phone or a website export gives.
 */
async function photograph(
  layers: Layer[],
  width: number,
  height: number,
  seed: number,
  grain: number,
  unevenness: number,
) {
  const [base, ...rest] = await Promise.all(
    layers.map((layer) => renderLayer(layer, width, height)),
  )
  const light = await mottle(seed, width, height, unevenness)
  const raw = { width, height, channels: 4 as const }
  const over: OverlayOptions[] = rest.map((input) => ({ input, raw }))
  // the unevenness of light goes under the last layer, the colour of the light and the lens
  over.splice(over.length - 1, 0, { input: light, raw, blend: 'soft-light' as const })
  const { data } = await sharp(base, { raw })
    .composite(over)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let s = (seed * 7919 + 17) | 0 || 1
  const amp = grain * 2
  for (let i = 0; i < data.length; i += 3) {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    const noise = (((s & 255) + ((s >>> 8) & 255)) / 510 - 0.5) * amp
    const chroma = (((s >>> 16) & 255) / 255 - 0.5) * amp * 0.25
    const r = data[i] + noise + chroma
    const g = data[i + 1] + noise
    const b = data[i + 2] + noise - chroma
    data[i] = r < 0 ? 0 : r > 255 ? 255 : r
    data[i + 1] = g < 0 ? 0 : g > 255 ? 255 : g
    data[i + 2] = b < 0 ? 0 : b > 255 ? 255 : b
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer()
}

// ---------------------------------------------------------------------------------------------
// People

type Skin = { base: string; shade: string; lip: string }

/** Skin tones of a Dallas congregation, from deep brown to fair. */
const SKINS: Skin[] = [
  { base: '#5e3a26', shade: '#3f2518', lip: '#4a2a22' },
  { base: '#7a4b30', shade: '#553220', lip: '#5e342a' },
  { base: '#94603d', shade: '#6c4229', lip: '#7a4538' },
  { base: '#b07a52', shade: '#87583a', lip: '#955a4c' },
  { base: '#c99670', shade: '#a2704f', lip: '#b06a5e' },
  { base: '#dcb08c', shade: '#b98a68', lip: '#c07d70' },
  { base: '#ebc8aa', shade: '#c99c80', lip: '#c98678' },
  { base: '#f2d6c2', shade: '#d4a990', lip: '#cf8a80' },
]

const HAIR = {
  black: '#1a1412',
  darkBrown: '#33241b',
  brown: '#5a3a26',
  auburn: '#6e3220',
  blonde: '#b8915a',
  grey: '#8f8b87',
  silver: '#c9c5bf',
  saltPepper: '#5d5a57',
}

const CLOTHES = [
  '#1f2a44',
  '#2e4a62',
  '#6b2737',
  '#3d5a40',
  '#c9b68f',
  '#e8e4dc',
  '#7d8a96',
  '#a0522d',
  '#4a3b5c',
  '#d98c5f',
  '#2f6f73',
  '#b33a3a',
  '#e0b84a',
  '#f1efe9',
  '#384048',
  '#8fa9c6',
]

type HairKind = 'short' | 'long' | 'bald' | 'curly' | 'bun' | 'bob'

type Figure = {
  skin: Skin
  hair: string
  hairKind: HairKind
  top: string
  bottom: string
  height: number
  build: number
}

function randomFigure(rand: Rand, young = false): Figure {
  const skin = SKINS[Math.min(SKINS.length - 1, Math.floor(Math.pow(rand(), 1.15) * SKINS.length))]
  const aged = !young && rand.chance(0.25)
  const hair = aged
    ? rand.pick([HAIR.grey, HAIR.silver, HAIR.saltPepper])
    : rand.pick([
        HAIR.black,
        HAIR.black,
        HAIR.darkBrown,
        HAIR.darkBrown,
        HAIR.brown,
        HAIR.auburn,
        HAIR.blonde,
      ])
  return {
    skin,
    hair,
    hairKind: rand.pick(['short', 'short', 'long', 'curly', 'bun', 'bob', aged ? 'bald' : 'short']),
    top: vary(rand, rand.pick(CLOTHES)),
    bottom: vary(
      rand,
      rand.pick(['#1f2430', '#2b3340', '#3a3f4a', '#4a5468', '#6b5a48', '#2a2a2a']),
    ),
    height: young ? rand.range(1.45, 1.75) : rand.range(1.55, 1.88),
    build: rand.range(0.9, 1.15),
  }
}

type Pose = {
  facing: 'front' | 'back' | 'side'
  arms?: 'down' | 'up' | 'hold'
  seated?: boolean
  chair?: boolean
}

/**
 * A person, feet at (x, y), k pixels to the metre. Drawn in metres with y up; faces get eyes and
 * a mouth only when they are big enough to show them.
 */
function person(f: Figure, x: number, y: number, k: number, pose: Pose, flip = 1) {
  const H = pose.seated ? f.height * 0.74 : f.height
  const head = { cy: H - 0.115, rx: 0.078, ry: 0.112 }
  const shY = H - 0.255
  const sw = 0.2 * f.build
  const hipY = pose.seated ? shY - 0.55 : H * 0.49
  const front = pose.facing !== 'back'
  const parts: string[] = [
    `<ellipse cx="0" cy="0" rx="${m(pose.seated ? 0.45 : 0.32)}" ry="0.09" fill="url(#foot)"/>`,
  ]
  const hairBack = (() => {
    switch (f.hairKind) {
      case 'long':
        return `<path d="M${m(-0.1)} ${m(head.cy + 0.04)} Q0 ${m(H + 0.03)} ${m(0.1)} ${m(head.cy + 0.04)} L${m(0.12)} ${m(shY - 0.16)} L${m(-0.12)} ${m(shY - 0.16)} Z" fill="${f.hair}"/>`
      case 'curly':
        return `<ellipse cx="0" cy="${m(head.cy + 0.03)}" rx="0.125" ry="0.13" fill="${f.hair}"/>`
      case 'bob':
        return `<path d="M${m(-0.095)} ${m(head.cy)} Q0 ${m(H + 0.03)} ${m(0.095)} ${m(head.cy)} L${m(0.1)} ${m(head.cy - 0.09)} L${m(-0.1)} ${m(head.cy - 0.09)} Z" fill="${f.hair}"/>`
      default:
        return ''
    }
  })()
  parts.push(hairBack)
  // legs and shoes
  if (!pose.seated) {
    parts.push(
      `<path d="M${m(-sw * 0.75)} ${m(hipY + 0.04)} L${m(-0.11)} 0.03 L${m(-0.02)} 0.03 L0 ${m(hipY - 0.08)} L0.02 0.03 L0.11 0.03 L${m(sw * 0.75)} ${m(hipY + 0.04)} Z" fill="${f.bottom}"/>`,
      `<ellipse cx="-0.07" cy="0.025" rx="0.06" ry="0.03" fill="#1b1a1a"/><ellipse cx="0.07" cy="0.025" rx="0.06" ry="0.03" fill="#1b1a1a"/>`,
    )
  }
  const chair = '#3b302a'
  const chairBack = `<rect x="${m(-sw * 0.85)}" y="${m(hipY)}" width="${m(sw * 1.7)}" height="0.42" rx="0.03" fill="${chair}"/><rect x="${m(-sw * 0.85)}" y="0" width="0.03" height="${m(hipY)}" fill="${chair}"/><rect x="${m(sw * 0.85 - 0.03)}" y="0" width="0.03" height="${m(hipY)}" fill="${chair}"/>`
  if (pose.seated && !pose.chair && hipY > 0.15) {
    parts.push(
      `<rect x="${m(-sw * 1.3)}" y="0" width="${m(sw * 2.6)}" height="${m(hipY)}" rx="${m(hipY * 0.4)}" fill="#2e2119"/>`,
    )
  }
  if (pose.chair && front) {
    parts.push(
      chairBack,
      `<path d="M-0.16 ${m(hipY + 0.02)} L-0.15 0.03 L-0.03 0.03 L-0.02 ${m(hipY - 0.05)} L0.02 ${m(hipY - 0.05)} L0.03 0.03 L0.15 0.03 L0.16 ${m(hipY + 0.02)} Z" fill="${f.bottom}"/>`,
      `<ellipse cx="-0.09" cy="0.025" rx="0.06" ry="0.03" fill="#1b1a1a"/><ellipse cx="0.09" cy="0.025" rx="0.06" ry="0.03" fill="#1b1a1a"/>`,
    )
  }
  // arms behind the body when raised
  const sleeve = darker(f.top, 0.12)
  if (pose.arms === 'up') {
    for (const s of [-1, 1]) {
      parts.push(
        `<path d="M${m(s * (sw - 0.05))} ${m(shY - 0.02)} L${m(s * (sw + 0.16))} ${m(H + 0.22)}" stroke="${sleeve}" stroke-width="0.085" stroke-linecap="round" fill="none"/>`,
        `<circle cx="${m(s * (sw + 0.17))}" cy="${m(H + 0.26)}" r="0.045" fill="${f.skin.base}"/>`,
      )
    }
  }
  // neck, torso
  parts.push(
    `<rect x="-0.045" y="${m(shY - 0.02)}" width="0.09" height="0.1" fill="${f.skin.shade}"/>`,
    `<path d="M-0.07 ${m(shY + 0.02)} C${m(-sw * 0.6)} ${m(shY + 0.03)} ${m(-sw)} ${m(shY)} ${m(-sw)} ${m(shY - 0.1)} L${m(-sw * 0.85)} ${m(hipY)} L${m(sw * 0.85)} ${m(hipY)} L${m(sw)} ${m(shY - 0.1)} C${m(sw)} ${m(shY)} ${m(sw * 0.6)} ${m(shY + 0.03)} 0.07 ${m(shY + 0.02)} Z" fill="${f.top}"/>`,
    // the side away from the light, and the fold at the waist
    `<path d="M${m(0.02 * flip)} ${m(shY + 0.03)} C${m(sw * 0.6 * flip)} ${m(shY + 0.03)} ${m(sw * flip)} ${m(shY)} ${m(sw * flip)} ${m(shY - 0.1)} L${m(sw * 0.85 * flip)} ${m(hipY)} L${m(0.05 * flip)} ${m(hipY)} Z" fill="#000000" opacity="0.16"/>`,
    `<rect x="${m(-sw * 0.85)}" y="${m(hipY)}" width="${m(sw * 1.7)}" height="0.05" fill="#000000" opacity="0.15"/>`,
  )
  if (front) {
    parts.push(
      `<path d="M-0.07 ${m(shY + 0.02)} Q0 ${m(shY - 0.07)} 0.07 ${m(shY + 0.02)} Z" fill="${f.skin.base}"/>`,
    )
  }
  if (pose.arms !== 'up') {
    for (const s of [-1, 1]) {
      const hold = pose.arms === 'hold' && front
      const handX = hold ? s * 0.035 : s * (sw + 0.015)
      const handY = hold ? hipY + 0.2 : hipY - 0.06
      const elbowX = s * (sw + 0.02)
      const elbowY = hold ? hipY + 0.12 : hipY + 0.1
      parts.push(
        `<path d="M${m(s * (sw - 0.04))} ${m(shY - 0.03)} L${m(elbowX)} ${m(elbowY)} L${m(handX)} ${m(handY)}" stroke="${sleeve}" stroke-width="0.08" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
        `<circle cx="${m(handX)}" cy="${m(handY - 0.02)}" r="0.04" fill="${f.skin.base}"/>`,
      )
    }
    if (pose.arms === 'hold' && front && f.build > 1.02) {
      // a coffee cup or a plate
      parts.push(
        f.build > 1.09
          ? `<ellipse cx="0" cy="${m(hipY + 0.2)}" rx="0.12" ry="0.025" fill="#f4f2ee"/>`
          : `<path d="M-0.035 ${m(hipY + 0.19)} L0.035 ${m(hipY + 0.19)} L0.03 ${m(hipY + 0.3)} L-0.03 ${m(hipY + 0.3)} Z" fill="${f.build > 1.06 ? '#f4f2ee' : '#b33a3a'}"/>`,
      )
    }
  }
  if (pose.chair && !front) parts.push(chairBack)
  // head
  const bald = f.hairKind === 'bald'
  const headFill = front || bald ? f.skin.base : f.hair
  parts.push(
    `<ellipse cx="${m(-head.rx * 0.98)}" cy="${m(head.cy - 0.005)}" rx="0.016" ry="0.028" fill="${f.skin.shade}"/>`,
    `<ellipse cx="${m(head.rx * 0.98)}" cy="${m(head.cy - 0.005)}" rx="0.016" ry="0.028" fill="${f.skin.shade}"/>`,
    `<ellipse cx="0" cy="${m(head.cy)}" rx="${m(head.rx)}" ry="${m(head.ry)}" fill="${headFill}"/>`,
  )
  if (front) {
    const side = pose.facing === 'side' ? 0.025 * flip : 0
    // the shadow side of the face
    parts.push(
      `<path d="M${m(0.02 * flip)} ${m(head.cy + head.ry)} A${m(head.rx)} ${m(head.ry)} 0 0 ${flip > 0 ? 0 : 1} ${m(0.02 * flip)} ${m(head.cy - head.ry)} Q${m(head.rx * 0.6 * flip)} ${m(head.cy)} ${m(0.02 * flip)} ${m(head.cy + head.ry)} Z" fill="${f.skin.shade}" opacity="0.45"/>`,
    )
    if (k * head.rx > 10) {
      const eyeY = head.cy + 0.004
      const dark = darker(f.skin.shade, 0.55)
      parts.push(
        `<ellipse cx="${m(-0.03 + side)}" cy="${m(eyeY)}" rx="0.011" ry="0.007" fill="${dark}"/>`,
        `<ellipse cx="${m(0.03 + side)}" cy="${m(eyeY)}" rx="0.011" ry="0.007" fill="${dark}"/>`,
        `<path d="M${m(-0.045 + side)} ${m(eyeY + 0.02)} L${m(-0.015 + side)} ${m(eyeY + 0.024)} M${m(0.015 + side)} ${m(eyeY + 0.024)} L${m(0.045 + side)} ${m(eyeY + 0.02)}" stroke="${darker(f.hair, 0.2)}" stroke-width="0.009" opacity="0.8"/>`,
        `<path d="M${m(-0.028 + side)} ${m(head.cy - 0.058)} Q${m(side)} ${m(head.cy - 0.075)} ${m(0.028 + side)} ${m(head.cy - 0.058)}" stroke="${darker(f.skin.lip, 0.25)}" stroke-width="0.01" fill="none" stroke-linecap="round"/>`,
        `<ellipse cx="${m(side * 1.3)}" cy="${m(head.cy - 0.03)}" rx="0.014" ry="0.008" fill="${f.skin.shade}" opacity="0.8"/>`,
      )
    }
  }
  // hair on top
  if (!bald) {
    const hairTop = H + 0.012
    const line = front ? head.cy + 0.045 : head.cy - 0.03
    const cap =
      f.hairKind === 'curly'
        ? `<path d="M${m(-head.rx - 0.03)} ${m(head.cy + 0.01)} Q${m(-head.rx - 0.04)} ${m(hairTop + 0.04)} 0 ${m(hairTop + 0.04)} Q${m(head.rx + 0.04)} ${m(hairTop + 0.04)} ${m(head.rx + 0.03)} ${m(head.cy + 0.01)} Q0 ${m(line + 0.02)} ${m(-head.rx - 0.03)} ${m(head.cy + 0.01)} Z" fill="${f.hair}"/>`
        : `<path d="M${m(-head.rx - 0.006)} ${m(head.cy - 0.01)} Q${m(-head.rx - 0.01)} ${m(hairTop)} 0 ${m(hairTop)} Q${m(head.rx + 0.01)} ${m(hairTop)} ${m(head.rx + 0.006)} ${m(head.cy - 0.01)} Q0 ${m(line)} ${m(-head.rx - 0.006)} ${m(head.cy - 0.01)} Z" fill="${f.hair}"/>`
    parts.push(cap)
    if (f.hairKind === 'bun') {
      parts.push(`<circle cx="0" cy="${m(H + 0.02)}" r="0.045" fill="${f.hair}"/>`)
    }
    if (!front && (f.hairKind === 'long' || f.hairKind === 'bob')) {
      parts.push(
        `<path d="M${m(-head.rx)} ${m(head.cy)} L${m(-head.rx * 1.05)} ${m(f.hairKind === 'long' ? shY - 0.14 : head.cy - 0.11)} L${m(head.rx * 1.05)} ${m(f.hairKind === 'long' ? shY - 0.14 : head.cy - 0.11)} L${m(head.rx)} ${m(head.cy)} Z" fill="${f.hair}"/>`,
      )
    }
    // light catching the hair
    parts.push(
      `<ellipse cx="${m(-0.025 * flip)}" cy="${m(H - 0.03)}" rx="0.04" ry="0.02" fill="#ffffff" opacity="0.12"/>`,
    )
  } else {
    parts.push(
      `<ellipse cx="${m(-0.025 * flip)}" cy="${m(H - 0.035)}" rx="0.035" ry="0.022" fill="#ffffff" opacity="0.25"/>`,
    )
  }
  const sx = m(k * flip)
  // far away, the shading and small parts do not show
  const shown =
    k < 70
      ? parts.filter((p) => p && !/opacity="0\.(1|2|4)|rx="0\.016"|url\(#foot\)/.test(p))
      : parts
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${sx} ${m(-k)})">${shown.join('')}</g>`
}

// ---------------------------------------------------------------------------------------------
// A camera for the scenes: metres in the world, pixels on the picture

type Camera = { f: number; cx: number; hy: number; h: number; x: number }

function project(cam: Camera, X: number, Y: number, Z: number): [number, number] {
  return [cam.cx + (cam.f * (X - cam.x)) / Z, cam.hy - (cam.f * (Y - cam.h)) / Z]
}

function poly(cam: Camera, points: [number, number, number][], attrs: string) {
  const d = points
    .map(([X, Y, Z], i) => {
      const [px, py] = project(cam, X, Y, Z)
      return `${i ? 'L' : 'M'}${n(px)} ${n(py)}`
    })
    .join(' ')
  return `<path d="${d} Z" ${attrs}/>`
}

/** A flat rectangle facing the camera at depth `z`: a back wall, a window, a table's front. */
const facing = (
  cam: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  attrs: string,
) =>
  poly(
    cam,
    [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ],
    attrs,
  )

/** A rectangle running into the distance at `x`: a side wall, a box's side. */
const side = (
  cam: Camera,
  x: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  attrs: string,
) =>
  poly(
    cam,
    [
      [x, y0, z0],
      [x, y0, z1],
      [x, y1, z1],
      [x, y1, z0],
    ],
    attrs,
  )

/** A level rectangle at height `y`: a floor, a ceiling, a table top. */
const level = (
  cam: Camera,
  x0: number,
  x1: number,
  y: number,
  z0: number,
  z1: number,
  attrs: string,
) =>
  poly(
    cam,
    [
      [x0, y, z0],
      [x1, y, z0],
      [x1, y, z1],
      [x0, y, z1],
    ],
    attrs,
  )

/** A box standing on the floor: front, top and the visible side, lit from the left or right. */
function box(
  cam: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  colour: string,
  light = 1,
) {
  const parts: string[] = []
  const sideX = cam.x < x0 ? x0 : cam.x > x1 ? x1 : null
  if (sideX !== null) {
    parts.push(
      side(
        cam,
        sideX,
        y0,
        y1,
        z0,
        z1,
        `fill="${darker(colour, sideX === x0 ? 0.15 + 0.1 * light : 0.15 - 0.1 * light)}"`,
      ),
    )
  }
  if (cam.h > y1) {
    parts.push(level(cam, x0, x1, y1, z0, z1, `fill="${lighter(colour, 0.12)}"`))
  }
  parts.push(facing(cam, x0, x1, y0, y1, z0, `fill="${colour}"`))
  return parts.join('')
}

/** A person standing (or sitting) at (X, Z) on the floor, seen through the camera. */
function personAt(cam: Camera, f: Figure, X: number, Z: number, pose: Pose, flip = 1, floor = 0) {
  const [x, y] = project(cam, X, floor, Z)
  return person(f, x, y, cam.f / Z, pose, flip)
}

function sky(id: string, top: string, bottom: string, horizon: number) {
  return `<defs>${linear(id, 0, 0, 0, 1, [
    [0, top],
    [1, bottom],
  ])}</defs><rect x="-50" y="-50" width="${SCENE_W + 100}" height="${n(horizon + 80)}" fill="url(#${id})"/>`
}

function treeCanopy(
  rand: Rand,
  x: number,
  y: number,
  size: number,
  green: string,
  lightSide: number,
) {
  const blobs: string[] = []
  const clumps = 30
  for (let i = 0; i < clumps; i++) {
    const a = rand.range(0, Math.PI * 2)
    const d = Math.sqrt(rand()) * size * 0.62
    const bx = x + Math.cos(a) * d * 1.25
    const by = y + Math.sin(a) * d * 0.85
    const r = size * rand.range(0.14, 0.26)
    const lit = (bx - x) * lightSide * 0.6 - (by - y) > size * 0.05
    blobs.push(
      `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r)}" fill="${lit ? lighter(vary(rand, green, 0.08), 0.1) : darker(vary(rand, green, 0.08), 0.22)}"/>`,
    )
  }
  // sunlit leaves on the top and the lit side, and a few gaps of sky
  for (let i = 0; i < 16; i++) {
    const a = rand.range(-Math.PI * 0.9, -Math.PI * 0.1) + (lightSide > 0 ? 0.3 : -0.3)
    const d = rand.range(0.3, 0.65) * size
    blobs.push(
      `<circle cx="${n(x + Math.cos(a) * d * 1.2)}" cy="${n(y + Math.sin(a) * d * 0.8)}" r="${n(size * rand.range(0.06, 0.12))}" fill="${lighter(green, rand.range(0.18, 0.32))}" opacity="0.8"/>`,
    )
  }
  return blobs.join('')
}

function tree(
  rand: Rand,
  x: number,
  base: number,
  height: number,
  green: string,
  lightSide: number,
) {
  const trunkW = height * 0.045
  const crown = base - height * 0.66
  const branches = [-1, 1]
    .map(
      (s) =>
        `<path d="M${n(x)} ${n(base - height * 0.42)} Q${n(x + s * height * 0.08)} ${n(base - height * 0.55)} ${n(x + s * height * 0.2)} ${n(crown + height * 0.02)}" stroke="#3b2c22" stroke-width="${n(trunkW * 0.7)}" fill="none"/>`,
    )
    .join('')
  return `<ellipse cx="${n(x)}" cy="${n(base)}" rx="${n(height * 0.45)}" ry="${n(height * 0.05)}" fill="#000000" opacity="0.18"/><path d="M${n(x - trunkW)} ${n(base)} Q${n(x - trunkW * 0.5)} ${n(base - height * 0.3)} ${n(x - trunkW * 0.45)} ${n(crown)} L${n(x + trunkW * 0.45)} ${n(crown)} Q${n(x + trunkW * 0.5)} ${n(base - height * 0.3)} ${n(x + trunkW)} ${n(base)} Z" fill="#3b2c22"/>${branches}${treeCanopy(rand, x, crown, height * 0.52, green, lightSide)}`
}

function treeLine(rand: Rand, y: number, green: string, density = 60) {
  const blobs: string[] = []
  for (let i = 0; i < density; i++) {
    const x = rand.range(-100, SCENE_W + 100)
    const r = rand.range(50, 130)
    blobs.push(
      `<circle cx="${n(x)}" cy="${n(y - rand.range(0, r * 0.8))}" r="${n(r)}" fill="${vary(rand, green, 0.12)}"/>`,
    )
  }
  return `${blobs.join('')}<rect x="-50" y="${n(y - 10)}" width="${SCENE_W + 100}" height="80" fill="${darker(green, 0.1)}"/>`
}

/** Out-of-focus points of light. */
function bokeh(
  rand: Rand,
  count: number,
  area: [number, number, number, number],
  colours: string[],
  size: [number, number],
) {
  const dots: string[] = []
  for (let i = 0; i < count; i++) {
    dots.push(
      `<circle cx="${n(rand.range(area[0], area[2]))}" cy="${n(rand.range(area[1], area[3]))}" r="${n(rand.range(size[0], size[1]))}" fill="${rand.pick(colours)}" opacity="${m(rand.range(0.25, 0.7))}"/>`,
    )
  }
  return dots.join('')
}

function vignette(id: string, strength: number, width = SCENE_W, height = SCENE_H) {
  return `<defs>${radial(id, 0.5, 0.5, 0.75, [
    [0.55, '#000000', 0],
    [1, '#000000', strength],
  ])}</defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`
}

/** A wash of colour over the whole picture: the light of the hour and the camera's white balance. */
function grade(colour: string, opacity: number, width = SCENE_W, height = SCENE_H) {
  return `<rect width="${width}" height="${height}" fill="${colour}" opacity="${m(opacity)}"/>`
}

// ---------------------------------------------------------------------------------------------
// Portraits

type Look = {
  skin: number
  hair: HairKind
  hairColour: string
  beard: 'none' | 'stubble' | 'short' | 'moustache'
  glasses: boolean
  outfit: 'jacket' | 'blouse' | 'sweater' | 'cardigan' | 'shirt'
  outfitColour: string
  inner: string
  eyes: string
  backdrop: 'office' | 'foliage' | 'sanctuary' | 'studio'
  feminine: boolean
  age: number
}

/** Eight distinct people for the first seeds; any other seed mixes features at random. */
const LOOKS: Look[] = [
  {
    skin: 6,
    hair: 'long',
    hairColour: HAIR.brown,
    beard: 'none',
    glasses: false,
    outfit: 'blouse',
    outfitColour: '#2f6f73',
    inner: '#2f6f73',
    eyes: '#4a6a3a',
    backdrop: 'foliage',
    feminine: true,
    age: 0.3,
  },
  {
    skin: 1,
    hair: 'short',
    hairColour: HAIR.saltPepper,
    beard: 'short',
    glasses: true,
    outfit: 'jacket',
    outfitColour: '#1f2a44',
    inner: '#f1efe9',
    eyes: '#2a1a12',
    backdrop: 'sanctuary',
    feminine: false,
    age: 0.7,
  },
  {
    skin: 2,
    hair: 'curly',
    hairColour: HAIR.black,
    beard: 'none',
    glasses: false,
    outfit: 'blouse',
    outfitColour: '#6b2737',
    inner: '#6b2737',
    eyes: '#2a1a12',
    backdrop: 'office',
    feminine: true,
    age: 0.35,
  },
  {
    skin: 0,
    hair: 'short',
    hairColour: HAIR.black,
    beard: 'short',
    glasses: false,
    outfit: 'shirt',
    outfitColour: '#8fa9c6',
    inner: '#8fa9c6',
    eyes: '#24160f',
    backdrop: 'studio',
    feminine: false,
    age: 0.3,
  },
  {
    skin: 3,
    hair: 'bob',
    hairColour: HAIR.silver,
    beard: 'none',
    glasses: true,
    outfit: 'cardigan',
    outfitColour: '#7b3b4b',
    inner: '#e8e4dc',
    eyes: '#3a2418',
    backdrop: 'office',
    feminine: true,
    age: 0.8,
  },
  {
    skin: 4,
    hair: 'short',
    hairColour: HAIR.darkBrown,
    beard: 'moustache',
    glasses: false,
    outfit: 'sweater',
    outfitColour: '#3d5a40',
    inner: '#e8e4dc',
    eyes: '#3a2418',
    backdrop: 'foliage',
    feminine: false,
    age: 0.45,
  },
  {
    skin: 7,
    hair: 'bald',
    hairColour: HAIR.grey,
    beard: 'stubble',
    glasses: true,
    outfit: 'sweater',
    outfitColour: '#7d8a96',
    inner: '#f1efe9',
    eyes: '#4d6d8a',
    backdrop: 'sanctuary',
    feminine: false,
    age: 0.75,
  },
  {
    skin: 5,
    hair: 'bun',
    hairColour: HAIR.black,
    beard: 'none',
    glasses: false,
    outfit: 'jacket',
    outfitColour: '#2b2b30',
    inner: '#f1efe9',
    eyes: '#24160f',
    backdrop: 'studio',
    feminine: true,
    age: 0.3,
  },
]

function lookFor(seed: number): Look {
  if (seed >= 0 && seed <= LOOKS.length) return LOOKS[seed % LOOKS.length]
  const rand = random(seed, 1)
  const feminine = rand.chance(0.5)
  const age = rand.range(0.2, 0.85)
  const grey = age > 0.65
  const hair: HairKind = feminine
    ? rand.pick(['long', 'bob', 'bun', 'curly'] as const)
    : rand.pick(grey ? (['short', 'bald'] as const) : (['short', 'short', 'curly'] as const))
  return {
    skin: rand.int(0, SKINS.length - 1),
    hair,
    hairColour: grey
      ? rand.pick([HAIR.grey, HAIR.silver, HAIR.saltPepper])
      : rand.pick([HAIR.black, HAIR.darkBrown, HAIR.brown, HAIR.auburn, HAIR.blonde]),
    beard: feminine ? 'none' : rand.pick(['none', 'stubble', 'short', 'moustache'] as const),
    glasses: rand.chance(0.35),
    outfit: feminine
      ? rand.pick(['blouse', 'cardigan', 'jacket'] as const)
      : rand.pick(['jacket', 'sweater', 'shirt'] as const),
    outfitColour: vary(rand, rand.pick(CLOTHES)),
    inner: rand.pick(['#f1efe9', '#dfe7ef', '#e8e4dc']),
    eyes: rand.pick(['#24160f', '#3a2418', '#4a6a3a', '#4d6d8a']),
    backdrop: rand.pick(['office', 'foliage', 'sanctuary', 'studio'] as const),
    feminine,
    age,
  }
}

function portraitBackdrop(look: Look, rand: Rand): Layer {
  const S = PORTRAIT
  const parts: string[] = []
  switch (look.backdrop) {
    case 'office': {
      parts.push(
        `<defs>${linear('wall', 0, 0, 1, 0.3, [
          [0, '#cdbba3'],
          [1, '#8d7a66'],
        ])}</defs><rect x="-100" y="-100" width="${S + 200}" height="${S + 200}" fill="url(#wall)"/>`,
      )
      // a bookcase on one side, a window on the other, a lamp
      const shelfX = rand.chance(0.5) ? -60 : S - 380
      parts.push(`<rect x="${shelfX}" y="-50" width="440" height="${S + 100}" fill="#4a3526"/>`)
      for (let row = 0; row < 5; row++) {
        let x = shelfX + 20
        while (x < shelfX + 420) {
          const w = rand.range(18, 40)
          const h = rand.range(130, 190)
          parts.push(
            `<rect x="${n(x)}" y="${n(row * 240 + 220 - h)}" width="${n(w)}" height="${n(h)}" fill="${rand.pick(['#7a2e2a', '#2e4a62', '#c9b68f', '#3d5a40', '#e8e4dc', '#5b4a7a', '#b0793e'])}"/>`,
          )
          x += w + 3
        }
      }
      const winX = shelfX < 0 ? S - 300 : 40
      parts.push(
        `<rect x="${winX}" y="120" width="280" height="620" fill="#f4efe2"/><rect x="${winX + 136}" y="120" width="8" height="620" fill="#b9ab96"/>`,
        `<circle cx="${shelfX < 0 ? 480 : 760}" cy="330" r="70" fill="#ffe2a8" opacity="0.9"/>`,
        `<ellipse cx="${S / 2}" cy="${S + 50}" rx="700" ry="260" fill="#3a2c22" opacity="0.6"/>`,
      )
      break
    }
    case 'foliage': {
      parts.push(`<rect x="-100" y="-100" width="${S + 200}" height="${S + 200}" fill="#4f6b3a"/>`)
      for (let i = 0; i < 70; i++) {
        parts.push(
          `<circle cx="${n(rand.range(-100, S + 100))}" cy="${n(rand.range(-100, S + 100))}" r="${n(rand.range(60, 170))}" fill="${rand.pick(['#3e5a2c', '#6f8f45', '#8aa85a', '#2e4624', '#a7b870', '#56733a'])}"/>`,
        )
      }
      parts.push(bokeh(rand, 26, [0, 0, S, S * 0.7], ['#fff6d8', '#e9f2c0', '#ffffff'], [25, 60]))
      break
    }
    case 'sanctuary': {
      parts.push(`<rect x="-100" y="-100" width="${S + 200}" height="${S + 200}" fill="#4a3428"/>`)
      const count = rand.int(2, 3)
      for (let i = 0; i < count; i++) {
        const x = rand.range(-80, S - 120) * 0.9 + i * 120
        parts.push(
          `<path d="M${n(x)} 900 L${n(x)} 260 Q${n(x + 110)} 80 ${n(x + 220)} 260 L${n(x + 220)} 900 Z" fill="#f3dfae"/>`,
          `<circle cx="${n(x + 70)}" cy="420" r="60" fill="#9c3a3a" opacity="0.5"/><circle cx="${n(x + 160)}" cy="560" r="70" fill="#365f8f" opacity="0.45"/>`,
        )
      }
      parts.push(
        `<rect x="-100" y="860" width="${S + 200}" height="500" fill="#3a271d"/>`,
        bokeh(rand, 14, [0, 700, S, 1000], ['#ffd58a', '#ffe9c0'], [20, 45]),
      )
      break
    }
    case 'studio': {
      const base = rand.pick(['#6f7d8c', '#8a8178', '#5e6b66', '#7f7388'])
      parts.push(
        `<defs>${radial('studio', 0.5, 0.35, 0.8, [
          [0, lighter(base, 0.35)],
          [1, darker(base, 0.35)],
        ])}</defs><rect x="-100" y="-100" width="${S + 200}" height="${S + 200}" fill="url(#studio)"/>`,
      )
      break
    }
  }
  return { body: parts.join(''), blur: look.backdrop === 'studio' ? 0 : 34, scale: 0.5 }
}

/** The head-and-shoulders figure of a staff photo, centred, lit from one side. */
function portraitFigure(look: Look, rand: Rand): string {
  const skin = SKINS[look.skin]
  const light = rand.chance(0.5) ? 1 : -1
  const cx = PORTRAIT / 2 + rand.range(-25, 25)
  const rx = look.feminine ? rand.range(140, 152) : rand.range(150, 165)
  const ry = rx * rand.range(1.3, 1.38)
  const cy = 500 + rand.range(-15, 15)
  const tilt = rand.range(-3, 3)
  const jaw = look.feminine ? 0.5 : 0.62
  const top = cy - ry
  const chin = cy + ry
  const eyeY = cy + ry * 0.02
  const browY = eyeY - ry * 0.19
  const noseY = cy + ry * 0.36
  const mouthY = cy + ry * 0.6
  const hairCol = look.hairColour
  const hairDark = darker(hairCol, 0.35)
  const hairLight = lighter(hairCol, 0.16)
  const defs: string[] = []
  const back: string[] = []
  const body: string[] = []
  const face: string[] = []
  const front: string[] = []

  defs.push(
    radial('skinG', 0.5 - 0.18 * light, 0.4, 0.75, [
      [0, lighter(skin.base, 0.1)],
      [0.55, skin.base],
      [1, skin.shade],
    ]),
    linear('sideShade', light > 0 ? 0 : 1, 0, light > 0 ? 1 : 0, 0, [
      [0, '#000000', 0],
      [0.45, '#000000', 0],
      [1, darker(skin.shade, 0.3), 0.65],
    ]),
    linear('hairG', 0, 0, 1, 1, [
      [0, light > 0 ? hairLight : hairCol],
      [0.6, hairCol],
      [1, hairDark],
    ]),
    linear('clothG', light > 0 ? 0 : 1, 0, light > 0 ? 1 : 0, 0.4, [
      [0, lighter(look.outfitColour, 0.12)],
      [1, darker(look.outfitColour, 0.35)],
    ]),
  )

  const headPath = `M${n(cx)} ${n(top)} C${n(cx + rx * 0.58)} ${n(top)} ${n(cx + rx)} ${n(cy - ry * 0.5)} ${n(cx + rx)} ${n(cy - ry * 0.05)} C${n(cx + rx * 0.98)} ${n(cy + ry * 0.5)} ${n(cx + rx * jaw)} ${n(cy + ry * 0.94)} ${n(cx)} ${n(chin)} C${n(cx - rx * jaw)} ${n(cy + ry * 0.94)} ${n(cx - rx * 0.98)} ${n(cy + ry * 0.5)} ${n(cx - rx)} ${n(cy - ry * 0.05)} C${n(cx - rx)} ${n(cy - ry * 0.5)} ${n(cx - rx * 0.58)} ${n(top)} ${n(cx)} ${n(top)} Z`
  defs.push(`<clipPath id="headClip"><path d="${headPath}"/></clipPath>`)

  // hair that falls behind the head and shoulders
  if (look.hair === 'long') {
    back.push(
      `<path d="M${n(cx - rx * 1.2)} ${n(cy - ry * 0.2)} Q${n(cx - rx * 1.35)} ${n(top - 30)} ${n(cx)} ${n(top - 40)} Q${n(cx + rx * 1.35)} ${n(top - 30)} ${n(cx + rx * 1.2)} ${n(cy - ry * 0.2)} C${n(cx + rx * 1.4)} ${n(cy + ry * 0.8)} ${n(cx + rx * 1.55)} ${n(chin + 160)} ${n(cx + rx * 1.3)} ${n(chin + 230)} L${n(cx - rx * 1.3)} ${n(chin + 230)} C${n(cx - rx * 1.55)} ${n(chin + 160)} ${n(cx - rx * 1.4)} ${n(cy + ry * 0.8)} ${n(cx - rx * 1.2)} ${n(cy - ry * 0.2)} Z" fill="url(#hairG)"/>`,
    )
  } else if (look.hair === 'curly') {
    const blobs: string[] = []
    // a cloud of small curls, lit on one side
    for (let i = 0; i < 150; i++) {
      const a = rand.range(Math.PI * 0.8, Math.PI * 2.2)
      const d = Math.sqrt(rand.range(0.2, 1.05))
      const x = Math.cos(a) * d
      const shade =
        x * light > 0.3 ? lighter(hairCol, 0.12) : x * light < -0.3 ? darker(hairCol, 0.3) : hairCol
      blobs.push(
        `<circle cx="${n(cx + x * rx * 1.45)}" cy="${n(cy - ry * 0.12 + Math.sin(a) * ry * 1.05 * d)}" r="${n(rand.range(22, 40))}" fill="${vary(rand, shade, 0.06)}"/>`,
      )
    }
    back.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy - ry * 0.1)}" rx="${n(rx * 1.45)}" ry="${n(ry * 1.08)}" fill="${hairCol}"/>${blobs.join('')}`,
    )
  } else if (look.hair === 'bob') {
    back.push(
      `<path d="M${n(cx - rx * 1.25)} ${n(cy)} Q${n(cx - rx * 1.35)} ${n(top - 40)} ${n(cx)} ${n(top - 45)} Q${n(cx + rx * 1.35)} ${n(top - 40)} ${n(cx + rx * 1.25)} ${n(cy)} Q${n(cx + rx * 1.3)} ${n(chin - 10)} ${n(cx + rx * 1.05)} ${n(chin + 5)} L${n(cx - rx * 1.05)} ${n(chin + 5)} Q${n(cx - rx * 1.3)} ${n(chin - 10)} ${n(cx - rx * 1.25)} ${n(cy)} Z" fill="url(#hairG)"/>`,
    )
  }

  // neck and shoulders
  const neckW = rx * (look.feminine ? 0.7 : 0.9)
  const neckTop = cy + ry * 0.45
  const shoulderY = chin + 150
  const neckBase = chin + 95
  const shW = look.feminine ? 430 : 480
  body.push(
    `<path d="M${n(cx - neckW / 2)} ${n(neckTop)} L${n(cx - neckW / 2 - 8)} ${n(neckBase + 40)} L${n(cx + neckW / 2 + 8)} ${n(neckBase + 40)} L${n(cx + neckW / 2)} ${n(neckTop)} Z" fill="${skin.base}"/>`,
    `<path d="M${n(cx - neckW / 2)} ${n(neckTop)} L${n(cx - neckW / 2 - 8)} ${n(neckBase + 40)} L${n(cx + neckW / 2 + 8)} ${n(neckBase + 40)} L${n(cx + neckW / 2)} ${n(neckTop)} Z" fill="url(#sideShade)"/>`,
    soft(
      `<ellipse cx="${n(cx + light * -10)}" cy="${n(chin + 12)}" rx="${n(neckW * 0.6)}" ry="38" fill="${darker(skin.shade, 0.25)}" opacity="0.75"/>`,
      14,
    ),
  )
  const torso = `M${n(cx - neckW / 2 - 6)} ${n(neckBase)} C${n(cx - 200)} ${n(shoulderY - 30)} ${n(cx - shW + 40)} ${n(shoulderY - 15)} ${n(cx - shW)} ${n(shoulderY + 80)} L${n(cx - shW - 60)} ${PORTRAIT + 20} L${n(cx + shW + 60)} ${PORTRAIT + 20} L${n(cx + shW)} ${n(shoulderY + 80)} C${n(cx + shW - 40)} ${n(shoulderY - 15)} ${n(cx + 200)} ${n(shoulderY - 30)} ${n(cx + neckW / 2 + 6)} ${n(neckBase)} Z`
  body.push(`<path d="${torso}" fill="url(#clothG)"/>`)
  const inner = look.inner
  switch (look.outfit) {
    case 'jacket': {
      const vY = neckBase + (look.feminine ? 300 : 340)
      body.push(
        `<path d="M${n(cx - neckW / 2 - 4)} ${n(neckBase - 10)} L${n(cx)} ${n(vY)} L${n(cx + neckW / 2 + 4)} ${n(neckBase - 10)} Z" fill="${inner}"/>`,
      )
      if (!look.feminine) {
        const tie = rand.pick(['#6b2737', '#2e4a62', '#8a6d2f', '#3d3d5c'])
        body.push(
          `<path d="M${n(cx - 22)} ${n(neckBase + 30)} L${n(cx + 22)} ${n(neckBase + 30)} L${n(cx + 14)} ${n(neckBase + 62)} L${n(cx + 34)} ${n(vY + 30)} L${n(cx)} ${n(vY + 70)} L${n(cx - 34)} ${n(vY + 30)} L${n(cx - 14)} ${n(neckBase + 62)} Z" fill="${tie}"/>`,
        )
      }
      // shirt collar and lapels
      body.push(
        `<path d="M${n(cx - neckW / 2 - 8)} ${n(neckBase - 30)} L${n(cx - 8)} ${n(neckBase + 45)} L${n(cx - neckW / 2 + 14)} ${n(neckBase + 70)} Z" fill="${lighter(inner, 0.3)}"/>`,
        `<path d="M${n(cx + neckW / 2 + 8)} ${n(neckBase - 30)} L${n(cx + 8)} ${n(neckBase + 45)} L${n(cx + neckW / 2 - 14)} ${n(neckBase + 70)} Z" fill="${darker(inner, 0.08)}"/>`,
        `<path d="M${n(cx - neckW / 2 - 10)} ${n(neckBase - 15)} L${n(cx - 6)} ${n(vY)} L${n(cx - 60)} ${n(vY - 40)} L${n(cx - 150)} ${n(neckBase + 150)} L${n(cx - 100)} ${n(neckBase + 110)} Z" fill="${darker(look.outfitColour, 0.2)}"/>`,
        `<path d="M${n(cx + neckW / 2 + 10)} ${n(neckBase - 15)} L${n(cx + 6)} ${n(vY)} L${n(cx + 60)} ${n(vY - 40)} L${n(cx + 150)} ${n(neckBase + 150)} L${n(cx + 100)} ${n(neckBase + 110)} Z" fill="${darker(look.outfitColour, 0.3)}"/>`,
        `<path d="M${n(cx - 6)} ${n(vY)} L${n(cx - 60)} ${n(vY - 40)} M${n(cx + 6)} ${n(vY)} L${n(cx + 60)} ${n(vY - 40)}" stroke="${darker(look.outfitColour, 0.45)}" stroke-width="3"/>`,
      )
      break
    }
    case 'shirt': {
      body.push(
        `<path d="M${n(cx - neckW / 2 - 12)} ${n(neckBase - 35)} L${n(cx)} ${n(neckBase + 50)} L${n(cx - 70)} ${n(neckBase + 95)} L${n(cx - neckW / 2 - 30)} ${n(neckBase + 20)} Z" fill="${lighter(look.outfitColour, 0.15)}"/>`,
        `<path d="M${n(cx + neckW / 2 + 12)} ${n(neckBase - 35)} L${n(cx)} ${n(neckBase + 50)} L${n(cx + 70)} ${n(neckBase + 95)} L${n(cx + neckW / 2 + 30)} ${n(neckBase + 20)} Z" fill="${darker(look.outfitColour, 0.05)}"/>`,
        `<path d="M${n(cx)} ${n(neckBase + 50)} L${n(cx)} ${PORTRAIT}" stroke="${darker(look.outfitColour, 0.25)}" stroke-width="4"/>`,
        [0, 1, 2]
          .map(
            (i) =>
              `<circle cx="${n(cx + 10)}" cy="${n(neckBase + 110 + i * 110)}" r="6" fill="${lighter(look.outfitColour, 0.4)}"/>`,
          )
          .join(''),
      )
      break
    }
    case 'sweater': {
      body.push(
        `<path d="M${n(cx - neckW / 2 - 14)} ${n(neckBase - 15)} Q${n(cx)} ${n(neckBase + 55)} ${n(cx + neckW / 2 + 14)} ${n(neckBase - 15)}" stroke="${darker(look.outfitColour, 0.2)}" stroke-width="26" fill="none"/>`,
        `<path d="M${n(cx - neckW / 2 - 8)} ${n(neckBase - 35)} L${n(cx - neckW / 2 + 10)} ${n(neckBase + 10)} L${n(cx - 10)} ${n(neckBase + 25)} Z" fill="${inner}"/>`,
        `<path d="M${n(cx + neckW / 2 + 8)} ${n(neckBase - 35)} L${n(cx + neckW / 2 - 10)} ${n(neckBase + 10)} L${n(cx + 10)} ${n(neckBase + 25)} Z" fill="${darker(inner, 0.08)}"/>`,
      )
      break
    }
    case 'blouse': {
      body.push(
        `<path d="M${n(cx - neckW / 2 - 30)} ${n(neckBase - 10)} Q${n(cx)} ${n(neckBase + 140)} ${n(cx + neckW / 2 + 30)} ${n(neckBase - 10)} Z" fill="${skin.base}"/>`,
        `<path d="M${n(cx - neckW / 2 - 30)} ${n(neckBase - 10)} Q${n(cx)} ${n(neckBase + 140)} ${n(cx + neckW / 2 + 30)} ${n(neckBase - 10)} Z" fill="url(#sideShade)"/>`,
        soft(
          `<path d="M${n(cx - 40)} ${n(neckBase + 30)} Q${n(cx)} ${n(neckBase + 55)} ${n(cx + 40)} ${n(neckBase + 30)}" stroke="${skin.shade}" stroke-width="6" fill="none" opacity="0.6"/>`,
          4,
        ),
        `<path d="M${n(cx - neckW / 2 - 30)} ${n(neckBase - 10)} Q${n(cx)} ${n(neckBase + 140)} ${n(cx + neckW / 2 + 30)} ${n(neckBase - 10)}" stroke="${darker(look.outfitColour, 0.25)}" stroke-width="8" fill="none"/>`,
      )
      if (rand.chance(0.6)) {
        const bead = rand.pick(['#f3efe6', '#d9b66a', '#c9c9cf'])
        const beads = Array.from({ length: 19 }, (_, i) => {
          const t = i / 18
          const x = cx - neckW / 2 - 10 + t * (neckW + 20)
          const y = neckBase + 12 + Math.sin(t * Math.PI) * 80
          return `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${bead}"/>`
        }).join('')
        body.push(beads)
      }
      break
    }
    case 'cardigan': {
      body.push(
        `<path d="M${n(cx - 170)} ${n(neckBase - 20)} Q${n(cx)} ${n(neckBase + 70)} ${n(cx + 170)} ${n(neckBase - 20)} L${n(cx + 110)} ${PORTRAIT} L${n(cx - 110)} ${PORTRAIT} Z" fill="${inner}"/>`,
        `<path d="M${n(cx - neckW / 2 - 10)} ${n(neckBase - 8)} Q${n(cx)} ${n(neckBase + 60)} ${n(cx + neckW / 2 + 10)} ${n(neckBase - 8)} Z" fill="${skin.base}"/>`,
        `<path d="M${n(cx - 170)} ${n(neckBase - 20)} L${n(cx - 95)} ${PORTRAIT} M${n(cx + 170)} ${n(neckBase - 20)} L${n(cx + 95)} ${PORTRAIT}" stroke="${darker(look.outfitColour, 0.3)}" stroke-width="22"/>`,
      )
      break
    }
  }
  // fabric folds and the light across the chest
  body.push(
    soft(
      `<path d="M${n(cx - shW + 60)} ${n(shoulderY + 120)} Q${n(cx - 260)} ${n(shoulderY + 60)} ${n(cx - 180)} ${PORTRAIT}" stroke="${darker(look.outfitColour, 0.35)}" stroke-width="16" fill="none" opacity="0.5"/><path d="M${n(cx + shW - 60)} ${n(shoulderY + 120)} Q${n(cx + 260)} ${n(shoulderY + 60)} ${n(cx + 180)} ${PORTRAIT}" stroke="${darker(look.outfitColour, 0.35)}" stroke-width="16" fill="none" opacity="0.5"/>`,
      10,
    ),
  )

  // ears
  for (const s of [-1, 1]) {
    const ex = cx + s * rx * 0.97
    face.push(
      `<ellipse cx="${n(ex)}" cy="${n(eyeY + ry * 0.12)}" rx="${n(rx * 0.14)}" ry="${n(ry * 0.2)}" fill="${s === light ? skin.base : skin.shade}"/>`,
      `<ellipse cx="${n(ex + s * 4)}" cy="${n(eyeY + ry * 0.12)}" rx="${n(rx * 0.06)}" ry="${n(ry * 0.12)}" fill="${darker(skin.shade, 0.2)}" opacity="0.6"/>`,
    )
  }
  // the face
  face.push(`<path d="${headPath}" fill="url(#skinG)"/>`)
  const shading: string[] = [
    `<rect x="${n(cx - rx - 20)}" y="${n(top)}" width="${n(rx * 2 + 40)}" height="${n(ry * 2)}" fill="url(#sideShade)"/>`,
  ]
  // eye sockets, cheekbones, temples
  for (const s of [-1, 1]) {
    const ex = cx + s * rx * 0.4
    shading.push(
      `<ellipse cx="${n(ex)}" cy="${n(eyeY - 8)}" rx="${n(rx * 0.3)}" ry="${n(ry * 0.12)}" fill="${darker(skin.shade, 0.1)}" opacity="0.75"/>`,
      `<ellipse cx="${n(cx + s * rx * 0.5)}" cy="${n(noseY + 10)}" rx="${n(rx * 0.25)}" ry="${n(ry * 0.12)}" fill="${skin.lip}" opacity="${look.feminine ? 0.22 : 0.12}"/>`,
      `<ellipse cx="${n(cx + s * rx * 0.45)}" cy="${n(eyeY - ry * 0.02)}" rx="${n(rx * 0.2)}" ry="${n(ry * 0.06)}" fill="${lighter(skin.base, 0.15)}" opacity="${s === light ? 0.25 : 0}"/>`,
    )
  }
  // the nose: a shadow down one side, a lit tip, nostrils
  shading.push(
    `<path d="M${n(cx - light * 22)} ${n(eyeY)} Q${n(cx - light * 26)} ${n(noseY - 40)} ${n(cx - light * 36)} ${n(noseY + 2)}" stroke="${darker(skin.shade, 0.25)}" stroke-width="16" fill="none" opacity="0.9"/>`,
    `<circle cx="${n(cx - 34)}" cy="${n(noseY + 4)}" r="16" fill="${darker(skin.shade, 0.15)}" opacity="0.45"/><circle cx="${n(cx + 34)}" cy="${n(noseY + 4)}" r="16" fill="${darker(skin.shade, 0.15)}" opacity="0.45"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(top + ry * 0.35)}" rx="${n(rx * 0.45)}" ry="${n(ry * 0.14)}" fill="${lighter(skin.base, 0.2)}" opacity="0.3"/>`,
    `<path d="M${n(cx - rx * 0.95)} ${n(cy + ry * 0.2)} Q${n(cx - rx * 0.7)} ${n(chin)} ${n(cx)} ${n(chin)} Q${n(cx + rx * 0.7)} ${n(chin)} ${n(cx + rx * 0.95)} ${n(cy + ry * 0.2)}" stroke="${darker(skin.shade, 0.2)}" stroke-width="26" fill="none" opacity="0.35"/>`,
    `<ellipse cx="${n(cx + light * 6)}" cy="${n(noseY - 10)}" rx="24" ry="18" fill="${lighter(skin.base, 0.18)}" opacity="0.5"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(noseY + 22)}" rx="${n(rx * 0.28)}" ry="12" fill="${darker(skin.shade, 0.2)}" opacity="0.55"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(mouthY + 50)}" rx="${n(rx * 0.3)}" ry="14" fill="${darker(skin.shade, 0.1)}" opacity="0.4"/>`,
  )
  if (look.age > 0.6) {
    shading.push(
      `<path d="M${n(cx - rx * 0.34)} ${n(noseY + 10)} Q${n(cx - rx * 0.42)} ${n(mouthY)} ${n(cx - rx * 0.38)} ${n(mouthY + 30)} M${n(cx + rx * 0.34)} ${n(noseY + 10)} Q${n(cx + rx * 0.42)} ${n(mouthY)} ${n(cx + rx * 0.38)} ${n(mouthY + 30)}" stroke="${darker(skin.shade, 0.15)}" stroke-width="7" fill="none" opacity="0.5"/>`,
    )
  }
  face.push(`<g clip-path="url(#headClip)">${soft(shading.join(''), 7)}</g>`)
  const nostril = darker(skin.shade, 0.45)
  face.push(
    soft(
      `<ellipse cx="${n(cx - 19)}" cy="${n(noseY + 10)}" rx="11" ry="6" fill="${nostril}" opacity="0.75"/><ellipse cx="${n(cx + 19)}" cy="${n(noseY + 10)}" rx="11" ry="6" fill="${nostril}" opacity="0.75"/><path d="M${n(cx - 36)} ${n(noseY - 4)} Q${n(cx - 42)} ${n(noseY + 14)} ${n(cx - 26)} ${n(noseY + 16)} M${n(cx + 36)} ${n(noseY - 4)} Q${n(cx + 42)} ${n(noseY + 14)} ${n(cx + 26)} ${n(noseY + 16)}" stroke="${darker(skin.shade, 0.2)}" stroke-width="4" fill="none" opacity="0.6"/>`,
      1.6,
    ),
  )
  // eyes
  const ew = rx * 0.3
  const eh = ew * 0.34
  const gaze = rand.range(-2, 2)
  for (const s of [-1, 1]) {
    const ex = cx + s * rx * 0.4
    const almond = `M${n(ex - ew / 2)} ${n(eyeY)} C${n(ex - ew / 4)} ${n(eyeY - eh)} ${n(ex + ew / 4)} ${n(eyeY - eh)} ${n(ex + ew / 2)} ${n(eyeY)} C${n(ex + ew / 4)} ${n(eyeY + eh * 0.7)} ${n(ex - ew / 4)} ${n(eyeY + eh * 0.7)} ${n(ex - ew / 2)} ${n(eyeY)} Z`
    const clip = `eye${s > 0 ? 'R' : 'L'}`
    defs.push(`<clipPath id="${clip}"><path d="${almond}"/></clipPath>`)
    const ir = eh * 0.92
    face.push(
      soft(
        `<path d="${almond}" fill="${mix('#f4efe9', skin.base, 0.2)}"/><g clip-path="url(#${clip})"><circle cx="${n(ex + gaze)}" cy="${n(eyeY + 1)}" r="${n(ir)}" fill="${look.eyes}"/><circle cx="${n(ex + gaze)}" cy="${n(eyeY + 1)}" r="${n(ir * 0.45)}" fill="#0d0a09"/><rect x="${n(ex - ew / 2)}" y="${n(eyeY - eh)}" width="${n(ew)}" height="${n(eh * 0.55)}" fill="${darker(skin.shade, 0.3)}" opacity="0.35"/></g><circle cx="${n(ex + gaze - ir * 0.35)}" cy="${n(eyeY - ir * 0.35)}" r="${n(ir * 0.2)}" fill="#ffffff" opacity="0.9"/>`,
        0.9,
      ),
      soft(
        `<path d="M${n(ex - ew / 2 - 3)} ${n(eyeY + 1)} C${n(ex - ew / 4)} ${n(eyeY - eh - 1)} ${n(ex + ew / 4)} ${n(eyeY - eh - 1)} ${n(ex + ew / 2 + 2)} ${n(eyeY - 1)}" stroke="#1d1310" stroke-width="${look.feminine ? 6 : 4.5}" fill="none" stroke-linecap="round" opacity="0.9"/><path d="M${n(ex - ew / 2 + 4)} ${n(eyeY - eh * 0.6)} C${n(ex - ew / 4)} ${n(eyeY - eh * 1.9)} ${n(ex + ew / 4)} ${n(eyeY - eh * 1.9)} ${n(ex + ew / 2)} ${n(eyeY - eh * 0.7)}" stroke="${darker(skin.shade, 0.25)}" stroke-width="3" fill="none" opacity="0.55"/><path d="M${n(ex - ew / 2 + 6)} ${n(eyeY + eh * 0.55)} Q${n(ex)} ${n(eyeY + eh * 1.05)} ${n(ex + ew / 2 - 4)} ${n(eyeY + eh * 0.5)}" stroke="${darker(skin.shade, 0.2)}" stroke-width="2.5" fill="none" opacity="0.45"/>`,
        1,
      ),
    )
    // brows
    const inner = ex - s * ew * 0.55
    const outer = ex + s * ew * 0.65
    const browCol = look.hair === 'bald' ? darker(hairCol, 0.2) : mix(hairCol, '#1a1412', 0.35)
    face.push(
      soft(
        `<path d="M${n(inner)} ${n(browY + 6)} Q${n(ex - s * 6)} ${n(browY - 14)} ${n(outer)} ${n(browY + 6)}" stroke="${browCol}" stroke-width="${look.feminine ? 8 : 12}" stroke-linecap="round" fill="none" opacity="0.9"/>`,
        2,
      ),
    )
  }
  // the mouth: a gentle smile, sometimes showing teeth
  const mw = rx * 0.64
  const lift = rand.range(6, 12)
  const open = rand.chance(0.4)
  const L = [cx - mw / 2, mouthY - lift]
  const R = [cx + mw / 2, mouthY - lift]
  const mouth: string[] = []
  const lipCol = mix(skin.lip, skin.base, 0.25)
  if (open) {
    mouth.push(
      `<path d="M${n(L[0])} ${n(L[1])} Q${n(cx)} ${n(mouthY - 6)} ${n(R[0])} ${n(R[1])} Q${n(cx)} ${n(mouthY + 30)} ${n(L[0])} ${n(L[1])} Z" fill="${mix('#e9e1d3', skin.shade, 0.25)}"/>`,
      `<path d="M${n(L[0])} ${n(L[1])} Q${n(cx)} ${n(mouthY + 30)} ${n(R[0])} ${n(R[1])} Q${n(cx)} ${n(mouthY + 18)} ${n(L[0])} ${n(L[1])} Z" fill="${darker(skin.lip, 0.5)}"/>`,
      `<path d="M${n(L[0])} ${n(L[1])} C${n(cx - mw * 0.25)} ${n(mouthY - 22)} ${n(cx - 8)} ${n(mouthY - 20)} ${n(cx)} ${n(mouthY - 16)} C${n(cx + 8)} ${n(mouthY - 20)} ${n(cx + mw * 0.25)} ${n(mouthY - 22)} ${n(R[0])} ${n(R[1])} Q${n(cx)} ${n(mouthY - 6)} ${n(L[0])} ${n(L[1])} Z" fill="${lipCol}"/>`,
      `<path d="M${n(L[0])} ${n(L[1])} Q${n(cx)} ${n(mouthY + 30)} ${n(R[0])} ${n(R[1])} Q${n(cx)} ${n(mouthY + 46)} ${n(L[0])} ${n(L[1])} Z" fill="${lipCol}"/>`,
    )
  } else {
    mouth.push(
      `<path d="M${n(L[0])} ${n(L[1])} C${n(cx - mw * 0.25)} ${n(mouthY - 20)} ${n(cx - 8)} ${n(mouthY - 18)} ${n(cx)} ${n(mouthY - 14)} C${n(cx + 8)} ${n(mouthY - 18)} ${n(cx + mw * 0.25)} ${n(mouthY - 20)} ${n(R[0])} ${n(R[1])} Q${n(cx)} ${n(mouthY + lift * 0.6)} ${n(L[0])} ${n(L[1])} Z" fill="${lipCol}"/>`,
      `<path d="M${n(L[0])} ${n(L[1])} Q${n(cx)} ${n(mouthY + lift * 0.6)} ${n(R[0])} ${n(R[1])} Q${n(cx)} ${n(mouthY + 26)} ${n(L[0])} ${n(L[1])} Z" fill="${lighter(lipCol, 0.05)}"/>`,
      `<path d="M${n(L[0])} ${n(L[1])} Q${n(cx)} ${n(mouthY + lift * 0.6)} ${n(R[0])} ${n(R[1])}" stroke="${darker(skin.lip, 0.45)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    )
  }
  mouth.push(
    `<ellipse cx="${n(cx + light * 8)}" cy="${n(mouthY + (open ? 36 : 16))}" rx="${n(mw * 0.18)}" ry="5" fill="#ffffff" opacity="0.18"/>`,
    `<path d="M${n(L[0] - 10)} ${n(L[1] - 8)} Q${n(L[0] - 4)} ${n(L[1] + 4)} ${n(L[0] + 2)} ${n(L[1] + 2)} M${n(R[0] + 10)} ${n(R[1] - 8)} Q${n(R[0] + 4)} ${n(R[1] + 4)} ${n(R[0] - 2)} ${n(R[1] + 2)}" stroke="${darker(skin.shade, 0.15)}" stroke-width="3" fill="none" opacity="0.5"/>`,
  )
  face.push(soft(mouth.join(''), 1.3))

  // beards
  if (look.beard !== 'none') {
    const beardCol = look.beard === 'stubble' ? skin.shade : hairCol
    const beardOpacity = look.beard === 'stubble' ? 0.4 : 0.88
    const beard: string[] = []
    if (look.beard === 'short' || look.beard === 'stubble') {
      beard.push(
        `<path d="M${n(cx - rx * 0.97)} ${n(cy + ry * 0.1)} C${n(cx - rx * 0.95)} ${n(cy + ry * 0.55)} ${n(cx - rx * jaw)} ${n(chin + 10)} ${n(cx)} ${n(chin + 14)} C${n(cx + rx * jaw)} ${n(chin + 10)} ${n(cx + rx * 0.95)} ${n(cy + ry * 0.55)} ${n(cx + rx * 0.97)} ${n(cy + ry * 0.1)} L${n(cx + rx * 0.8)} ${n(cy + ry * 0.2)} Q${n(cx + rx * 0.6)} ${n(mouthY + 60)} ${n(cx)} ${n(mouthY + 40)} Q${n(cx - rx * 0.6)} ${n(mouthY + 60)} ${n(cx - rx * 0.8)} ${n(cy + ry * 0.2)} Z" fill="${beardCol}" opacity="${beardOpacity}"/>`,
      )
    }
    beard.push(
      `<path d="M${n(cx - mw * 0.62)} ${n(mouthY - lift + 2)} Q${n(cx - mw * 0.5)} ${n(noseY + 20)} ${n(cx)} ${n(noseY + 26)} Q${n(cx + mw * 0.5)} ${n(noseY + 20)} ${n(cx + mw * 0.62)} ${n(mouthY - lift + 2)} Q${n(cx)} ${n(mouthY - 26)} ${n(cx - mw * 0.62)} ${n(mouthY - lift + 2)} Z" fill="${beardCol}" opacity="${beardOpacity}"/>`,
    )
    const whiskers: string[] = []
    for (let i = 0; i < 140; i++) {
      const wx = cx + rand.range(-1, 1) * rx
      const wy = noseY + rand.range(0, chin + 20 - noseY)
      whiskers.push(
        `<path d="M${n(wx)} ${n(wy)} l${n((wx - cx) * 0.04)} ${n(rand.range(8, 18))}" stroke="${rand.chance(0.5) ? hairDark : lighter(hairCol, 0.35)}" stroke-width="3" opacity="0.5"/>`,
      )
    }
    defs.push(`<clipPath id="beardClip">${beard.join('').replace(/fill="[^"]*"/g, '')}</clipPath>`)
    front.push(
      soft(
        `${beard.join('')}<g clip-path="url(#beardClip)">${look.beard === 'stubble' ? '' : whiskers.join('')}</g>`,
        look.beard === 'stubble' ? 6 : 3,
      ),
    )
  }

  // hair over the head
  const hairEls: string[] = []
  const hairline = cy - ry * 0.5
  switch (look.hair) {
    case 'short':
    case 'bun':
    case 'curly': {
      const bulk = look.hair === 'curly' ? 40 : look.hair === 'bun' ? 12 : 22
      const part = rand.range(-0.4, 0.4) * rx
      hairEls.push(
        `<path d="M${n(cx - rx * 1.02)} ${n(cy + ry * 0.02)} C${n(cx - rx * 1.1)} ${n(cy - ry * 0.6)} ${n(cx - rx * 0.7)} ${n(top - bulk)} ${n(cx)} ${n(top - bulk)} C${n(cx + rx * 0.7)} ${n(top - bulk)} ${n(cx + rx * 1.1)} ${n(cy - ry * 0.6)} ${n(cx + rx * 1.02)} ${n(cy + ry * 0.02)} L${n(cx + rx * 0.92)} ${n(cy - ry * 0.05)} Q${n(cx + rx * 0.85)} ${n(hairline + 10)} ${n(cx + rx * 0.55)} ${n(hairline - 6)} Q${n(cx + part)} ${n(hairline - 30)} ${n(cx - rx * 0.55)} ${n(hairline - 4)} Q${n(cx - rx * 0.85)} ${n(hairline + 10)} ${n(cx - rx * 0.92)} ${n(cy - ry * 0.05)} Z" fill="url(#hairG)"/>`,
      )
      if (look.hair === 'bun') {
        hairEls.push(
          `<circle cx="${n(cx + rx * 0.1)}" cy="${n(top - 55)}" r="${n(rx * 0.48)}" fill="url(#hairG)"/>`,
        )
      }
      break
    }
    case 'long':
    case 'bob': {
      const reach = look.hair === 'long' ? chin + 200 : chin - 10
      const part = cx + rand.pick([-1, 1]) * rx * 0.3
      const outer = look.hair === 'long' ? 1.22 : 1.1
      for (const s of [-1, 1]) {
        const x = (f: number) => n(cx + s * rx * f)
        hairEls.push(
          `<path d="M${n(part)} ${n(top - 28)} Q${x(1.25)} ${n(top - 20)} ${x(1.18)} ${n(cy - ry * 0.15)} C${x(1.25)} ${n(cy + ry * 0.5)} ${x(1.28)} ${n(reach - 80)} ${x(outer)} ${n(reach)} L${x(0.92)} ${n(reach - 25)} C${x(0.98)} ${n(cy + ry * 0.6)} ${x(0.99)} ${n(cy + ry * 0.05)} ${x(0.9)} ${n(cy - ry * 0.3)} C${x(0.75)} ${n(top + ry * 0.2)} ${n((part + cx + s * rx * 0.3) / 2)} ${n(top + ry * 0.1)} ${n(part)} ${n(top + ry * 0.12)} Z" fill="url(#hairG)"/>`,
        )
      }
      break
    }
    case 'bald': {
      for (const s of [-1, 1]) {
        front.push(
          soft(
            `<path d="M${n(cx + s * rx * 0.98)} ${n(cy - ry * 0.32)} Q${n(cx + s * rx * 1.08)} ${n(cy - ry * 0.1)} ${n(cx + s * rx * 0.98)} ${n(cy + ry * 0.1)} L${n(cx + s * rx * 0.9)} ${n(cy + ry * 0.02)} Q${n(cx + s * rx * 0.95)} ${n(cy - ry * 0.15)} ${n(cx + s * rx * 0.9)} ${n(cy - ry * 0.3)} Z" fill="${hairCol}"/>`,
            3,
          ),
        )
      }
      front.push(
        soft(
          `<ellipse cx="${n(cx - light * rx * 0.25)}" cy="${n(top + ry * 0.18)}" rx="${n(rx * 0.35)}" ry="${n(ry * 0.1)}" fill="#ffffff" opacity="0.22"/>`,
          14,
        ),
      )
      break
    }
  }
  // strands: lighter and darker lines following the hair, and a soft edge all round
  if (look.hair !== 'bald') {
    const strands: string[] = []
    const count = look.hair === 'long' ? 160 : 90
    for (let i = 0; i < count; i++) {
      const sx = cx + rand.range(-1.5, 1.5) * rx
      const sy = top - 60 + rand.range(0, look.hair === 'long' ? ry * 2.6 : ry * 0.9)
      const len = rand.range(50, 160)
      const dx = (sx - cx) * 0.12
      strands.push(
        `<path d="M${n(sx)} ${n(sy)} q${n(dx)} ${n(len * 0.5)} ${n(dx * 0.6)} ${n(len)}" stroke="${rand.chance(0.5) ? hairLight : hairDark}" stroke-width="${n(rand.range(2, 6))}" fill="none" opacity="${m(rand.range(0.15, 0.4))}"/>`,
      )
    }
    const outline = (shapes: string[]) => shapes.join('').replace(/fill="[^"]*"/g, '')
    defs.push(
      `<clipPath id="hairFront">${outline(hairEls)}</clipPath>`,
      `<clipPath id="hairBack">${outline(back)}</clipPath>`,
    )
    front.push(
      soft(
        `${hairEls.join('')}<g clip-path="url(#hairFront)">${strands.join('')}</g>`,
        look.hair === 'curly' ? 3 : 2,
      ),
    )
    if (back.length) back.push(`<g clip-path="url(#hairBack)">${strands.join('')}</g>`)
  }

  // glasses
  if (look.glasses) {
    const frame = rand.pick(['#2a211d', '#5a4a3a', '#7d7f85', '#3a2a3a'])
    const gw = rx * 0.42
    const gh = gw * 0.68
    const lens = (s: number) => {
      const ex = cx + s * rx * 0.41
      return `<rect x="${n(ex - gw / 2)}" y="${n(eyeY - gh * 0.55)}" width="${n(gw)}" height="${n(gh)}" rx="${n(gh * 0.35)}" fill="#ffffff" fill-opacity="0.06" stroke="${frame}" stroke-width="6"/>`
    }
    front.push(
      soft(
        `${lens(-1)}${lens(1)}<path d="M${n(cx - rx * 0.2)} ${n(eyeY - gh * 0.2)} Q${n(cx)} ${n(eyeY - gh * 0.45)} ${n(cx + rx * 0.2)} ${n(eyeY - gh * 0.2)}" stroke="${frame}" stroke-width="6" fill="none"/><path d="M${n(cx - rx * 0.62)} ${n(eyeY - gh * 0.35)} L${n(cx - rx * 0.98)} ${n(eyeY - gh * 0.3)} M${n(cx + rx * 0.62)} ${n(eyeY - gh * 0.35)} L${n(cx + rx * 0.98)} ${n(eyeY - gh * 0.3)}" stroke="${frame}" stroke-width="6"/><path d="M${n(cx + light * rx * 0.3)} ${n(eyeY - gh * 0.4)} l18 -6" stroke="#ffffff" stroke-width="5" opacity="0.35"/>`,
        1,
      ),
    )
  }
  // a rim of light on the lit side of the head
  front.push(
    soft(
      `<path d="M${n(cx + light * rx * 0.6)} ${n(top + 30)} Q${n(cx + light * rx * 1.05)} ${n(cy - ry * 0.3)} ${n(cx + light * rx * 1.0)} ${n(cy + ry * 0.2)}" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.12"/>`,
      8,
    ),
  )

  const hairShadow = hairEls.length
    ? `<g clip-path="url(#headClip)">${soft(
        `<g transform="translate(${n(-light * 8)} 16)" opacity="0.45">${hairEls.join('').replace(/fill="[^"]*"/g, `fill="${darker(skin.shade, 0.35)}"`)}</g>`,
        12,
      )}</g>`
    : ''
  return `<defs>${defs.join('')}</defs><g transform="rotate(${m(tilt)} ${n(cx)} ${n(chin)})">${soft(back.join(''), 2.5)}${body.join('')}${face.join('')}${hairShadow}${front.join('')}</g>`
}

/** A square head-and-shoulders portrait, 1200x1200 JPEG, deterministic for a seed. */
export async function portraitJpeg(seed: number): Promise<Buffer> {
  filterCount = 0
  const rand = random(seed, 2)
  const look = lookFor(seed)
  const warmth = rand.pick(['#ffb070', '#ffcf9a', '#9ab8ff', '#ffffff'])
  const layers: Layer[] = [
    portraitBackdrop(look, rand),
    { body: portraitFigure(look, rand), blur: 1.1 },
    {
      body: `${vignette('vig', 0.35, PORTRAIT, PORTRAIT)}${grade(warmth, 0.06, PORTRAIT, PORTRAIT)}`,
    },
  ]
  return photograph(layers, PORTRAIT, PORTRAIT, seed, 18, 0.35)
}

// ---------------------------------------------------------------------------------------------
// Scenes

type SceneParts = Layer[]

/**
 * A Sunday in the sanctuary. The seed picks the moment, in turn: the choir leading a hymn, the
 * congregation on its feet with hands raised, the sermon with everyone seated.
 */
function worship(rand: Rand, seed: number, candles = false): SceneParts {
  const moment = candles ? 1 : ((seed % 3) + 3) % 3
  const camH = rand.range(1.7, 2.6)
  const cam: Camera = {
    f: rand.range(1350, 1650),
    cx: SCENE_W / 2,
    hy: rand.range(560, 700),
    h: camH,
    x: rand.range(-1.8, 1.8),
  }
  const roomW = 8
  const backZ = 26
  const ceiling = 9.5
  const daylight = !candles && rand.chance(0.6)
  const wall = daylight
    ? rand.pick(['#d9cdb8', '#cbbfa8', '#e4dccd'])
    : rand.pick(['#8a6a50', '#6e5644'])
  const wood = rand.pick(['#5a3a24', '#6b4529', '#4a2f1f'])
  const far: string[] = []
  // walls, floor, ceiling
  far.push(
    `<rect x="-100" y="-100" width="${SCENE_W + 200}" height="${SCENE_H + 200}" fill="${darker(wall, 0.2)}"/>`,
    side(cam, -roomW, 0, ceiling, 1, backZ, `fill="${darker(wall, 0.12)}"`),
    side(cam, roomW, 0, ceiling, 1, backZ, `fill="${darker(wall, 0.05)}"`),
    level(cam, -roomW, roomW, ceiling, 1, backZ, `fill="${darker(wood, 0.1)}"`),
    level(
      cam,
      -roomW,
      roomW,
      0,
      1,
      backZ,
      `fill="${rand.pick(['#7a2e2e', '#5a3a4a', '#6b5a48'])}"`,
    ),
    facing(cam, -roomW, roomW, 0, ceiling, backZ, `fill="${wall}"`),
  )
  // ceiling beams
  for (let z = 3; z < backZ; z += 3) {
    far.push(level(cam, -roomW, roomW, ceiling, z, z + 0.4, `fill="${darker(wood, 0.35)}"`))
  }
  // tall windows down both walls, with their light on the floor
  const glass = ['#f6e7b8', '#e8b04a', '#9c3a3a', '#3f6fa0', '#5a8a4a', '#f1d48a']
  const shafts: string[] = []
  const sunSide = rand.chance(0.5) ? -1 : 1
  for (let z = 4; z < backZ - 2; z += 4) {
    for (const s of [-1, 1]) {
      const X = s * roomW * 0.999
      const pts: [number, number, number][] = [
        [X, 2.2, z],
        [X, 2.2, z + 1.6],
        [X, 6.2, z + 1.6],
        [X, 7, z + 0.8],
        [X, 6.2, z],
      ]
      far.push(poly(cam, pts, `fill="${candles ? '#26304f' : daylight ? '#fff4d6' : '#e7c27a'}"`))
      // panes of coloured glass
      for (let i = 0; i < 6; i++) {
        const y = 2.4 + i * 0.65
        far.push(
          side(
            cam,
            X,
            y,
            y + 0.55,
            z + 0.15,
            z + 0.75,
            `fill="${rand.pick(glass)}" opacity="0.75"`,
          ),
          side(
            cam,
            X,
            y,
            y + 0.55,
            z + 0.85,
            z + 1.45,
            `fill="${rand.pick(glass)}" opacity="0.75"`,
          ),
        )
      }
      if (s === sunSide && daylight) {
        shafts.push(
          poly(
            cam,
            [
              [X, 6.2, z],
              [X, 2.2, z + 1.6],
              [-s * 1, 0, z + 3.5],
              [-s * 3, 0, z + 2],
            ],
            `fill="#fff1c8" opacity="0.22"`,
          ),
        )
      }
    }
  }
  // the chancel: a raised platform, the table, the cross or a great window
  far.push(box(cam, -roomW, roomW, 0, 0.6, backZ - 5, backZ, darker(wood, 0.05)))
  far.push(
    box(cam, -1.2, 1.2, 0.6, 1.6, backZ - 3.2, backZ - 2.4, rand.pick(['#f1efe9', '#e8dcc0'])),
  )
  if (rand.chance(0.5)) {
    const [x0, y0] = project(cam, -1.8, 3, backZ)
    const [x1, y1] = project(cam, 1.8, 8.6, backZ)
    const w = x1 - x0
    const panes: string[] = []
    for (let i = 0; i < 40; i++) {
      panes.push(
        `<rect x="${n(x0 + rand.range(0, w * 0.9))}" y="${n(y1 + rand.range(0, (y0 - y1) * 0.9))}" width="${n(w * 0.12)}" height="${n(w * 0.16)}" fill="${rand.pick(glass)}" opacity="0.85"/>`,
      )
    }
    far.push(
      `<defs><clipPath id="great"><path d="M${n(x0)} ${n(y0)} L${n(x0)} ${n(y1 + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x1)} ${n(y1 + w / 2)} L${n(x1)} ${n(y0)} Z"/></clipPath></defs>`,
      `<g clip-path="url(#great)"><rect x="${n(x0)}" y="${n(y1)}" width="${n(w)}" height="${n(y0 - y1)}" fill="#f3dca0"/>${panes.join('')}</g>`,
      `<path d="M${n((x0 + x1) / 2)} ${n(y1 + w * 0.15)} L${n((x0 + x1) / 2)} ${n(y0)} M${n(x0 + w * 0.2)} ${n(y1 + w * 0.45)} L${n(x1 - w * 0.2)} ${n(y1 + w * 0.45)}" stroke="${darker(wood, 0.4)}" stroke-width="${n(w * 0.05)}"/>`,
    )
  } else {
    const [x0, y0] = project(cam, -0.16, 3.2, backZ - 0.1)
    const [x1, y1] = project(cam, 0.16, 7.2, backZ - 0.1)
    const [bx0, by] = project(cam, -1.1, 5.9, backZ - 0.1)
    const [bx1] = project(cam, 1.1, 5.9, backZ - 0.1)
    const beam = (x1 - x0) * 1
    far.push(
      `<ellipse cx="${n((x0 + x1) / 2)}" cy="${n((y0 + y1) / 2)}" rx="${n((bx1 - bx0) * 1.1)}" ry="${n((y0 - y1) * 0.7)}" fill="#ffe6b0" opacity="0.45"/>`,
      `<rect x="${n(x0)}" y="${n(y1)}" width="${n(x1 - x0)}" height="${n(y0 - y1)}" fill="${wood}"/><rect x="${n(bx0)}" y="${n(by - beam / 2)}" width="${n(bx1 - bx0)}" height="${n(beam)}" fill="${wood}"/>`,
    )
  }
  // the choir in robes behind the table, the preacher at the pulpit
  if (moment === 1 || (moment === 2 && rand.chance(0.5))) {
    const robe = rand.pick(['#6b2737', '#2e3f7a', '#4a2e62', '#8a6d2f', '#1f2a44'])
    for (const [row, riser] of [
      [backZ - 0.7, 0.35],
      [backZ - 1.4, 0],
    ]) {
      for (let X = -4.5; X <= 4.5; X += rand.range(0.55, 0.7)) {
        const fig = randomFigure(rand)
        far.push(
          personAt(
            cam,
            { ...fig, top: vary(rand, robe, 0.04), bottom: robe },
            X,
            row,
            {
              facing: 'front',
              arms: rand.chance(0.5) ? 'hold' : 'down',
            },
            1,
            0.6 + riser,
          ),
        )
      }
    }
  }
  const pulpitX = rand.pick([-1, 1]) * rand.range(2.4, 3.4)
  far.push(
    personAt(
      cam,
      { ...randomFigure(rand), top: rand.pick(['#1f2a44', '#2b2b30', '#6b2737']) },
      pulpitX,
      backZ - 3.2,
      { facing: 'front', arms: 'hold' },
      1,
      0.6,
    ),
    box(cam, pulpitX - 0.5, pulpitX + 0.5, 0.6, 1.75, backZ - 3.9, backZ - 3.4, darker(wood, 0.15)),
  )
  // pews and the congregation, row by row from the front
  const standing = moment !== 0
  const handsUp = moment === 2
  const aisle = rand.range(-0.6, 0.6)
  const rows: { z: number; body: string }[] = []
  const lights: string[] = []
  for (let z = backZ - 7; z > 2.2; z -= 1.2) {
    const parts: string[] = []
    for (const side of [-1, 1]) {
      const x0 = side < 0 ? -roomW + 0.6 : aisle + 0.9
      const x1 = side < 0 ? aisle - 0.9 : roomW - 0.6
      let X = x0 + rand.range(0.2, 0.6)
      while (X < x1 - 0.3) {
        if (rand.chance(0.72)) {
          const fig = randomFigure(rand)
          parts.push(
            personAt(cam, fig, X, z + 0.35, {
              facing: 'back',
              seated: !standing,
              arms: handsUp && rand.chance(0.4) ? 'up' : 'down',
            }),
          )
          if (candles) {
            // each holds a candle in front of them; its light shows round their shoulder
            const [lx, ly] = project(cam, X + rand.range(-0.22, 0.22), fig.height * 0.66, z + 0.2)
            const r = (cam.f * 0.05) / z
            lights.push(
              `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(r * 3)}" fill="url(#candle)"/><circle cx="${n(lx)}" cy="${n(ly)}" r="${n(r * 0.6)}" fill="#fff2c8"/>`,
            )
          }
        }
        X += rand.range(0.55, 0.8)
      }
      parts.push(box(cam, x0, x1, 0, 0.92, z, z + 0.08, wood))
      parts.push(facing(cam, x0, x1, 0.92, 0.95, z, `fill="${lighter(wood, 0.35)}"`))
    }
    rows.push({ z, body: parts.join('') })
  }
  const mid = rows
    .filter((r) => r.z >= 7)
    .map((r) => r.body)
    .join('')
  const near = rows
    .filter((r) => r.z < 7)
    .map((r) => r.body)
    .join('')
  const tint = daylight ? rand.pick(['#ffd9a0', '#fff0d8']) : '#ff9a40'
  if (candles) {
    return [
      { body: far.join(''), blur: 5, scale: 0.5 },
      { body: mid, blur: 1.4, scale: 0.5 },
      { body: near, blur: 7, scale: 0.5 },
      { body: grade('#0a0608', 0.62) },
      {
        body: `<defs>${radial('candle', 0.5, 0.5, 0.5, [
          [0, '#ffc060', 0.55],
          [1, '#ff9a40', 0],
        ])}</defs>${lights.join('')}`,
        blur: 4,
        scale: 0.5,
      },
      { body: `${grade('#ff9a40', 0.12)}${vignette('v', 0.6)}` },
    ]
  }
  return [
    { body: far.join(''), blur: 5, scale: 0.5 },
    { body: shafts.join(''), blur: 30, scale: 0.25 },
    { body: mid, blur: 1.4, scale: 0.5 },
    { body: near, blur: 7, scale: 0.5 },
    { body: `${grade(tint, daylight ? 0.1 : 0.16)}${vignette('v', 0.45)}` },
  ]
}

function outdoorLight(rand: Rand) {
  return rand.pick([
    {
      sky: ['#6f9fd3', '#d6e6f0'],
      tint: '#fff2dc',
      tintAmount: 0.05,
      grass: '#6e8f3e',
      trees: '#3f6130',
    },
    {
      sky: ['#7ca7d6', '#f1dcb4'],
      tint: '#ffc070',
      tintAmount: 0.14,
      grass: '#8a9446',
      trees: '#4a5f2c',
    },
    {
      sky: ['#a9b6c2', '#dde2e4'],
      tint: '#e8eef2',
      tintAmount: 0.06,
      grass: '#6a8444',
      trees: '#44603a',
    },
    {
      sky: ['#5d93cf', '#c4dcee'],
      tint: '#ffffff',
      tintAmount: 0,
      grass: '#9aa253',
      trees: '#55703a',
    },
  ])
}

/** People standing in groups of two to five on open ground. */
function groups(
  rand: Rand,
  cam: Camera,
  count: number,
  zRange: [number, number],
  xSpread: number,
  young = false,
) {
  const placed: { z: number; svg: string }[] = []
  let left = count
  while (left > 0) {
    const size = Math.min(left, rand.int(2, 5))
    const gx = cam.x + rand.range(-xSpread, xSpread)
    const gz = rand.range(zRange[0], zRange[1])
    for (let i = 0; i < size; i++) {
      const a = (i / size) * Math.PI * 2 + rand.range(-0.3, 0.3)
      const X = gx + Math.cos(a) * 0.7
      const Z = gz + Math.sin(a) * 0.6
      const facing = Math.sin(a) > 0.3 ? 'back' : Math.sin(a) < -0.3 ? 'front' : 'side'
      placed.push({
        z: Z,
        svg: personAt(
          cam,
          randomFigure(rand, young),
          X,
          Z,
          { facing, arms: rand.chance(0.3) ? 'hold' : 'down' },
          Math.cos(a) > 0 ? -1 : 1,
        ),
      })
    }
    left -= size
  }
  return placed
}

const byDepth = (items: { z: number; svg: string }[]) =>
  items
    .sort((a, b) => b.z - a.z)
    .map((i) => i.svg)
    .join('')

/** A folding table in a cloth that hangs a hand's breadth down its sides, on thin legs. */
function tableAt(cam: Camera, X: number, Z: number, w: number, d: number, cloth: string) {
  const x0 = X - w / 2
  const x1 = X + w / 2
  const legs = [x0 + 0.08, x1 - 0.1]
    .map((x) => box(cam, x, x + 0.03, 0, 0.5, Z - d / 2 + 0.05, Z - d / 2 + 0.08, '#3a3a3a'))
    .join('')
  const shadow = level(
    cam,
    x0 - 0.1,
    x1 + 0.1,
    0,
    Z - d / 2 - 0.1,
    Z + d / 2 + 0.1,
    'fill="#000000" opacity="0.22"',
  )
  const fold = facing(
    cam,
    x0,
    x1,
    0.5,
    0.52,
    Z - d / 2 - 0.005,
    `fill="${darker(cloth, 0.2)}" opacity="0.6"`,
  )
  return `${shadow}${legs}${box(cam, x0, x1, 0.5, 0.76, Z - d / 2, Z + d / 2, cloth)}${fold}`
}

function community(rand: Rand): SceneParts {
  const light = outdoorLight(rand)
  const cam: Camera = {
    f: rand.range(1400, 1700),
    cx: SCENE_W / 2,
    hy: rand.range(620, 760),
    h: 1.6,
    x: 0,
  }
  const far = [
    sky('sky', light.sky[0], light.sky[1], cam.hy),
    treeLine(rand, cam.hy + 8, light.trees, 70),
    `<rect x="-50" y="${n(cam.hy)}" width="${SCENE_W + 100}" height="${SCENE_H}" fill="${light.grass}"/>`,
  ]
  const lightSide = rand.chance(0.5) ? 1 : -1
  const mid: { z: number; svg: string }[] = []
  for (let i = 0; i < 3; i++) {
    const Z = rand.range(14, 26)
    const X = rand.range(-14, 14)
    const [x, y] = project(cam, X, 0, Z)
    mid.push({
      z: Z + 2,
      svg: tree(rand, x, y, (cam.f * rand.range(7, 10)) / Z, light.trees, lightSide),
    })
  }
  const tables = rand.int(2, 4)
  for (let i = 0; i < tables; i++) {
    const Z = rand.range(6, 13)
    const X = rand.range(-5, 5)
    mid.push({
      z: Z,
      svg: tableAt(cam, X, Z, 2.4, 0.8, rand.pick(['#f4f1ea', '#e9e2cf', '#c9423a', '#3b6ea5'])),
    })
  }
  mid.push(...groups(rand, cam, rand.int(10, 18), [5, 14], 6))
  // dappled shade from the trees on the grass
  const shade = Array.from({ length: 7 }, () => {
    const y = rand.range(cam.hy + 60, SCENE_H)
    const depth = (y - cam.hy) / (SCENE_H - cam.hy)
    return `<ellipse cx="${n(rand.range(0, SCENE_W))}" cy="${n(y)}" rx="${n(200 + depth * 500)}" ry="${n(25 + depth * 90)}" fill="${darker(light.grass, 0.4)}" opacity="0.35"/>`
  }).join('')
  const near = groups(rand, cam, rand.int(1, 3), [2.4, 3.4], 3)
  return [
    { body: far.join(''), blur: 8, scale: 0.5 },
    { body: shade, blur: 40, scale: 0.5 },
    { body: byDepth(mid), blur: 1.3 },
    { body: byDepth(near), blur: 10, scale: 0.5 },
    { body: `${grade(light.tint, light.tintAmount)}${vignette('v', 0.3)}` },
  ]
}

/** A figure's colours seen in a given light: t = 0 keeps them, t = 1 turns them into that light. */
function inLight(f: Figure, light: string, t: number): Figure {
  const skin = {
    base: mix(f.skin.base, light, t),
    shade: mix(f.skin.shade, light, t),
    lip: mix(f.skin.lip, light, t),
  }
  return {
    ...f,
    skin,
    hair: mix(f.hair, light, t),
    top: mix(f.top, light, t),
    bottom: mix(f.bottom, light, t),
  }
}

/** Students at camp sitting round a fire after dark, under the pines. */
function campfire(rand: Rand): SceneParts {
  const cam: Camera = {
    f: rand.range(1300, 1500),
    cx: SCENE_W / 2,
    hy: rand.range(560, 660),
    h: rand.range(1.2, 1.5),
    x: rand.range(-0.6, 0.6),
  }
  const far = [sky('night', '#0b1222', '#27304c', cam.hy)]
  for (let i = 0; i < 120; i++) {
    far.push(
      `<circle cx="${n(rand.range(0, SCENE_W))}" cy="${n(rand.range(0, cam.hy - 150))}" r="${n(rand.range(1.5, 3.5))}" fill="#f4f1ff" opacity="${m(rand.range(0.3, 0.9))}"/>`,
    )
  }
  // pines against the sky
  for (let x = -60; x < SCENE_W + 60; x += rand.range(50, 120)) {
    const h = rand.range(220, 520)
    const w = h * rand.range(0.28, 0.38)
    far.push(
      `<path d="M${n(x)} ${n(cam.hy - h)} L${n(x + w / 2)} ${n(cam.hy + 20)} L${n(x - w / 2)} ${n(cam.hy + 20)} Z" fill="${vary(rand, '#0a120e', 0.05)}"/>`,
    )
  }
  far.push(
    `<rect x="-50" y="${n(cam.hy)}" width="${SCENE_W + 100}" height="${SCENE_H}" fill="#17130f"/>`,
  )
  const fireX = cam.x + rand.range(-0.4, 0.4)
  const fireZ = rand.range(5, 6.2)
  const [fx, fy] = project(cam, fireX, 0, fireZ)
  const k = cam.f / fireZ
  // the light of the fire on the ground and in the air
  const glow = `<defs>${radial('fireGlow', 0.5, 0.5, 0.5, [
    [0, '#ffb060', 0.6],
    [0.4, '#ff8a3a', 0.35],
    [1, '#ff8a3a', 0],
  ])}</defs><ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(k * 4.5)}" ry="${n(k * 1.3)}" fill="url(#fireGlow)"/><circle cx="${n(fx)}" cy="${n(fy - k * 0.5)}" r="${n(k * 1.8)}" fill="url(#fireGlow)"/>`
  const flames: string[] = []
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI + 0.3
    flames.push(
      `<rect x="${n(fx - k * 0.45)}" y="${n(fy - k * 0.06)}" width="${n(k * 0.9)}" height="${n(k * 0.1)}" rx="${n(k * 0.05)}" fill="#3a2418" transform="rotate(${n((((a * 180) / Math.PI) % 40) - 20)} ${n(fx)} ${n(fy)})"/>`,
    )
  }
  for (const [w, h, c] of [
    [0.5, 0.7, '#e0501a'],
    [0.36, 0.55, '#ff9a3a'],
    [0.2, 0.36, '#ffe08a'],
  ] as const) {
    for (let j = 0; j < 3; j++) {
      const ox = rand.range(-0.15, 0.15) * k
      const hh = h * rand.range(0.7, 1.1) * k
      flames.push(
        `<path d="M${n(fx + ox - (w * k) / 2)} ${n(fy)} Q${n(fx + ox - (w * k) / 3)} ${n(fy - hh * 0.6)} ${n(fx + ox + rand.range(-0.1, 0.1) * k)} ${n(fy - hh)} Q${n(fx + ox + (w * k) / 3)} ${n(fy - hh * 0.6)} ${n(fx + ox + (w * k) / 2)} ${n(fy)} Z" fill="${c}" opacity="0.9"/>`,
      )
    }
  }
  const sparks = Array.from({ length: 24 }, () => {
    const [sx, sy] = project(cam, fireX + rand.range(-0.6, 0.6), rand.range(1, 3.2), fireZ)
    return `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(rand.range(2, 5))}" fill="#ffd27a"/>`
  }).join('')
  // the circle of students: lit faces beyond the fire, dark backs on this side
  const ring: { z: number; svg: string }[] = []
  const count = rand.int(10, 13)
  const start = rand.range(0, Math.PI)
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2
    const X = fireX + Math.cos(a) * rand.range(2, 2.6)
    const Z = fireZ + Math.sin(a) * rand.range(1.6, 2.1)
    if (Z < 2.6) continue
    const far = Math.sin(a) > 0
    const fig = randomFigure(rand, true)
    ring.push({
      z: Z,
      svg: personAt(
        cam,
        inLight(
          { ...fig, height: fig.height * 0.95 },
          far ? '#ff9a50' : '#120c08',
          far ? 0.3 : 0.75,
        ),
        X,
        Z,
        { facing: far ? 'front' : 'back', seated: true, arms: far ? 'hold' : 'down' },
        Math.cos(a) > 0 ? -1 : 1,
      ),
    })
  }
  const behind = ring.filter((p) => p.z >= fireZ)
  const before = ring.filter((p) => p.z < fireZ)
  return [
    { body: far.join(''), blur: 3, scale: 0.5 },
    { body: glow, blur: 40, scale: 0.25 },
    { body: `${byDepth(behind)}${flames.join('')}`, blur: 1.5 },
    { body: `${flames.slice(4).join('')}${sparks}`, blur: 14, scale: 0.5 },
    { body: byDepth(before), blur: 5, scale: 0.5 },
    { body: `${grade('#ff8a3a', 0.06)}${vignette('v', 0.6)}` },
  ]
}

/** Young people: in turn round a camp fire, in the gym, in the youth room. */
function youth(rand: Rand, seed: number): SceneParts {
  const place = ((seed % 3) + 3) % 3
  if (place === 0) return campfire(rand)
  const cam: Camera = {
    f: rand.range(1300, 1600),
    cx: SCENE_W / 2,
    hy: rand.range(600, 720),
    h: rand.range(1.5, 2.2),
    x: rand.range(-2, 2),
  }
  const far: string[] = []
  const gym = place === 1
  const W = 12
  const backZ = gym ? 24 : 14
  const wall = gym
    ? rand.pick(['#c9c3b5', '#b9c4cc', '#d8cfbf'])
    : rand.pick(['#2f5f7a', '#7a3b4a', '#3d6a52', '#d9843b'])
  far.push(
    `<rect x="-100" y="-100" width="${SCENE_W + 200}" height="${SCENE_H + 200}" fill="${darker(wall, 0.2)}"/>`,
    side(cam, -W, 0, 7, 1, backZ, `fill="${darker(wall, 0.1)}"`),
    side(cam, W, 0, 7, 1, backZ, `fill="${darker(wall, 0.04)}"`),
    facing(cam, -W, W, 0, 7, backZ, `fill="${wall}"`),
    level(cam, -W, W, 7, 1, backZ, `fill="${gym ? '#5d6166' : '#3a3a40'}"`),
    level(cam, -W, W, 0, 1, backZ, `fill="${gym ? '#c9955a' : '#6b6f78'}"`),
  )
  if (gym) {
    // floor boards, court lines, a hoop on the far wall
    for (let x = -W; x < W; x += 0.5) {
      far.push(level(cam, x, x + 0.02, 0, 1, backZ, `fill="#a8773f" opacity="0.35"`))
    }
    far.push(
      level(cam, -7.5, 7.5, 0, 4, 4.08, `fill="#f4f1ea" opacity="0.8"`),
      level(cam, -2, 2, 0, backZ - 5.8, backZ - 5.7, `fill="#f4f1ea" opacity="0.8"`),
      poly(
        cam,
        [
          [-2, 0, backZ],
          [-2, 0, backZ - 5.8],
          [-1.92, 0, backZ - 5.8],
          [-1.92, 0, backZ],
        ],
        `fill="#f4f1ea" opacity="0.8"`,
      ),
      poly(
        cam,
        [
          [2, 0, backZ],
          [2, 0, backZ - 5.8],
          [1.92, 0, backZ - 5.8],
          [1.92, 0, backZ],
        ],
        `fill="#f4f1ea" opacity="0.8"`,
      ),
      facing(
        cam,
        -0.9,
        0.9,
        2.9,
        3.95,
        backZ - 1.2,
        `fill="#f4f6f8" stroke="#b33a3a" stroke-width="6"`,
      ),
    )
    const [rx0, ry] = project(cam, -0.23, 3.05, backZ - 1.6)
    const [rx1] = project(cam, 0.23, 3.05, backZ - 1.6)
    far.push(
      `<ellipse cx="${n((rx0 + rx1) / 2)}" cy="${n(ry)}" rx="${n((rx1 - rx0) / 2)}" ry="${n((rx1 - rx0) / 8)}" fill="none" stroke="#e06a2a" stroke-width="5"/>`,
    )
    // high windows and the lamps
    for (let x = -9; x <= 9; x += 4.5) {
      far.push(facing(cam, x - 1.2, x + 1.2, 5, 6.4, backZ, `fill="#eef3f6"`))
    }
  } else {
    // a youth room: couches, a rug, posters without words, lamps
    far.push(
      level(cam, -4, 4, 0.01, 5, 11, `fill="${rand.pick(['#b8a07a', '#8a5a6a', '#5a7a8a'])}"`),
      box(
        cam,
        -6,
        -1,
        0,
        0.9,
        backZ - 1.2,
        backZ - 0.2,
        rand.pick(['#4a5a7a', '#7a4a3a', '#3a5a4a']),
      ),
      box(cam, 1.5, 6, 0, 0.9, backZ - 1.2, backZ - 0.2, rand.pick(['#c9a46a', '#5a6a8a'])),
    )
    for (let i = 0; i < 4; i++) {
      const X = -8 + i * 4.5 + rand.range(-0.5, 0.5)
      far.push(
        facing(
          cam,
          X,
          X + 1.6,
          2,
          3.6,
          backZ,
          `fill="${rand.pick(['#e0b84a', '#2f6f73', '#b33a3a', '#f1efe9', '#5b4a7a'])}"`,
        ),
      )
    }
  }
  const lamps: string[] = []
  for (let z = 3; z < backZ; z += 3.5) {
    for (const x of [-6, 0, 6]) {
      const [px, py] = project(cam, x, gym ? 6.8 : 6.9, z)
      const r = (cam.f * 0.35) / z
      lamps.push(
        `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 1.6)}" ry="${n(r * 0.5)}" fill="#fffbe8"/>`,
      )
    }
  }
  // groups of students: standing in circles, or sitting on the floor
  const people: { z: number; svg: string }[] = []
  const sitting = rand.chance(0.4)
  if (sitting) {
    const ringZ = rand.range(6, 9)
    const ringX = cam.x + rand.range(-1.5, 1.5)
    const count = rand.int(7, 11)
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2
      const Z = ringZ + Math.sin(a) * 1.6
      const X = ringX + Math.cos(a) * 2.4
      const fig = randomFigure(rand, true)
      people.push({
        z: Z,
        svg: personAt(cam, { ...fig, height: fig.height * 0.62 }, X, Z, {
          facing: Math.sin(a) > 0 ? 'front' : 'back',
          seated: true,
        }),
      })
    }
  }
  people.push(
    ...groups(
      rand,
      cam,
      rand.int(sitting ? 6 : 14, sitting ? 10 : 22),
      [4, gym ? 13 : 10],
      5,
      true,
    ),
  )
  const near = groups(rand, cam, rand.int(1, 3), [2.2, 3.2], 2.5, true)
  return [
    { body: far.join(''), blur: 4, scale: 0.5 },
    { body: lamps.join(''), blur: 10, scale: 0.5 },
    { body: byDepth(people), blur: 1.4 },
    { body: byDepth(near), blur: 9, scale: 0.5 },
    { body: `${grade(gym ? '#fff1d0' : '#ffb070', gym ? 0.06 : 0.1)}${vignette('v', 0.35)}` },
  ]
}

/** A round table in a cloth, with chairs and people around it. */
function roundTable(rand: Rand, cam: Camera, X: number, Z: number, cloth: string) {
  const r = 0.9
  const items: { z: number; svg: string }[] = []
  const seats = rand.int(4, 7)
  const start = rand.range(0, Math.PI * 2)
  for (let i = 0; i < seats; i++) {
    const a = start + (i / seats) * Math.PI * 2
    const px = X + Math.cos(a) * (r + 0.35)
    const pz = Z + Math.sin(a) * (r + 0.35)
    if (rand.chance(0.85)) {
      items.push({
        z: pz,
        svg: personAt(
          cam,
          randomFigure(rand),
          px,
          pz,
          {
            facing: Math.sin(a) > 0.35 ? 'front' : Math.sin(a) < -0.35 ? 'back' : 'side',
            seated: true,
            chair: true,
            arms: 'hold',
          },
          Math.cos(a) > 0 ? -1 : 1,
        ),
      })
    }
  }
  const [cx, cy] = project(cam, X, 0.76, Z)
  const [, skirtY] = project(cam, X, 0.02, Z - r)
  const [ex] = project(cam, X + r, 0.76, Z)
  const rx = ex - cx
  const ry = Math.max(4, rx * ((cam.h - 0.76) / Z) * 1.0)
  const top = `<path d="M${n(cx - rx)} ${n(cy)} L${n(cx - rx * 0.98)} ${n(skirtY)} Q${n(cx)} ${n(skirtY + ry * 0.8)} ${n(cx + rx * 0.98)} ${n(skirtY)} L${n(cx + rx)} ${n(cy)} Z" fill="${darker(cloth, 0.12)}"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${lighter(cloth, 0.08)}"/>`
  const things: string[] = []
  for (let i = 0; i < 5; i++) {
    const a = rand.range(0, Math.PI * 2)
    things.push(
      `<ellipse cx="${n(cx + Math.cos(a) * rx * 0.6)}" cy="${n(cy + Math.sin(a) * ry * 0.6)}" rx="${n(rx * 0.09)}" ry="${n(ry * 0.09)}" fill="${rand.pick(['#ffffff', '#e9d7b5', '#c9423a'])}"/>`,
    )
  }
  const front = items.filter((i) => i.z < Z)
  const back = items.filter((i) => i.z >= Z)
  return { z: Z, svg: `${byDepth(back)}${top}${things.join('')}${byDepth(front)}` }
}

/** Strings of warm bulbs hung across a room or a patio. */
function stringLights(rand: Rand, cam: Camera, y: number, zs: number[], span: number) {
  const wires: string[] = []
  const bulbs: string[] = []
  for (const z of zs) {
    const [x0, y0] = project(cam, -span, y, z)
    const [x1, y1] = project(cam, span, y, z + rand.range(-2, 2))
    const sag = (cam.f * rand.range(0.5, 1.1)) / z
    wires.push(
      `<path d="M${n(x0)} ${n(y0)} Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 + sag * 2)} ${n(x1)} ${n(y1)}" stroke="#1c1a18" stroke-width="${n(Math.max(1.5, 40 / z))}" fill="none"/>`,
    )
    const count = 18
    for (let i = 1; i < count; i++) {
      const t = i / count
      const bx = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1
      const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag * 2) + t * t * y1
      const r = Math.max(2.5, 55 / z)
      bulbs.push(
        `<circle cx="${n(bx)}" cy="${n(by + r)}" r="${n(r)}" fill="#fff6d8"/><circle cx="${n(bx)}" cy="${n(by + r)}" r="${n(r * 2.6)}" fill="#ffc46a" opacity="0.3"/>`,
      )
    }
  }
  return { wires: wires.join(''), bulbs: bulbs.join('') }
}

function fellowship(rand: Rand): SceneParts {
  const cam: Camera = {
    f: rand.range(1300, 1600),
    cx: SCENE_W / 2,
    hy: rand.range(560, 700),
    h: rand.range(1.6, 2.3),
    x: rand.range(-1.5, 1.5),
  }
  const W = 10
  const backZ = 20
  const wall = rand.pick(['#d8c8a8', '#c9b28e', '#e2d6c0', '#b9a27c'])
  const wood = rand.pick(['#6b4529', '#8a5a34', '#5a3a24'])
  const far = [
    `<rect x="-100" y="-100" width="${SCENE_W + 200}" height="${SCENE_H + 200}" fill="${darker(wall, 0.25)}"/>`,
    side(cam, -W, 0, 4.5, 1, backZ, `fill="${darker(wall, 0.15)}"`),
    side(cam, W, 0, 4.5, 1, backZ, `fill="${darker(wall, 0.08)}"`),
    facing(cam, -W, W, 0, 4.5, backZ, `fill="${wall}"`),
    facing(cam, -W, W, 0, 1.1, backZ - 0.01, `fill="${wood}"`),
    level(cam, -W, W, 4.5, 1, backZ, `fill="${darker(wall, 0.45)}"`),
    level(cam, -W, W, 0, 1, backZ, `fill="${rand.pick(['#8a6a4a', '#6b5040', '#a08060'])}"`),
  ]
  // windows with the evening outside, a serving hatch
  for (let x = -7; x <= 7; x += 4.6) {
    far.push(
      facing(
        cam,
        x - 1,
        x + 1,
        1.3,
        3.3,
        backZ,
        `fill="${rand.pick(['#f6e3b8', '#d9e3ea', '#f2c98a'])}"`,
      ),
    )
  }
  const lights = stringLights(rand, cam, 4.3, [5, 9.5, 14], W)
  const tables: { z: number; svg: string }[] = []
  const cloth = rand.pick(['#f4f1ea', '#efe6d2', '#f4f1ea', '#b8433a', '#e8e4dc', '#2f4a6a'])
  for (const Z of [5.2, 8.6, 12]) {
    for (const X of [-4.6, 0, 4.6]) {
      if (rand.chance(0.85))
        tables.push(
          roundTable(rand, cam, X + rand.range(-0.8, 0.8), Z + rand.range(-0.5, 0.5), cloth),
        )
    }
  }
  const near = [roundTable(rand, cam, cam.x + rand.range(-2.5, 2.5), 2.6, cloth)]
  return [
    { body: far.join(''), blur: 6, scale: 0.5 },
    { body: lights.wires, blur: 1.5 },
    { body: byDepth(tables), blur: 1.3 },
    { body: lights.bulbs, blur: 6, scale: 0.5 },
    { body: byDepth(near), blur: 10, scale: 0.5 },
    { body: `${grade('#ff9f4a', rand.range(0.1, 0.16))}${vignette('v', 0.45)}` },
  ]
}

/** A pop-up tent: four legs and a peaked canopy, in the world. */
function tent(cam: Camera, X: number, Z: number, size: number, colour: string) {
  const h = 2.2
  const s = size / 2
  const legs = [
    [X - s, Z - s],
    [X + s, Z - s],
  ]
    .map(([x, z]) => facing(cam, x - 0.03, x + 0.03, 0, h, z, 'fill="#9aa0a6"'))
    .join('')
  const peak: [number, number, number] = [X, h + 0.9, Z]
  const roof = [
    poly(cam, [[X - s, h, Z + s], [X + s, h, Z + s], peak], `fill="${darker(colour, 0.25)}"`),
    poly(
      cam,
      [[X - s, h, Z - s], [X - s, h, Z + s], peak],
      `fill="${darker(colour, cam.x < X ? 0.05 : 0.2)}"`,
    ),
    poly(
      cam,
      [[X + s, h, Z - s], [X + s, h, Z + s], peak],
      `fill="${darker(colour, cam.x > X ? 0.05 : 0.2)}"`,
    ),
    poly(cam, [[X - s, h, Z - s], [X + s, h, Z - s], peak], `fill="${colour}"`),
    facing(cam, X - s, X + s, h - 0.25, h, Z - s, `fill="${darker(colour, 0.1)}"`),
  ].join('')
  const back = facing(
    cam,
    X - s,
    X + s,
    0,
    h,
    Z + s,
    `fill="${darker(colour, 0.45)}" opacity="0.6"`,
  )
  return { back, front: `${legs}${roof}` }
}

/** Church events: in turn the fall festival on the lawn and the candlelight service on Christmas Eve. */
function events(rand: Rand, seed: number): SceneParts {
  if (seed % 2 === 0) return worship(rand, seed, true)
  const light = outdoorLight(rand)
  const evening = rand.chance(0.25)
  const cam: Camera = {
    f: rand.range(1300, 1650),
    cx: SCENE_W / 2,
    hy: rand.range(600, 760),
    h: 1.6,
    x: 0,
  }
  const far = [
    sky('sky', evening ? '#5a6a9a' : light.sky[0], evening ? '#f6b77e' : light.sky[1], cam.hy),
    treeLine(rand, cam.hy + 8, evening ? darker(light.trees, 0.3) : light.trees, 60),
    `<rect x="-50" y="${n(cam.hy)}" width="${SCENE_W + 100}" height="${SCENE_H}" fill="${evening ? darker(light.grass, 0.3) : light.grass}"/>`,
  ]
  const mid: { z: number; svg: string }[] = []
  const tentColours = ['#f4f6f8', '#c9423a', '#3b6ea5', '#e0b84a', '#2f8a5a', '#f4f6f8']
  const tents = rand.int(3, 5)
  for (let i = 0; i < tents; i++) {
    const Z = rand.range(9, 18)
    const X = (i - (tents - 1) / 2) * rand.range(4, 5.5) + rand.range(-1, 1)
    const t = tent(cam, X, Z, 3, rand.pick(tentColours))
    mid.push({ z: Z + 1.6, svg: t.back }, { z: Z - 1.6, svg: t.front })
    mid.push({
      z: Z,
      svg: tableAt(cam, X, Z - 0.6, 2.2, 0.7, rand.pick(['#f4f1ea', '#c9423a', '#3b6ea5'])),
    })
  }
  // bunting between the tents
  const flags: string[] = []
  const z = rand.range(7, 10)
  const span = 5
  for (let X0 = -10; X0 < 10; X0 += span) {
    const [px, py] = project(cam, X0, 0, z)
    const [, pt] = project(cam, X0, 3.4, z)
    flags.push(
      `<rect x="${n(px - 3)}" y="${n(pt)}" width="6" height="${n(py - pt)}" fill="#6a5a4a"/>`,
    )
    for (let X = X0 + 0.2; X < X0 + span - 0.2; X += 0.45) {
      const t = (X - X0) / span
      const [x, y] = project(cam, X, 3.35 - Math.sin(t * Math.PI) * 0.5, z)
      const s = cam.f / z
      flags.push(
        `<path d="M${n(x)} ${n(y)} l${n(s * 0.22)} 0 l${n(-s * 0.11)} ${n(s * 0.26)} Z" fill="${rand.pick(['#c9423a', '#e0b84a', '#3b6ea5', '#2f8a5a', '#f4f1ea', '#e07a3a'])}"/>`,
      )
    }
  }
  mid.push(...groups(rand, cam, rand.int(14, 22), [6, 16], 9))
  // children in the foreground
  const kids = groups(rand, cam, rand.int(2, 4), [3.4, 4.6], 3, true).map((p) => p)
  const balloons = Array.from({ length: rand.int(3, 7) }, () => {
    const [x, y] = project(cam, rand.range(-4, 4), rand.range(2.4, 3.6), rand.range(6, 10))
    const r = rand.range(26, 40)
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 1.2)}" fill="${rand.pick(['#d94a4a', '#4a7ad9', '#e0b84a', '#9a4ad9'])}"/><path d="M${n(x)} ${n(y + r * 1.2)} q10 80 -5 200" stroke="#eeeeee" stroke-width="2" fill="none"/>`
  }).join('')
  return [
    { body: far.join(''), blur: 7, scale: 0.5 },
    { body: `${byDepth(mid)}${flags.join('')}${balloons}`, blur: 1.4 },
    { body: byDepth(kids), blur: 5, scale: 0.5 },
    {
      body: `${grade(evening ? '#ff9a50' : light.tint, evening ? 0.15 : light.tintAmount)}${vignette('v', 0.3)}`,
    },
  ]
}

function ministry(rand: Rand): SceneParts {
  const cam: Camera = {
    f: rand.range(1300, 1550),
    cx: SCENE_W / 2,
    hy: rand.range(560, 700),
    h: rand.range(1.5, 1.9),
    x: rand.range(-3, 3),
  }
  const W = 8
  const backZ = 11
  const wall = rand.pick(['#d6d2c8', '#c8cfd4', '#ddd3c0'])
  const far = [
    `<rect x="-100" y="-100" width="${SCENE_W + 200}" height="${SCENE_H + 200}" fill="${darker(wall, 0.2)}"/>`,
    side(cam, -W, 0, 4, 1, backZ, `fill="${darker(wall, 0.12)}"`),
    side(cam, W, 0, 4, 1, backZ, `fill="${darker(wall, 0.06)}"`),
    facing(cam, -W, W, 0, 4, backZ, `fill="${wall}"`),
    level(cam, -W, W, 4, 1, backZ, `fill="${darker(wall, 0.3)}"`),
    level(cam, -W, W, 0, 1, backZ, `fill="#8a8780"`),
  ]
  // shelves of boxes and tins along the back wall
  for (let X = -7; X < 7; X += 2.4) {
    far.push(box(cam, X, X + 2.2, 0, 2.4, backZ - 0.6, backZ - 0.1, '#6f7378'))
    for (let shelf = 0; shelf < 4; shelf++) {
      const y = 0.15 + shelf * 0.58
      let x = X + 0.05
      while (x < X + 2.1) {
        const w = rand.range(0.2, 0.45)
        const h = rand.range(0.2, 0.45)
        far.push(
          poly(
            cam,
            [
              [x, y, backZ - 0.62],
              [Math.min(x + w, X + 2.15), y, backZ - 0.62],
              [Math.min(x + w, X + 2.15), y + h, backZ - 0.62],
              [x, y + h, backZ - 0.62],
            ],
            `fill="${rand.pick(['#b58a5a', '#c9a06a', '#a0784a', '#d9423a', '#e0b84a', '#3b6ea5', '#f1efe9'])}"`,
          ),
        )
        x += w + 0.03
      }
    }
  }
  const mid: { z: number; svg: string }[] = []
  const shirt = rand.pick(['#2f6f73', '#c9423a', '#3b6ea5', '#e07a3a', '#5a8a3a'])
  // volunteers behind the tables, in matching shirts and aprons
  const volunteers = rand.int(4, 7)
  for (let i = 0; i < volunteers; i++) {
    const fig = randomFigure(rand)
    const Z = rand.range(6.2, 7.2)
    const X = (i - (volunteers - 1) / 2) * rand.range(1.3, 1.8) + rand.range(-0.3, 0.3)
    mid.push({
      z: Z,
      svg: personAt(
        cam,
        { ...fig, top: vary(rand, shirt, 0.05) },
        X,
        Z,
        { facing: rand.chance(0.75) ? 'front' : 'side', arms: 'hold' },
        rand.chance(0.5) ? 1 : -1,
      ),
    })
  }
  // tables of boxes and produce
  const produce = ['#d9423a', '#e8a13a', '#9ac13a', '#f0d24a', '#7a3a2a']
  // a line of tables, straight across or running away from the camera at an angle
  const shift = rand.range(-1.5, 1.5)
  const slant = rand.chance(0.5) ? rand.range(0.15, 0.35) * rand.pick([-1, 1]) : 0
  for (const X of [-4.4, 0, 4.4].map((x) => x + shift)) {
    const Z = 5.4 + X * slant
    const items: string[] = [tableAt(cam, X, Z, 3.2, 0.9, '#e8e4dc')]
    let x = X - 1.5
    while (x < X + 1.4) {
      const w = rand.range(0.35, 0.55)
      const h = rand.range(0.28, 0.45)
      const isCrate = rand.chance(0.35)
      items.push(
        box(
          cam,
          x,
          x + w,
          0.76,
          0.76 + h,
          Z - 0.3,
          Z + 0.15,
          isCrate ? '#6a5a4a' : vary(rand, '#b58a5a', 0.06),
        ),
      )
      if (isCrate) {
        const fruit = rand.pick(produce)
        for (let k = 0; k < 6; k++) {
          const [fx, fy] = project(
            cam,
            x + 0.06 + (k % 3) * (w / 3),
            0.76 + h + 0.03,
            Z - 0.25 + Math.floor(k / 3) * 0.2,
          )
          items.push(
            `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n((cam.f * 0.05) / Z)}" fill="${vary(rand, fruit)}"/>`,
          )
        }
      } else {
        items.push(
          level(
            cam,
            x + w / 2 - 0.02,
            x + w / 2 + 0.02,
            0.76 + h + 0.001,
            Z - 0.3,
            Z + 0.15,
            'fill="#d9c9a0" opacity="0.8"',
          ),
        )
      }
      x += w + rand.range(0.05, 0.2)
    }
    mid.push({ z: Z - 0.5, svg: items.join('') })
  }
  // visitors on the near side, seen from behind, and a stack of boxes close to the camera
  const visitors = rand.int(1, 3)
  const near: string[] = []
  for (let i = 0; i < visitors; i++) {
    const X = cam.x + rand.range(-3, 3)
    near.push(
      personAt(cam, randomFigure(rand), X, rand.range(2.6, 3.4), { facing: 'back', arms: 'hold' }),
    )
  }
  const stackX = rand.chance(0.5) ? cam.x - 2.2 : cam.x + 1.4
  near.push(
    box(cam, stackX, stackX + 0.7, 0, 0.5, 2.0, 2.5, '#b58a5a'),
    box(cam, stackX + 0.05, stackX + 0.65, 0.5, 0.95, 2.05, 2.45, '#a57a4a'),
  )
  return [
    { body: far.join(''), blur: 5, scale: 0.5 },
    { body: byDepth(mid), blur: 1.2 },
    { body: near.join(''), blur: 9, scale: 0.5 },
    { body: `${grade(rand.pick(['#fff0d0', '#e0ecff']), 0.07)}${vignette('v', 0.35)}` },
  ]
}

/** The church seen from its lawn: nave, gable, steeple and spire. */
function exterior(rand: Rand): SceneParts {
  const time = rand.pick(['day', 'day', 'golden', 'dusk'] as const)
  const skyTop = time === 'day' ? '#4f8ccc' : time === 'golden' ? '#6f8fc0' : '#2c3560'
  const skyBottom = time === 'day' ? '#cfe2f0' : time === 'golden' ? '#f6cf90' : '#e58a5a'
  // the camera stands on the lawn to one side; the whole steeple stays in the picture
  const f = rand.range(1100, 1300)
  const hy = rand.range(980, 1080)
  const camX = rand.pick([-1, 1]) * rand.range(6.5, 12)
  const Z0 = Math.max(rand.range(20, 26), (f * 22.5) / (hy - 70) + 1.5)
  const cam: Camera = {
    f,
    cx: SCENE_W * rand.range(0.42, 0.58) + (f * camX) / (Z0 + 6),
    hy,
    h: 1.6,
    x: camX,
  }
  const brick = rand.chance(0.5)
  const walls = brick
    ? rand.pick(['#9a4a36', '#8a5a44', '#b0644a'])
    : rand.pick(['#f1efe9', '#e8e2d4', '#d8d2c4'])
  const roof = rand.pick(['#3a3f48', '#5a3a32', '#4a4a4a'])
  const trim = brick ? '#efe9dc' : '#c9c3b5'
  const len = 22
  const halfW = 6
  const wallH = 7
  const peakH = 10
  const parts: string[] = []
  const sun =
    time === 'day'
      ? ''
      : `<circle cx="${n(rand.range(200, SCENE_W - 200))}" cy="${n(cam.hy - rand.range(80, 260))}" r="90" fill="#fff0c8" opacity="0.9"/>`
  const far = [
    sky('sky', skyTop, skyBottom, cam.hy),
    sun,
    treeLine(rand, cam.hy + 4, time === 'dusk' ? '#2a3a2a' : '#4a6a3a', 50),
  ]
  // clouds
  for (let i = 0; i < 6; i++) {
    const x = rand.range(0, SCENE_W)
    const y = rand.range(60, cam.hy * 0.6)
    far.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rand.range(160, 360))}" ry="${n(rand.range(30, 60))}" fill="#ffffff" opacity="${time === 'dusk' ? 0.2 : 0.55}"/>`,
    )
  }
  // side wall (visible when the camera stands to that side), front, gable, roof
  const sideX = cam.x < 0 ? -halfW : halfW
  parts.push(
    side(cam, sideX, 0, wallH, Z0, Z0 + len, `fill="${darker(walls, 0.18)}"`),
    poly(
      cam,
      [
        [sideX, wallH, Z0],
        [sideX, wallH, Z0 + len],
        [0, peakH, Z0 + len],
        [0, peakH, Z0],
      ],
      `fill="${roof}"`,
    ),
  )
  for (let z = Z0 + 3; z < Z0 + len - 2; z += 4) {
    parts.push(
      poly(
        cam,
        [
          [sideX, 2, z],
          [sideX, 2, z + 1.4],
          [sideX, 5.2, z + 1.4],
          [sideX, 5.8, z + 0.7],
          [sideX, 5.2, z],
        ],
        `fill="${time === 'dusk' ? '#f6c868' : '#3a4450'}"`,
      ),
    )
  }
  parts.push(
    poly(
      cam,
      [
        [-halfW, 0, Z0],
        [halfW, 0, Z0],
        [halfW, wallH, Z0],
        [0, peakH, Z0],
        [-halfW, wallH, Z0],
      ],
      `fill="${walls}"`,
    ),
    poly(
      cam,
      [
        [-halfW - 0.3, wallH - 0.2, Z0 - 0.2],
        [0, peakH + 0.2, Z0 - 0.2],
        [0, peakH + 0.6, Z0 - 0.2],
        [-halfW - 0.3, wallH + 0.2, Z0 - 0.2],
      ],
      `fill="${trim}"`,
    ),
    poly(
      cam,
      [
        [halfW + 0.3, wallH - 0.2, Z0 - 0.2],
        [0, peakH + 0.2, Z0 - 0.2],
        [0, peakH + 0.6, Z0 - 0.2],
        [halfW + 0.3, wallH + 0.2, Z0 - 0.2],
      ],
      `fill="${trim}"`,
    ),
  )
  // doors, windows, a round window in the gable
  const glow = time === 'dusk' ? '#f6c868' : '#2e3640'
  parts.push(
    poly(
      cam,
      [
        [-1.1, 0, Z0 - 0.05],
        [1.1, 0, Z0 - 0.05],
        [1.1, 3, Z0 - 0.05],
        [0, 3.8, Z0 - 0.05],
        [-1.1, 3, Z0 - 0.05],
      ],
      `fill="${rand.pick(['#5a2e22', '#2e3a5a', '#f1efe9', '#7a2a2a'])}"`,
    ),
    facing(cam, -0.03, 0.03, 0, 3.2, Z0 - 0.06, `fill="#1a1a1a" opacity="0.5"`),
  )
  for (const X of [-4, 3]) {
    parts.push(
      poly(
        cam,
        [
          [X, 2, Z0 - 0.05],
          [X + 1, 2, Z0 - 0.05],
          [X + 1, 5, Z0 - 0.05],
          [X + 0.5, 5.6, Z0 - 0.05],
          [X, 5, Z0 - 0.05],
        ],
        `fill="${glow}"`,
      ),
    )
  }
  const [gx, gy] = project(cam, 0, 9.2, Z0 - 0.05)
  parts.push(
    `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n((cam.f * 0.9) / Z0)}" fill="${glow}" stroke="${trim}" stroke-width="${n((cam.f * 0.15) / Z0)}"/>`,
  )
  // steeple: a square tower, a belfry, a spire and its cross
  const towerZ = Z0 - 1.5
  const t = 1.6
  const towerTop = peakH + 2
  parts.push(
    box(cam, -t, t, 0, towerTop, towerZ - t, towerZ + t, walls, cam.x < 0 ? 1 : -1),
    box(
      cam,
      -t * 0.8,
      t * 0.8,
      towerTop,
      towerTop + 3,
      towerZ - t * 0.8,
      towerZ + t * 0.8,
      trim,
      cam.x < 0 ? 1 : -1,
    ),
    poly(
      cam,
      [
        [-0.5, towerTop + 0.4, towerZ - t * 0.81],
        [0.5, towerTop + 0.4, towerZ - t * 0.81],
        [0.5, towerTop + 2.3, towerZ - t * 0.81],
        [0, towerTop + 2.7, towerZ - t * 0.81],
        [-0.5, towerTop + 2.3, towerZ - t * 0.81],
      ],
      'fill="#2a2a2a"',
    ),
    poly(
      cam,
      [
        [-t * 0.8, towerTop + 3, towerZ - t * 0.8],
        [t * 0.8, towerTop + 3, towerZ - t * 0.8],
        [0, towerTop + 10, towerZ],
      ],
      `fill="${roof}"`,
    ),
    poly(
      cam,
      [
        [cam.x < 0 ? -t * 0.8 : t * 0.8, towerTop + 3, towerZ - t * 0.8],
        [cam.x < 0 ? -t * 0.8 : t * 0.8, towerTop + 3, towerZ + t * 0.8],
        [0, towerTop + 10, towerZ],
      ],
      `fill="${darker(roof, 0.25)}"`,
    ),
    facing(
      cam,
      -0.06,
      0.06,
      towerTop + 10,
      towerTop + 11.8,
      towerZ,
      `fill="${time === 'day' ? '#d9c9a0' : '#2a2a2a'}"`,
    ),
    facing(
      cam,
      -0.5,
      0.5,
      towerTop + 10.9,
      towerTop + 11.05,
      towerZ,
      `fill="${time === 'day' ? '#d9c9a0' : '#2a2a2a'}"`,
    ),
    poly(
      cam,
      [
        [-1.1, 0, towerZ - t - 0.05],
        [1.1, 0, towerZ - t - 0.05],
        [1.1, 3, towerZ - t - 0.05],
        [0, 3.8, towerZ - t - 0.05],
        [-1.1, 3, towerZ - t - 0.05],
      ],
      `fill="${rand.pick(['#5a2e22', '#2e3a5a', '#7a2a2a'])}"`,
    ),
  )
  // lawn, path, shrubs and trees
  const grass = time === 'dusk' ? '#3a4a2a' : rand.pick(['#6e8f3e', '#7d8f48', '#5f7f3a'])
  const ground = [
    `<rect x="-50" y="${n(cam.hy)}" width="${SCENE_W + 100}" height="${SCENE_H}" fill="${grass}"/>`,
    level(cam, -1, 1, 0, 1.5, towerZ - t, `fill="${rand.pick(['#c9c3b5', '#b9ada0'])}"`),
  ]
  const shrubs: string[] = []
  for (const s of [-1, 1]) {
    for (let i = 0; i < 4; i++) {
      const [x, y] = project(cam, s * (2 + i * 1.1), 0.5, Z0 - 0.8)
      shrubs.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n((cam.f * 0.6) / Z0)}" ry="${n((cam.f * 0.5) / Z0)}" fill="${vary(rand, '#3f5f2f', 0.12)}"/>`,
      )
    }
  }
  const trees: string[] = []
  for (let i = 0; i < 2; i++) {
    const s = i === 0 ? -1 : 1
    const Z = rand.range(14, 24)
    const [x, y] = project(cam, s * rand.range(12, 18), 0, Z)
    trees.push(
      tree(
        rand,
        x,
        y,
        (cam.f * rand.range(9, 12)) / Z,
        time === 'dusk' ? '#2a3a22' : '#3f6130',
        -s,
      ),
    )
  }
  const lightGrade =
    time === 'day' ? ['#ffffff', 0] : time === 'golden' ? ['#ffb060', 0.14] : ['#ff7a40', 0.12]
  return [
    { body: far.join(''), blur: 5, scale: 0.5 },
    { body: `${ground.join('')}${parts.join('')}${shrubs.join('')}`, blur: 0.8 },
    { body: trees.join(''), blur: 1.5 },
    { body: `${grade(lightGrade[0] as string, lightGrade[1] as number)}${vignette('v', 0.3)}` },
  ]
}

const SCENES: Record<SceneKind, (rand: Rand, seed: number) => SceneParts> = {
  worship,
  community,
  youth,
  fellowship,
  events,
  ministry,
  other: exterior,
}

/** A 2400x1600 landscape JPEG scene of church life of that kind, no text, deterministic for a seed. */
export async function sceneJpeg(kind: SceneKind, seed: number): Promise<Buffer> {
  filterCount = 0
  const rand = random(seed, Object.keys(SCENES).indexOf(kind) + 10)
  return photograph(SCENES[kind](rand, seed), SCENE_W, SCENE_H, seed, 10, 0.45)
}
