/**
 * A patchwork quilt filling the frame (`quilt`): pieced blocks of sawtooth stars, pinwheels,
 * Ohio stars and half-square-triangle "broken dishes", in solid and small-print fabrics of the
 * site's colours on cream, with hand-quilting stitches, a little loft and a woven texture.
 */
import { C, darker, Defs, H, lighter, n, poly, type Pt, random, svg, W } from './draw'

type Patch = { points: Pt[]; fabric: string }

/** The fabrics: each a fill (a solid colour or a small repeating print). */
function fabrics(defs: Defs) {
  const print = (base: string, ink: string, kind: 'dots' | 'stripe' | 'sprig', size: number) =>
    `url(#${defs.raw((id) => {
      const body =
        kind === 'dots'
          ? `<circle cx="${size / 4}" cy="${size / 4}" r="${n(size * 0.1)}" fill="${ink}"/><circle cx="${(size * 3) / 4}" cy="${(size * 3) / 4}" r="${n(size * 0.1)}" fill="${ink}"/>`
          : kind === 'stripe'
            ? `<path d="M0 ${size} L${size} 0" stroke="${ink}" stroke-width="${n(size * 0.16)}"/>`
            : `<path d="M${size / 2} ${size * 0.3} V${size * 0.7} M${size * 0.3} ${size / 2} H${size * 0.7}" stroke="${ink}" stroke-width="${n(size * 0.08)}" stroke-linecap="round"/>`
      return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" fill="${base}"/>${body}</pattern>`
    })})`
  return {
    cream: C.cream,
    creamPrint: print(C.cream, lighter(C.gold, 0.45), 'sprig', 22),
    creamDots: print(C.creamDark, lighter(C.burgundy, 0.55), 'dots', 18),
    navy: C.navy,
    navyDots: print(C.navy, C.goldSoft, 'dots', 16),
    burgundy: C.burgundy,
    burgundyPrint: print(C.burgundy, lighter(C.burgundy, 0.35), 'sprig', 20),
    gold: C.gold,
    goldStripe: print(C.gold, lighter(C.gold, 0.3), 'stripe', 14),
    green: C.green,
    greenDots: print(C.green, lighter(C.green, 0.35), 'dots', 16),
  }
}

type Fabrics = ReturnType<typeof fabrics>

/** Half-square triangle in the unit square (x, y, s): `turn` picks which diagonal and side. */
function hst(x: number, y: number, s: number, turn: number, a: string, b: string): Patch[] {
  const c: Pt[] = [
    [x, y],
    [x + s, y],
    [x + s, y + s],
    [x, y + s],
  ]
  const t = turn % 4
  return [
    { points: [c[t], c[(t + 1) % 4], c[(t + 2) % 4]], fabric: a },
    { points: [c[t], c[(t + 2) % 4], c[(t + 3) % 4]], fabric: b },
  ]
}

const square = (x: number, y: number, w: number, h: number, fabric: string): Patch => ({
  points: [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ],
  fabric,
})

/** A quarter-square triangle unit: four triangles meeting in the middle (top, right, bottom, left). */
function qst(x: number, y: number, s: number, fills: [string, string, string, string]): Patch[] {
  const m: Pt = [x + s / 2, y + s / 2]
  const c: Pt[] = [
    [x, y],
    [x + s, y],
    [x + s, y + s],
    [x, y + s],
  ]
  return fills.map((fabric, i) => ({ points: [c[i], c[(i + 1) % 4], m], fabric }))
}

function pinwheel(B: number, f: Fabrics, dark: string): Patch[] {
  const s = B / 2
  return [
    ...hst(0, 0, s, 0, dark, f.creamPrint),
    ...hst(s, 0, s, 1, dark, f.creamPrint),
    ...hst(s, s, s, 2, dark, f.creamPrint),
    ...hst(0, s, s, 3, dark, f.creamPrint),
  ]
}

function sawtoothStar(B: number, f: Fabrics, point: string, centre: string): Patch[] {
  const u = B / 4
  const bg = f.cream
  const out: Patch[] = [
    square(0, 0, u, u, bg),
    square(3 * u, 0, u, u, bg),
    square(0, 3 * u, u, u, bg),
    square(3 * u, 3 * u, u, u, bg),
    square(u, u, 2 * u, 2 * u, centre),
  ]
  // flying geese on each side: a point triangle with background either side
  const geese: [Pt, Pt, Pt, Pt][] = [
    [
      [u, 0],
      [3 * u, 0],
      [3 * u, u],
      [u, u],
    ],
    [
      [4 * u, u],
      [4 * u, 3 * u],
      [3 * u, 3 * u],
      [3 * u, u],
    ],
    [
      [3 * u, 4 * u],
      [u, 4 * u],
      [u, 3 * u],
      [3 * u, 3 * u],
    ],
    [
      [0, 3 * u],
      [0, u],
      [u, u],
      [u, 3 * u],
    ],
  ]
  for (const [a, b, c, d] of geese) {
    const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
    out.push(
      { points: [a, mid, d], fabric: point },
      { points: [mid, b, c], fabric: point },
      { points: [mid, c, d], fabric: bg },
    )
  }
  return out
}

function ohioStar(B: number, f: Fabrics, point: string, centre: string): Patch[] {
  const u = B / 3
  const bg = f.creamDots
  const inner = f.cream
  return [
    square(0, 0, u, u, bg),
    square(2 * u, 0, u, u, bg),
    square(0, 2 * u, u, u, bg),
    square(2 * u, 2 * u, u, u, bg),
    square(u, u, u, u, centre),
    ...qst(u, 0, u, [bg, point, inner, point]),
    ...qst(2 * u, u, u, [point, bg, point, inner]),
    ...qst(u, 2 * u, u, [inner, point, bg, point]),
    ...qst(0, u, u, [point, inner, point, bg]),
  ]
}

function brokenDishes(B: number, f: Fabrics, a: string, b: string): Patch[] {
  const u = B / 4
  const out: Patch[] = []
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      const turn = (r % 2) * 2 + (c % 2) + ((r >> 1) + (c >> 1)) * 1
      out.push(...hst(c * u, r * u, u, turn, (r + c) % 2 ? a : b, f.cream))
    }
  }
  return out
}

/** A patch's outline pulled in towards its middle, for the quilting stitches. */
function inset(points: Pt[], by: number): Pt[] {
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length
  const cy = points.reduce((s, p) => s + p[1], 0) / points.length
  return points.map(([x, y]) => {
    const d = Math.hypot(x - cx, y - cy) || 1
    return [x + ((cx - x) / d) * by, y + ((cy - y) / d) * by]
  })
}

export function quilt() {
  const defs = new Defs('qu')
  const rand = random(91)
  const f = fabrics(defs)
  const B = 272
  const loft = defs.radial([
    [0, '#fff', 0.1],
    [0.7, '#fff', 0],
    [1, '#000', 0.12],
  ])
  const blocks: string[] = []
  const stitches: string[] = []
  for (let row = -1; row < 5; row++) {
    for (let col = -1; col < 7; col++) {
      const k = (((row + col) % 4) + 4) % 4
      const dark = [f.navy, f.burgundy, f.navyDots, f.burgundyPrint, f.greenDots][
        (((row * 3 + col) % 5) + 5) % 5
      ]
      const patches =
        (row + col) % 2 === 0
          ? k === 0
            ? sawtoothStar(B, f, f.burgundy, f.goldStripe)
            : ohioStar(B, f, f.navy, f.gold)
          : k === 1
            ? pinwheel(B, f, dark)
            : brokenDishes(B, f, f.navyDots, rand.chance(0.5) ? f.burgundyPrint : f.green)
      const x = col * B
      const y = row * B
      const body = patches
        .map(
          (p) =>
            `<path d="${poly(p.points)}" fill="${p.fabric}" stroke="${p.fabric}" stroke-width="0.6"/>`,
        )
        .join('')
      blocks.push(
        `<g transform="translate(${x} ${y})">${body}<rect width="${B}" height="${B}" fill="${loft}"/><path d="${patches.map((p) => poly(p.points)).join(' ')}" fill="none" stroke="#2a2320" stroke-width="1.2" opacity="0.25"/></g>`,
      )
      stitches.push(
        `<g transform="translate(${x} ${y})">${patches.map((p) => `<path d="${poly(inset(p.points, 9))}"/>`).join('')}</g>`,
      )
    }
  }
  const angle = -4
  const body =
    `<g transform="rotate(${angle} ${W / 2} ${H / 2}) translate(${n(W / 2 - 3 * B)} ${n(H / 2 - 2 * B)})">` +
    blocks.join('') +
    `<g fill="none" stroke="${C.cream}" stroke-width="2" stroke-dasharray="7 6" opacity="0.7">${stitches.join('')}</g>` +
    `<path d="${Array.from({ length: 9 }, (_, i) => `M${(i - 1) * B} ${-B} V${5 * B} M${-B} ${(i - 1) * B} H${7 * B}`).join(' ')}" stroke="${darker(C.creamDark, 0.35)}" stroke-width="3" opacity="0.5"/>` +
    `</g>`
  const grain = defs.noise(0.75, 3, 2)
  const shade = defs.radial(
    [
      [0.5, '#2a2320', 0],
      [1, '#2a2320', 0.3],
    ],
    0.5,
    0.5,
    0.75,
  )
  return svg(
    defs,
    `${body}<rect width="${W}" height="${H}" filter="${grain}" opacity="0.1" style="mix-blend-mode:multiply"/><rect width="${W}" height="${H}" fill="${shade}"/>`,
  )
}
