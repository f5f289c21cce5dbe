/**
 * The Dallas skyline at dusk under a golden sky, for hero slide 5: Reunion Tower's lit sphere,
 * Bank of America Plaza's green-outlined top, Renaissance Tower's X bracing and spires, Chase
 * Tower's open crown, Comerica's stepped crown, Fountain Place's faceted prism and the white arch
 * of the Margaret Hunt Hill Bridge, with warm lit windows reflected in the Trinity.
 */
import { C, darker, type Defs, glow, mix, n, poly, type Pt, type Rand, random } from './draw'

const BUILDING = '#1d1a33'
const LIT = '#ffcf7a'

/** A grid of windows over a rectangle, some of them lit. */
function windows(rand: Rand, x: number, y: number, w: number, h: number, share = 0.35) {
  const out: string[] = []
  const cols = Math.max(2, Math.floor(w / 9))
  const rows = Math.floor(h / 12)
  const cw = w / cols
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!rand.chance(share)) continue
      out.push(
        `<rect x="${n(x + c * cw + cw * 0.25)}" y="${n(y + r * 12 + 3)}" width="${n(cw * 0.5)}" height="5" opacity="${n(rand.range(0.45, 1))}"/>`,
      )
    }
  }
  return `<g fill="${LIT}">${out.join('')}</g>`
}

export function dallasSkyline(defs: Defs, width: number, height: number) {
  const rand = random(121)
  const base = 700
  const out: string[] = []
  const sky = defs.linear([
    [0, C.navyDark],
    [0.16, '#33294f'],
    [0.36, '#8e3f4c'],
    [0.52, '#dc8f45'],
    [0.66, '#f3c263'],
    [0.8, '#f8dc98'],
    [1, '#f8dc98'],
  ])
  out.push(`<rect width="${width}" height="${height}" fill="${sky}"/>`)
  const stars: string[] = []
  for (let i = 0; i < 60; i++) {
    stars.push(
      `<circle cx="${n(rand.range(0, width))}" cy="${n(rand.range(0, 140) * rand())}" r="${n(rand.range(0.6, 1.5))}" opacity="${n(rand.range(0.3, 0.8))}"/>`,
    )
  }
  out.push(`<g fill="#fff8e4">${stars.join('')}</g>`, glow(defs, 980, base, 620, '#ffe3a0', 0.55))

  // a far layer of lower buildings in the haze
  const far: Pt[] = [[0, base]]
  for (let x = 0; x < width;) {
    const w = rand.range(40, 90)
    const h = rand.range(40, 150)
    far.push([x, base - h], [x + w, base - h])
    x += w
  }
  far.push([width, base])
  out.push(`<path d="${poly(far)}" fill="${mix(BUILDING, '#d98a5a', 0.38)}"/>`)

  const mid: string[] = []
  for (const [x, w, h] of [
    [400, 70, 240],
    [560, 60, 300],
    [700, 70, 330],
    [880, 80, 350],
    [1030, 70, 280],
    [1180, 70, 250],
  ]) {
    mid.push(`<rect x="${x}" y="${base - h}" width="${w}" height="${h}"/>`)
  }
  out.push(`<g fill="${mix(BUILDING, '#8a4a5a', 0.3)}">${mid.join('')}</g>`)
  const near: string[] = []
  const lit: string[] = []
  const block = (x: number, w: number, h: number, share = 0.35) => {
    near.push(`<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}"/>`)
    lit.push(windows(rand, x + 4, base - h + 10, w - 8, h - 20, share))
  }

  // Reunion Tower: three shafts and the lit sphere
  const rx = 250
  const rTop = base - 420
  near.push(
    `<rect x="${rx - 22}" y="${rTop}" width="12" height="420"/><rect x="${rx - 6}" y="${rTop}" width="12" height="420"/><rect x="${rx + 10}" y="${rTop}" width="12" height="420"/>`,
    `<circle cx="${rx}" cy="${rTop - 28}" r="40"/>`,
    `<rect x="${rx - 30}" y="${rTop + 4}" width="60" height="10" rx="4"/>`,
  )
  const sphere: string[] = []
  for (let row = -3; row <= 3; row++) {
    const y = rTop - 28 + row * 10
    const half = Math.sqrt(Math.max(0, 36 ** 2 - (row * 10) ** 2))
    for (let x = -half + 5; x < half - 2; x += 9) {
      sphere.push(`<circle cx="${n(rx + x)}" cy="${n(y)}" r="2.2"/>`)
    }
  }
  lit.push(`<g fill="${LIT}">${sphere.join('')}</g>`)
  block(120, 70, 130, 0.5)
  block(320, 90, 160)

  // Fountain Place: a faceted prism
  near.push(
    `<path d="M470 ${base} V${base - 300} L520 ${base - 390} L570 ${base - 330} V${base} Z"/>`,
  )
  lit.push(windows(rand, 476, base - 290, 88, 280, 0.25))

  // Comerica Bank Tower: a stepped crown with a notch
  near.push(
    `<path d="M600 ${base} V${base - 380} H614 V${base - 404} H628 V${base - 430} H640 V${base - 408} H660 V${base - 430} H672 V${base - 404} H686 V${base - 380} H700 V${base} Z"/>`,
  )
  lit.push(windows(rand, 606, base - 370, 88, 360))

  // Bank of America Plaza: the tallest, its edges traced in green light
  const bx = 740
  const bw = 96
  const bh = 500
  near.push(`<rect x="${bx}" y="${base - bh}" width="${bw}" height="${bh}"/>`)
  lit.push(
    windows(rand, bx + 6, base - bh + 16, bw - 12, bh - 30, 0.3),
    `<path d="M${bx + 2} ${base - 140} V${base - bh + 2} H${bx + bw - 2} V${base - 140}" fill="none" stroke="#6fd39a" stroke-width="3" opacity="0.85"/>`,
  )
  block(850, 70, 300)

  // Renaissance Tower: X bracing and a crown of spires
  const tx = 940
  const tw = 90
  const th = 440
  near.push(`<rect x="${tx}" y="${base - th}" width="${tw}" height="${th}"/>`)
  for (const [sx, sh] of [
    [tx + 12, 40],
    [tx + 32, 70],
    [tx + 56, 70],
    [tx + 76, 40],
  ]) {
    near.push(`<rect x="${sx - 3}" y="${base - th - sh}" width="6" height="${sh}"/>`)
  }
  const xs: string[] = []
  for (let y = base - th + 10; y < base - 60; y += 90) {
    xs.push(`M${tx + 4} ${y} L${tx + tw - 4} ${y + 90} M${tx + tw - 4} ${y} L${tx + 4} ${y + 90}`)
  }
  lit.push(
    windows(rand, tx + 6, base - th + 10, tw - 12, th - 20, 0.22),
    `<path d="${xs.join(' ')}" stroke="${LIT}" stroke-width="2.5" opacity="0.7"/>`,
  )
  block(1045, 60, 230)

  // Chase Tower: the open "keyhole" near the top
  const cx = 1115
  near.push(
    `<path d="M${cx} ${base} V${base - 400} Q${cx + 45} ${base - 440} ${cx + 90} ${base - 400} V${base} Z M${cx + 30} ${base - 360} H${cx + 60} V${base - 300} H${cx + 30} Z" fill-rule="evenodd"/>`,
  )
  lit.push(windows(rand, cx + 6, base - 290, 78, 280))
  block(1215, 80, 170)
  block(1300, 60, 110, 0.5)

  out.push(`<g fill="${BUILDING}">${near.join('')}</g>`, lit.join(''))

  // the Margaret Hunt Hill Bridge: a white arch with cables fanning down to the deck
  const deck = base + 30
  const a0 = 1290
  const a1 = 1570
  const peak = deck - 330
  const at = (t: number): Pt => [
    (1 - t) ** 2 * a0 + 2 * (1 - t) * t * ((a0 + a1) / 2) + t ** 2 * a1,
    (1 - t) ** 2 * deck + 2 * (1 - t) * t * peak + t ** 2 * deck,
  ]
  const cables: string[] = []
  for (let i = 2; i < 19; i++) {
    const [ax, ay] = at(i / 20)
    for (const lean of [-70, 70]) cables.push(`M${n(ax)} ${n(ay)} L${n(ax + lean)} ${deck}`)
  }
  out.push(
    `<path d="${cables.join(' ')}" stroke="#f3ecdd" stroke-width="1.2" opacity="0.55"/>`,
    `<path d="M${a0} ${deck} Q${(a0 + a1) / 2} ${peak} ${a1} ${deck}" fill="none" stroke="#f6efe2" stroke-width="10"/>`,
    `<rect x="1180" y="${deck - 5}" width="${width - 1180}" height="10" fill="${darker(BUILDING, 0.2)}"/>`,
  )

  // the levee and the river, reflecting the sky and the lights
  const water = defs.linear([
    [0, '#c9884a'],
    [0.4, '#5a3a4a'],
    [1, '#151227'],
  ])
  out.push(
    `<rect x="0" y="${base}" width="${width}" height="${height - base}" fill="${water}"/>`,
    `<path d="M0 ${base} H${width} V${base + 26} Q${width / 2} ${base + 40} 0 ${base + 26} Z" fill="${darker(BUILDING, 0.25)}"/>`,
  )
  const streaks: string[] = []
  for (let i = 0; i < 70; i++) {
    const x = rand.range(100, 1350)
    const y = rand.range(base + 50, height - 30)
    streaks.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(rand.range(10, 40))}" height="3" rx="1.5" opacity="${n(rand.range(0.15, 0.5) * (1 - (y - base) / (height - base)))}"/>`,
    )
  }
  out.push(`<g fill="${LIT}">${streaks.join('')}</g>`)
  out.push(
    `<path d="M0 ${height} V${base + 120} Q260 ${base + 90} 520 ${base + 150} T1000 ${height} Z" fill="#0e0c1c" opacity="0.85"/>`,
  )
  return out.join('')
}
