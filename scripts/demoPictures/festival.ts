/**
 * The fall festival (`fall-festival`): pumpkins and gourds on stacked hay bales in a field
 * under an autumn sky, trees turning beyond a rail fence, and a line of bunting in the
 * site's colours swagged across the top.
 */
import {
  C,
  darker,
  Defs,
  glow,
  H,
  lighter,
  mix,
  n,
  type Pt,
  type Rand,
  random,
  svg,
  vary,
  W,
} from './draw'

/** A pumpkin seen from the side: ribbed lobes, shading and a curled stem. */
function pumpkin(rand: Rand, x: number, base: number, w: number, h: number, colour: string) {
  const out: string[] = [
    `<ellipse cx="${n(x + w * 0.06)}" cy="${n(base)}" rx="${n(w * 0.55)}" ry="${n(h * 0.1)}" fill="#3b2414" opacity="0.3"/>`,
  ]
  const lobes = [-0.34, 0.34, -0.17, 0.17, 0]
  for (const o of lobes) {
    const lw = w * (o === 0 ? 0.42 : Math.abs(o) > 0.3 ? 0.36 : 0.4)
    const shade = o === 0 ? 0 : Math.abs(o) > 0.3 ? 0.2 : 0.1
    out.push(
      `<ellipse cx="${n(x + o * w)}" cy="${n(base - h / 2)}" rx="${n(lw)}" ry="${n(h / 2)}" fill="${darker(colour, shade)}"/>`,
    )
  }
  out.push(
    `<path d="M${n(x - w * 0.16)} ${n(base - h * 0.82)} Q${n(x - w * 0.26)} ${n(base - h * 0.55)} ${n(x - w * 0.16)} ${n(base - h * 0.3)}" stroke="${lighter(colour, 0.35)}" stroke-width="${n(w * 0.035)}" stroke-linecap="round" fill="none" opacity="0.45"/>`,
  )
  const curl = rand.range(-1, 1) * w * 0.08
  out.push(
    `<path d="M${n(x - w * 0.04)} ${n(base - h * 0.92)} Q${n(x - w * 0.03)} ${n(base - h * 1.15)} ${n(x + curl + w * 0.06)} ${n(base - h * 1.22)} L${n(x + curl + w * 0.08)} ${n(base - h * 1.14)} Q${n(x + w * 0.05)} ${n(base - h * 1.08)} ${n(x + w * 0.05)} ${n(base - h * 0.92)} Z" fill="#5a5a2a"/>`,
  )
  return out.join('')
}

/** A rectangular bale of straw, front and top, with twine and straw strokes. */
function bale(rand: Rand, x: number, y: number, w: number, h: number) {
  const top = h * 0.16
  const out: string[] = [
    `<path d="M${n(x + 10)} ${n(y - top)} H${n(x + w + 10)} L${n(x + w)} ${n(y)} H${n(x)} Z" fill="#ecd089"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="6" fill="#d9b25a"/>`,
  ]
  const straw: string[] = []
  for (let i = 0; i < 70; i++) {
    const sx = x + rand.range(6, w - 20)
    const sy = y + rand.range(6, h - 8)
    const len = rand.range(12, 26)
    const a = rand.range(-0.5, 0.5)
    straw.push(`M${n(sx)} ${n(sy)} l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`)
  }
  out.push(
    `<path d="${straw.slice(0, 35).join(' ')}" stroke="#f0d48a" stroke-width="2" stroke-linecap="round" opacity="0.8"/>`,
    `<path d="${straw.slice(35).join(' ')}" stroke="#b08a3a" stroke-width="2" stroke-linecap="round" opacity="0.6"/>`,
  )
  for (const t of [0.3, 0.7]) {
    out.push(
      `<path d="M${n(x + w * t + 10)} ${n(y - top)} L${n(x + w * t)} ${n(y)} V${n(y + h)}" stroke="#7a5a2a" stroke-width="4" fill="none"/>`,
    )
  }
  out.push(
    `<rect x="${n(x)}" y="${n(y + h - 14)}" width="${n(w)}" height="14" fill="#a07a34" opacity="0.35"/>`,
  )
  return out.join('')
}

export function fallFestival() {
  const defs = new Defs('ff')
  const rand = random(101)
  const out: string[] = []
  const sky = defs.linear([
    [0, '#8fb0c8'],
    [0.55, '#dcd8c2'],
    [1, C.goldSoft],
  ])
  out.push(`<rect width="${W}" height="${H}" fill="${sky}"/>`)
  for (const [x, y, s] of [
    [260, 250, 1],
    [1200, 190, 1.3],
    [780, 330, 0.8],
  ]) {
    out.push(
      `<g fill="${C.cream}" opacity="0.7">${[-60, -20, 30, 70].map((o, i) => `<ellipse cx="${n(x + o * s)}" cy="${n(y - (i % 2) * 16 * s)}" rx="${n(60 * s)}" ry="${n(26 * s)}"/>`).join('')}</g>`,
    )
  }
  // the tree line in autumn colours and the field
  const trees: string[] = []
  for (let x = -40; x < W + 60; x += rand.range(50, 90)) {
    const r = rand.range(50, 90)
    const colour = mix(
      rand.pick(['#c8612a', C.gold, C.burgundy, '#8a6a2a', '#b5502a']),
      '#d9d6c4',
      0.35,
    )
    trees.push(
      `<ellipse cx="${n(x)}" cy="${n(640 - r * 0.6)}" rx="${n(r)}" ry="${n(r * 0.9)}" fill="${colour}"/>`,
    )
  }
  out.push(trees.join(''))
  const field = defs.linear([
    [0, '#b5a35a'],
    [1, '#8a7a3a'],
  ])
  out.push(`<path d="M0 630 Q800 600 1600 630 V${H} H0 Z" fill="${field}"/>`)
  const fence: string[] = []
  for (let x = 30; x < W; x += 160) fence.push(`M${x} 600 V680`)
  out.push(
    `<path d="${fence.join(' ')} M0 620 Q800 596 1600 620 M0 652 Q800 628 1600 652" stroke="#7a5a3a" stroke-width="7" fill="none" opacity="0.7"/>`,
  )

  // the bales, stacked three and two, with pumpkins on and around them
  const bw = 330
  const bh = 150
  const ground = 960
  const cx = W / 2
  for (let i = 0; i < 3; i++) out.push(bale(rand, cx - 1.5 * bw + i * bw, ground - bh, bw - 6, bh))
  for (let i = 0; i < 2; i++)
    out.push(bale(rand, cx - bw + i * bw + 10, ground - 2 * bh - 24, bw - 6, bh))
  const orange = '#d9782d'
  out.push(
    pumpkin(rand, cx - 150, ground - 2 * bh - 24, 190, 150, orange),
    pumpkin(rand, cx + 40, ground - 2 * bh - 24, 120, 96, C.cream),
    pumpkin(rand, cx + 190, ground - 2 * bh - 24, 160, 124, '#e08a34'),
    pumpkin(rand, cx - 400, ground - bh - 4, 140, 110, '#c8612a'),
    pumpkin(rand, cx + 400, ground - bh - 4, 110, 90, '#e6a24a'),
    pumpkin(rand, cx - 560, ground + 40, 200, 160, orange),
    pumpkin(rand, cx - 380, ground + 60, 110, 86, C.cream),
    pumpkin(rand, cx + 520, ground + 50, 220, 170, '#d06a28'),
    pumpkin(rand, cx + 330, ground + 64, 100, 80, '#7d8a45'),
    pumpkin(rand, cx - 40, ground + 70, 130, 100, '#e08a34'),
  )
  const leaves: string[] = []
  for (let i = 0; i < 40; i++) {
    const x = rand.range(0, W)
    const y = rand.range(ground + 20, H)
    leaves.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rand.range(8, 14))}" ry="${n(rand.range(4, 7))}" transform="rotate(${n(rand.range(0, 180))} ${n(x)} ${n(y)})" fill="${rand.pick(['#b5502a', C.gold, C.burgundy, '#c8612a'])}" opacity="0.85"/>`,
    )
  }
  out.push(leaves.join(''))

  // the bunting, swagged across the top
  const line = (t: number): Pt => [-40 + t * (W + 80), 70 + Math.sin(t * Math.PI) * 130]
  const flags = [C.burgundy, C.gold, C.navy, C.cream, C.green, '#c8612a']
  const pts: string[] = []
  for (let s = 0; s <= 40; s++)
    pts.push(
      line(s / 40)
        .map(n)
        .join(' '),
    )
  out.push(`<path d="M${pts.join(' L')}" fill="none" stroke="#6a4a2a" stroke-width="3"/>`)
  const count = 22
  for (let i = 0; i < count; i++) {
    const t0 = (i + 0.1) / count
    const t1 = (i + 0.9) / count
    const a = line(t0)
    const b = line(t1)
    const mid = line((t0 + t1) / 2)
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const len = Math.hypot(dx, dy)
    const tip: Pt = [mid[0] - (dy / len) * -86, mid[1] + (dx / len) * 86]
    const fill = vary(rand, flags[i % flags.length], 0.04)
    out.push(
      `<path d="M${n(a[0])} ${n(a[1])} L${n(b[0])} ${n(b[1])} L${n(tip[0])} ${n(tip[1])} Z" fill="${fill}"/>`,
      `<path d="M${n(mid[0])} ${n(mid[1])} L${n(b[0])} ${n(b[1])} L${n(tip[0])} ${n(tip[1])} Z" fill="#000" opacity="0.1"/>`,
    )
  }
  out.push(glow(defs, 1300, 140, 700, '#fff3cf', 0.4))
  return svg(defs, out.join(''))
}
