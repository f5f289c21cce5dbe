/**
 * Shared drawing helpers for the demo pictures: the palette, a seeded random generator, number
 * and colour helpers, a collector for gradients and filters, a simple one-point perspective
 * camera, and wood planks. Everything returns SVG strings; sharp (librsvg) renders them.
 */

/** The size of every demo picture (3:2, as the gallery and cards expect). */
export const W = 1600
export const H = 1067

/** The site's colours, plus a few supporting tones that sit well with them. */
export const C = {
  navy: '#1b2a4a',
  navyDark: '#111c33',
  burgundy: '#7a1f35',
  burgundyDark: '#5a1526',
  gold: '#d4a72c',
  goldSoft: '#f3e3b5',
  cream: '#fbf7ef',
  creamDark: '#f3ecdd',
  ink: '#2a2320',
  wood: '#8a5a34',
  woodDark: '#5c3a22',
  woodLight: '#b98652',
  glass: '#1f3f7a',
  crimson: '#9b1b30',
  green: '#4f6b4a',
  greenDark: '#2f4434',
  pumpkin: '#d9782d',
  flame: '#ffcf6b',
} as const

export type Rand = {
  (): number
  range: (min: number, max: number) => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (p: number) => boolean
}

/** A small seeded generator (mulberry32): the same seed paints the same picture every run. */
export function random(seed: number): Rand {
  let a = Math.imul(seed | 0, 2654435761) >>> 0
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

/** A number for SVG, rounded to one decimal. */
export const n = (v: number) => (Math.round(v * 10) / 10).toString()

export type Pt = [number, number]

/** A closed polygon path through the points. */
export const poly = (points: Pt[]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z`

/** An open polyline path through the points. */
export const line = (points: Pt[]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}`

function rgbOf(colour: string): [number, number, number] {
  const v = parseInt(colour.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function hexOf(r: number, g: number, b: number) {
  const c = (x: number) => Math.max(0, Math.min(255, Math.round(x)))
  return `#${((1 << 24) | (c(r) << 16) | (c(g) << 8) | c(b)).toString(16).slice(1)}`
}

/** Blends two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number) {
  const [ar, ag, ab] = rgbOf(a)
  const [br, bg, bb] = rgbOf(b)
  return hexOf(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t)
}

/** Scales a colour's red, green and blue: below 1 darkens it, unevenly to warm or cool it. */
export function tone(c: string, r: number, g: number, b: number) {
  const [cr, cg, cb] = rgbOf(c)
  return hexOf(cr * r, cg * g, cb * b)
}

export const darker = (c: string, t: number) => mix(c, '#000000', t)
export const lighter = (c: string, t: number) => mix(c, '#ffffff', t)

/** Shifts a colour a little at random, so no two planks or cans are exactly alike. */
export function vary(rand: Rand, c: string, amount = 0.08) {
  const t = rand.range(-amount, amount)
  return t < 0 ? darker(c, -t) : lighter(c, t)
}

export type Stop = [offset: number, colour: string, opacity?: number]

const stopList = (list: Stop[]) =>
  list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')

/**
 * Collects the gradients and filters of one picture, naming each, so drawing code can ask for
 * a fill and get back `url(#…)` without keeping track of ids.
 */
export class Defs {
  private items: string[] = []
  private count = 0

  constructor(private prefix = 'd') {}

  private id() {
    return `${this.prefix}${this.count++}`
  }

  /** A linear gradient; coordinates are fractions of the shape's box unless `user` is set. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.id()
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.items.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopList(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** A radial gradient; coordinates are fractions of the shape's box unless `user` is set. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false) {
    const id = this.id()
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.items.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${units}>${stopList(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** A Gaussian blur filter with room around the shape for the blur to spread. */
  blur(std: number) {
    const id = this.id()
    this.items.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    )
    return `url(#${id})`
  }

  /** Fine fractal noise (fabric, paper, plaster), to be laid over a shape at low opacity. */
  noise(frequency: number, seed: number, octaves = 2) {
    const id = this.id()
    this.items.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}"/><feColorMatrix type="saturate" values="0"/></filter>`,
    )
    return `url(#${id})`
  }

  /** Any other definition (a clip path, a pattern): the caller gives its body, gets its id. */
  raw(make: (id: string) => string) {
    const id = this.id()
    this.items.push(make(id))
    return id
  }

  toString() {
    return `<defs>${this.items.join('')}</defs>`
  }
}

/** A whole SVG document of the given size with its definitions. */
export const svg = (defs: Defs, body: string, width = W, height = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`

/** A soft round glow: a radial gradient from colour to transparent. */
export function glow(defs: Defs, cx: number, cy: number, r: number, colour: string, opacity = 1) {
  const fill = defs.radial([
    [0, colour, opacity],
    [0.35, colour, opacity * 0.45],
    [1, colour, 0],
  ])
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`
}

/**
 * A one-point perspective camera: world x to the right, y up from the floor, z away from the
 * viewer; `eye` is the eye's height, (vx, vy) the vanishing point, f the focal length in pixels.
 */
export function camera(vx: number, vy: number, f: number, eye: number, eyeX = 0) {
  return (x: number, y: number, z: number): Pt => [
    vx + ((x - eyeX) * f) / z,
    vy + ((eye - y) * f) / z,
  ]
}

export type Camera = ReturnType<typeof camera>

/** The convex hull of some points (monotone chain), for light beams between two shapes. */
export function hull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const cross = (o: Pt, a: Pt, b: Pt) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: Pt[] = []
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0)
      lower.pop()
    lower.push(q)
  }
  const upper: Pt[] = []
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0)
      upper.pop()
    upper.push(q)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

/**
 * Wood planks filling a rectangle: rows of boards with staggered joints, each board a shade of
 * its own and a few grain lines. `vertical` runs the boards up and down instead of across.
 */
export function planks(
  rand: Rand,
  opts: {
    x: number
    y: number
    w: number
    h: number
    size: number
    colours: readonly string[]
    vertical?: boolean
    grain?: number
    joint?: string
    /** How long the boards are, in multiples of their width. */
    length?: [number, number]
  },
) {
  const { x, y, w, h, size, colours, vertical = false, grain = 2, length = [5, 12] } = opts
  const joint = opts.joint ?? darker(colours[0], 0.35)
  const across = vertical ? w : h
  const along = vertical ? h : w
  const out: string[] = []
  for (let row = 0; row * size < across; row++) {
    let pos = -rand.range(0, size * length[1] * 0.5)
    while (pos < along) {
      const len = rand.range(size * length[0], size * length[1])
      const fill = vary(rand, rand.pick(colours), 0.05)
      const a = row * size
      const rect = vertical
        ? { rx: x + a, ry: y + pos, rw: size, rh: len }
        : { rx: x + pos, ry: y + a, rw: len, rh: size }
      out.push(
        `<rect x="${n(rect.rx)}" y="${n(rect.ry)}" width="${n(rect.rw)}" height="${n(rect.rh)}" fill="${fill}" stroke="${joint}" stroke-width="1.2"/>`,
      )
      for (let g = 0; g < grain; g++) {
        const off = rand.range(0.2, 0.8) * size
        const wobble = rand.range(-0.15, 0.15) * size
        const d = vertical
          ? `M${n(x + a + off)} ${n(y + pos + 4)} q${n(wobble)} ${n(len / 2)} 0 ${n(len - 8)}`
          : `M${n(x + pos + 4)} ${n(y + a + off)} q${n(len / 2)} ${n(wobble)} ${n(len - 8)} 0`
        out.push(
          `<path d="${d}" fill="none" stroke="${darker(fill, 0.18)}" stroke-width="1" opacity="0.5"/>`,
        )
      }
      pos += len
    }
  }
  return out.join('')
}
