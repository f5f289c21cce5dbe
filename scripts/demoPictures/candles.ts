/**
 * Candles lit for the Christmas Eve service (`christmas-candles`): five pillar candles on a
 * ledge among evergreen sprigs with red berries, on dark navy with warm bokeh and rows of
 * small flames receding behind.
 */
import { C, Defs, glow, H, lighter, n, type Rand, random, svg, W } from './draw'

/** A candle flame: a soft halo, an orange outer flame, a bright core and a blue root. */
function candleFlame(defs: Defs, x: number, y: number, s: number, halo = true) {
  const tip = (w: number, h: number) =>
    `M${n(x)} ${n(y - h * s)} C${n(x + w * 0.5 * s)} ${n(y - h * 0.45 * s)} ${n(x + w * 0.6 * s)} ${n(y)} ${n(x)} ${n(y + w * 0.55 * s)} C${n(x - w * 0.6 * s)} ${n(y)} ${n(x - w * 0.5 * s)} ${n(y - h * 0.45 * s)} ${n(x)} ${n(y - h * s)} Z`
  return (
    (halo ? glow(defs, x, y - 14 * s, 150 * s, '#ffcf6b', 0.55) : '') +
    `<path d="${tip(34, 74)}" fill="#f59a3a" opacity="0.85"/>` +
    `<path d="${tip(24, 56)}" fill="#ffd66b"/>` +
    `<path d="${tip(14, 34)}" fill="#fff7dc"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y + 10 * s)}" rx="${n(5 * s)}" ry="${n(7 * s)}" fill="#6a8ad0" opacity="0.6"/>`
  )
}

/** Needles either side of a stem of length len along the x axis, shorter towards the tip. */
function needles(rand: Rand, len: number, size: number) {
  const out: string[] = []
  for (let t = 0; t < len; t += rand.range(4, 7)) {
    const l = size * (1 - (t / len) * 0.6) * rand.range(0.8, 1.15)
    for (const side of [-1, 1]) {
      const a = (0.95 + rand.range(-0.15, 0.15)) * side
      out.push(`M${n(t)} 0 l${n(Math.cos(a) * l)} ${n(Math.sin(a) * l)}`)
    }
  }
  return out.join(' ')
}

/** A sprig of fir: a stem with side shoots, needles either side, and a cluster of berries. */
function sprig(rand: Rand, x: number, y: number, len: number, angle: number) {
  const shoots: string[] = []
  for (const [t, a, l] of [
    [0.35, -38, 0.45],
    [0.55, 34, 0.4],
    [0.75, -30, 0.3],
  ]) {
    shoots.push(
      `<g transform="translate(${n(len * t)} 0) rotate(${a})"><path d="${needles(rand, len * l, 22)}" stroke="${C.greenDark}" stroke-width="3.5" stroke-linecap="round"/><path d="${needles(rand, len * l, 18)}" stroke="${C.green}" stroke-width="2" stroke-linecap="round"/></g>`,
    )
  }
  const berries: string[] = []
  for (let i = 0; i < 5; i++) {
    const bx = len * 0.12 + rand.range(-16, 16)
    const by = rand.range(-14, 14)
    berries.push(
      `<circle cx="${n(bx)}" cy="${n(by)}" r="9" fill="${C.crimson}"/><circle cx="${n(bx - 3)}" cy="${n(by - 3)}" r="3" fill="#fff" opacity="0.5"/>`,
    )
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${shoots.join('')}<path d="${needles(rand, len, 30)}" stroke="${C.greenDark}" stroke-width="4" stroke-linecap="round"/><path d="${needles(rand, len, 24)}" stroke="${lighter(C.green, 0.1)}" stroke-width="2" stroke-linecap="round"/><path d="M0 0 H${len}" stroke="#4a3020" stroke-width="4"/>${berries.join('')}</g>`
}

export function christmasCandles() {
  const defs = new Defs('xc')
  const rand = random(111)
  const out: string[] = []
  const bg = defs.radial(
    [
      [0, '#2b3a66'],
      [0.6, C.navy],
      [1, C.navyDark],
    ],
    0.5,
    0.45,
    0.75,
  )
  out.push(`<rect width="${W}" height="${H}" fill="${bg}"/>`)
  // bokeh: soft discs of out-of-focus light
  const bokeh: string[] = []
  for (let i = 0; i < 38; i++) {
    const x = rand.range(0, W)
    const y = 380 + rand.range(-1, 1) * rand.range(0, 1) * 330
    const r = rand.range(14, 52)
    const colour = rand.pick(['#ffb84a', '#ffd27a', '#f0922e', '#ffc860'])
    const o = rand.range(0.22, 0.5) * (1 - Math.abs(x - W / 2) / W)
    bokeh.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}" opacity="${n(o)}" stroke="${lighter(colour, 0.3)}" stroke-width="2.5"/>`,
    )
  }
  out.push(`<g filter="${defs.blur(5)}">${bokeh.join('')}</g>`)
  // rows of small flames receding into the dark, out of focus
  const rows: string[] = []
  for (let r = 0; r < 7; r++) {
    const z = 3 + r * 1.4
    const y = 470 - 900 / z + 330
    const gap = 560 / z
    const s = 1.3 / z
    for (let x = -gap * rand.range(0, 1); x < W + gap; x += gap * rand.range(0.8, 1.2)) {
      rows.push(
        glow(defs, x, y, 70 * s * 2, '#ffcf6b', 0.35),
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(10 * s)}" ry="${n(18 * s)}" fill="#fff1c4"/>`,
      )
    }
  }
  out.push(`<g filter="${defs.blur(2.5)}" opacity="0.85">${rows.join('')}</g>`)

  // the ledge and the pillar candles standing on it
  const ledge = 900
  out.push(
    `<rect x="0" y="${ledge}" width="${W}" height="${H - ledge}" fill="${defs.linear([
      [0, '#3a2418'],
      [1, '#1e120c'],
    ])}"/>`,
    `<rect x="0" y="${ledge}" width="${W}" height="8" fill="#5a3a24"/>`,
  )
  const wax = defs.linear(
    [
      [0, '#e8dcc4'],
      [0.45, C.cream],
      [1, '#d9c8a8'],
    ],
    0,
    0,
    1,
    0,
  )
  const soft = defs.blur(8)
  const candles: [number, number, number][] = [
    [420, 110, 330],
    [610, 130, 470],
    [800, 120, 600],
    [990, 130, 430],
    [1180, 110, 300],
  ]
  for (const [x, w, h] of candles) {
    const top = ledge - h
    out.push(
      `<ellipse cx="${x}" cy="${ledge + 34}" rx="${w * 0.45}" ry="16" fill="#ffcf6b" opacity="0.3" filter="${soft}"/>`,
      `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${h}" rx="8" fill="${wax}"/>`,
      `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${Math.min(140, h * 0.4)}" fill="${defs.linear(
        [
          [0, '#ffe9b0', 0.7],
          [1, '#ffe9b0', 0],
        ],
      )}"/>`,
      `<ellipse cx="${x}" cy="${top + 4}" rx="${w / 2 - 4}" ry="9" fill="#f3e6cc"/>`,
      `<ellipse cx="${x}" cy="${top + 10}" rx="${w / 2 - 10}" ry="26" fill="#ffd98a" opacity="0.45" filter="${soft}"/>`,
      `<path d="M${x} ${top + 4} V${top - 12}" stroke="#2a2320" stroke-width="3"/>`,
      candleFlame(defs, x, top - 18, 1.45),
    )
  }
  // evergreen sprigs along the ledge
  for (const [x, y, len, a] of [
    [-20, ledge + 50, 380, -12],
    [220, ledge + 70, 300, -28],
    [1620, ledge + 50, 380, 192],
    [1380, ledge + 70, 300, 208],
    [700, ledge + 96, 260, -8],
    [900, ledge + 96, 260, 188],
  ]) {
    out.push(sprig(rand, x, y, len, a))
  }
  out.push(glow(defs, 800, 520, 900, '#ffcf6b', 0.1))
  return svg(defs, out.join(''))
}
