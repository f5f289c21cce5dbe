/**
 * Pictures of the sanctuary: morning light across the pews (`sanctuary-windows`, drawn by
 * nave.ts) and a glowing stained-glass rose window in a stone wall (`stained-glass`).
 */
import {
  darker,
  Defs,
  glow,
  H,
  lighter,
  line,
  n,
  poly,
  type Pt,
  type Rand,
  random,
  svg,
  vary,
  W,
} from './draw'
import { nave } from './nave'

export function sanctuaryWindows() {
  const defs = new Defs('sw')
  const body = nave(defs, {
    width: W,
    height: H,
    seed: 3,
    vx: 820,
    vy: 430,
    f: 1100,
    eye: 1.7,
    dim: 0,
    beam: 0.4,
  })
  return svg(defs, body)
}

/** A point at radius r and angle a around the rose window's centre. */
const polar = (cx: number, cy: number, r: number, a: number): Pt => [
  cx + Math.cos(a) * r,
  cy + Math.sin(a) * r,
]

/** A ring segment between two radii and two angles, as a path. */
function wedge(cx: number, cy: number, r1: number, r2: number, a1: number, a2: number) {
  const [x1, y1] = polar(cx, cy, r1, a1)
  const [x2, y2] = polar(cx, cy, r2, a1)
  const [x3, y3] = polar(cx, cy, r2, a2)
  const [x4, y4] = polar(cx, cy, r1, a2)
  return `M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} A${r2} ${r2} 0 0 1 ${n(x3)} ${n(y3)} L${n(x4)} ${n(y4)} A${r1} ${r1} 0 0 0 ${n(x1)} ${n(y1)} Z`
}

/** Courses of dressed stone with dark mortar, filling the picture. */
function ashlar(rand: Rand, base: string, mortar: string) {
  const out = [`<rect width="${W}" height="${H}" fill="${mortar}"/>`]
  for (let y = -20; y < H; y += 96) {
    let x = -rand.range(0, 160)
    while (x < W) {
      const w = rand.range(170, 300)
      out.push(
        `<rect x="${n(x + 3)}" y="${n(y + 3)}" width="${n(w - 6)}" height="90" rx="3" fill="${vary(rand, base, 0.07)}"/>`,
      )
      x += w
    }
  }
  return out.join('')
}

export function stainedGlass() {
  const defs = new Defs('sg')
  const rand = random(12)
  const cx = W / 2
  const cy = H / 2
  const lead = '#1c1512'
  const stone = '#4a3d33'
  const out: string[] = [ashlar(rand, '#3b302a', '#221a16')]
  out.push(glow(defs, cx, cy, 820, '#f0a53c', 0.5))
  out.push(`<circle cx="${cx}" cy="${cy}" r="482" fill="${darker(stone, 0.35)}"/>`)
  out.push(`<circle cx="${cx}" cy="${cy}" r="470" fill="${stone}"/>`)
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2
    out.push(
      `<path d="${line([polar(cx, cy, 432, a), polar(cx, cy, 470, a)])}" stroke="${darker(stone, 0.35)}" stroke-width="3"/>`,
    )
  }

  const glass: string[] = []
  const piece = (d: string, colour: string) =>
    glass.push(`<path d="${d}" fill="${vary(rand, colour, 0.1)}"/>`)
  const blue = '#2153a8'
  const red = '#c42a40'
  const gold = '#f2b934'
  const green = '#2e8a5c'

  // the outer band: deep blue with roundels
  piece(wedge(cx, cy, 372, 432, 0, Math.PI * 0.999), blue)
  piece(wedge(cx, cy, 372, 432, Math.PI, Math.PI * 1.999), blue)
  const roundels: string[] = []
  for (let i = 0; i < 24; i++) {
    const a = ((i + 0.5) / 24) * Math.PI * 2
    const [x, y] = polar(cx, cy, 402, a)
    const c = i % 2 ? red : gold
    roundels.push(`<circle cx="${n(x)}" cy="${n(y)}" r="21" fill="${vary(rand, c, 0.08)}"/>`)
  }
  glass.push(roundels.join(''))
  const extraLeads: string[] = []
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    extraLeads.push(line([polar(cx, cy, 372, a), polar(cx, cy, 432, a)]))
  }

  // the ring of petals on a blue ground, each petal in six pieces
  piece(wedge(cx, cy, 165, 372, 0, Math.PI * 0.999), darker(blue, 0.15))
  piece(wedge(cx, cy, 165, 372, Math.PI, Math.PI * 1.999), darker(blue, 0.15))
  const PETALS = 16
  const half = (Math.PI / PETALS) * 0.74
  const halfAt = (r: number) =>
    r <= 318 ? half : half * Math.sqrt(Math.max(0, 1 - ((r - 318) / 50) ** 2))
  const petalOutlines: string[] = []
  for (let p = 0; p < PETALS; p++) {
    const axis = (p / PETALS) * Math.PI * 2 - Math.PI / 2
    const colours = p % 2 ? [red, gold, blue] : [gold, red, green]
    const bands = [180, 250, 312, 368]
    for (let b = 0; b < 3; b++) {
      for (const side of [-1, 1]) {
        const pts: Pt[] = [polar(cx, cy, bands[b], axis), polar(cx, cy, bands[b + 1], axis)]
        for (let s = 0; s <= 8; s++) {
          const r = bands[b + 1] - ((bands[b + 1] - bands[b]) * s) / 8
          pts.push(polar(cx, cy, r, axis + side * halfAt(r)))
        }
        piece(poly(pts), side < 0 ? colours[b] : lighter(colours[b], 0.08))
      }
    }
    const outline: Pt[] = []
    for (let s = 0; s <= 24; s++) {
      const r = 180 + (188 * s) / 24
      outline.push(polar(cx, cy, r, axis - halfAt(r)))
    }
    for (let s = 24; s >= 0; s--) {
      const r = 180 + (188 * s) / 24
      outline.push(polar(cx, cy, r, axis + halfAt(r)))
    }
    petalOutlines.push(poly(outline))
    const between = axis + Math.PI / PETALS
    extraLeads.push(line([polar(cx, cy, 170, between), polar(cx, cy, 340, between)]))
    const [dx, dy] = polar(cx, cy, 352, between)
    glass.push(`<circle cx="${n(dx)}" cy="${n(dy)}" r="11" fill="${gold}"/>`)
  }

  // the inner rings and the centre flower
  for (let i = 0; i < 8; i++) {
    const a1 = (i / 8) * Math.PI * 2 - Math.PI / 2 - Math.PI / 8
    const a2 = a1 + Math.PI / 4
    piece(wedge(cx, cy, 62, 112, a1, a2), i % 2 ? blue : red)
    piece(wedge(cx, cy, 112, 158, a1, a2), i % 2 ? red : blue)
  }
  piece(`M${cx + 62} ${cy} A62 62 0 1 1 ${cx - 62} ${cy} A62 62 0 1 1 ${cx + 62} ${cy} Z`, gold)
  const flower: string[] = []
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2
    const [x, y] = polar(cx, cy, 34, a)
    flower.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="24" ry="11" transform="rotate(${n((a * 180) / Math.PI)} ${n(x)} ${n(y)})" fill="${lighter(gold, 0.35)}"/>`,
    )
  }
  glass.push(flower.join(''), `<circle cx="${cx}" cy="${cy}" r="14" fill="${red}"/>`)

  // light through the glass: brighter towards the middle, with a soft bloom
  const sheen = defs.radial([
    [0, '#fff6dc', 0.3],
    [0.5, '#fff6dc', 0.08],
    [1, '#fff6dc', 0],
  ])
  const clip = defs.raw(
    (id) => `<clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="432"/></clipPath>`,
  )
  const leadLines = glass
    .join('')
    .replace(/fill="[^"]+"/g, `fill="none" stroke="${lead}" stroke-width="4"`)
  out.push(
    glass.join(''),
    `<g clip-path="url(#${clip})"><rect x="${cx - 432}" y="${cy - 432}" width="864" height="864" filter="${defs.noise(0.03, 4, 3)}" opacity="0.3" style="mix-blend-mode:overlay"/></g>`,
    `<circle cx="${cx}" cy="${cy}" r="432" fill="${sheen}"/>`,
    leadLines,
    `<path d="${extraLeads.join(' ')}" stroke="${lead}" stroke-width="4"/>`,
    `<g fill="none" stroke="${stone}" stroke-width="11">${petalOutlines.map((d) => `<path d="${d}"/>`).join('')}<circle cx="${cx}" cy="${cy}" r="164"/><circle cx="${cx}" cy="${cy}" r="372"/><circle cx="${cx}" cy="${cy}" r="62"/></g>`,
    `<g filter="${defs.blur(26)}" opacity="0.3" style="mix-blend-mode:screen">${glass.join('')}</g>`,
  )
  const vignette = defs.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', 0.55],
    ],
    0.5,
    0.5,
    0.75,
  )
  out.push(`<rect width="${W}" height="${H}" fill="${vignette}"/>`)
  return svg(defs, out.join(''))
}
