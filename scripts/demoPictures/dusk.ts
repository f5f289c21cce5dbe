/**
 * The church at dusk (`steeple-dusk`): a white gable and steeple with warmly lit arched windows
 * against an evening sky going from navy through burgundy to gold, live oaks either side, the
 * first stars and a young moon. Also the star field and live oak the other evening scenes use.
 */
import { C, darker, Defs, glow, H, mix, n, poly, type Rand, random, svg, W } from './draw'

/** Small stars over the top of the sky, fading towards the horizon, a few of them larger. */
export function starField(rand: Rand, count: number, maxY: number, width = W) {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const x = rand.range(0, width)
    const y = rand.range(0, maxY) * rand.range(0.4, 1)
    const r = rand.chance(0.08) ? rand.range(1.8, 2.6) : rand.range(0.6, 1.5)
    const o = (1 - y / maxY) * rand.range(0.45, 1)
    out.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fffaf0" opacity="${n(Math.max(0.15, o))}"/>`,
    )
  }
  return out.join('')
}

/** A live oak: a short, thick trunk with spreading limbs under a broad, lumpy crown. */
export function liveOak(
  rand: Rand,
  x: number,
  ground: number,
  width: number,
  height: number,
  fill: string,
) {
  const out: string[] = []
  const crownY = ground - height * 0.66
  const fork = ground - height * 0.3
  const tw = width * 0.065
  const limbs: string[] = []
  for (const side of [-1, -0.35, 0.45, 1]) {
    const ex = x + side * width * 0.38
    const ey = crownY + height * 0.1 + rand.range(-10, 20)
    const mx = x + side * width * 0.12
    const my = fork - height * 0.12
    const w = tw * (Math.abs(side) > 0.5 ? 0.55 : 0.45)
    limbs.push(
      `<path d="M${n(x)} ${n(fork + 10)} Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}" stroke-width="${n(w)}"/>`,
      `<path d="M${n(mx + (ex - mx) * 0.5)} ${n(my + (ey - my) * 0.4)} q${n(side * 10)} ${n(-height * 0.12)} ${n(side * width * 0.04)} ${n(-height * 0.2)}" stroke-width="${n(w * 0.5)}"/>`,
    )
  }
  out.push(
    `<g fill="none" stroke="${fill}" stroke-linecap="round">${limbs.join('')}</g>`,
    `<path d="M${n(x - tw)} ${ground} C${n(x - tw * 0.55)} ${n(ground - height * 0.1)} ${n(x - tw * 0.5)} ${n(fork + 20)} ${n(x - tw * 0.7)} ${n(fork)} L${n(x + tw * 0.7)} ${n(fork)} C${n(x + tw * 0.5)} ${n(fork + 20)} ${n(x + tw * 0.55)} ${n(ground - height * 0.1)} ${n(x + tw)} ${ground} Z" fill="${fill}"/>`,
  )
  const blobs: string[] = []
  for (let i = 0; i < 60; i++) {
    const a = rand.range(Math.PI * 0.95, Math.PI * 2.05)
    const d = Math.sqrt(rand())
    const bx = x + Math.cos(a) * d * width * 0.46
    const by = crownY + Math.sin(a) * d * height * 0.3 + rand.range(0, height * 0.1)
    const r = rand.range(0.06, 0.11) * width
    blobs.push(`<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(r)}" ry="${n(r * 0.72)}"/>`)
  }
  out.push(`<g fill="${fill}">${blobs.join('')}</g>`)
  return out.join('')
}

/** An arched window (flat bottom, round top) as a path. */
const arch = (x: number, y: number, w: number, h: number) =>
  `M${n(x)} ${n(y + h)} L${n(x)} ${n(y + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)} L${n(x + w)} ${n(y + h)} Z`

export function steepleDusk() {
  const defs = new Defs('sd')
  const rand = random(31)
  const out: string[] = []
  const sky = defs.linear([
    [0, C.navyDark],
    [0.3, C.navy],
    [0.55, '#4e2a4c'],
    [0.72, '#93384a'],
    [0.86, '#dc8a4a'],
    [1, '#f3c978'],
  ])
  out.push(`<rect width="${W}" height="${H}" fill="${sky}"/>`, starField(rand, 140, 430))
  out.push(
    `<circle cx="1318" cy="168" r="30" fill="#fdf1cf"/><circle cx="1332" cy="158" r="27" fill="${mix(C.navyDark, C.navy, 0.35)}"/>`,
    glow(defs, 800, 900, 700, '#ffd58a', 0.35),
  )

  const ground = 880
  const roof = '#2d2638'
  const front = defs.linear([
    [0, '#efe7e2'],
    [1, '#c9bfc8'],
  ])
  const side = defs.linear([
    [0, '#b9aebb'],
    [1, '#968aa0'],
  ])
  const lit = defs.linear([
    [0, '#fff1c2'],
    [1, '#f0a84a'],
  ])
  const fx0 = 520
  const fx1 = 880
  const eave = 580
  const peak = 440
  const sx = 440
  const drop = 28

  // the nave: its side wall and roof, receding to the right, with lit windows
  out.push(
    `<path d="${poly([
      [fx1, eave],
      [fx1 + sx, eave + drop],
      [fx1 + sx, ground - 14],
      [fx1, ground],
    ])}" fill="${side}"/>`,
    `<path d="${poly([
      [(fx0 + fx1) / 2, peak],
      [(fx0 + fx1) / 2 + sx, peak + drop + 6],
      [fx1 + sx + 14, eave + drop + 4],
      [fx1 + 12, eave + 4],
    ])}" fill="${roof}"/>`,
  )
  for (let i = 0; i < 4; i++) {
    const t = (i + 0.6) / 4.3
    const x = fx1 + sx * t
    const w = 46 - t * 8
    const y = eave + drop * t + 56
    const h = 170 - t * 14
    out.push(glow(defs, x + w / 2, y + h / 2, 120, '#ffc766', 0.35))
    out.push(`<path d="${arch(x, y, w, h)}" fill="${lit}"/>`)
    out.push(
      `<path d="M${n(x + w / 2)} ${n(y + 4)} V${n(y + h)} M${n(x)} ${n(y + h * 0.55)} H${n(x + w)}" stroke="#8a5a34" stroke-width="2.5" opacity="0.6"/>`,
    )
  }

  // the front gable with its windows
  out.push(
    `<path d="${poly([
      [fx0 - 12, eave + 4],
      [(fx0 + fx1) / 2, peak - 10],
      [fx1 + 12, eave + 4],
    ])}" fill="${roof}"/>`,
    `<path d="${poly([
      [fx0, eave],
      [(fx0 + fx1) / 2, peak],
      [fx1, eave],
      [fx1, ground],
      [fx0, ground],
    ])}" fill="${front}"/>`,
  )
  for (const x of [fx0 + 34, fx1 - 34 - 52]) {
    out.push(
      glow(defs, x + 26, 700, 130, '#ffc766', 0.3),
      `<path d="${arch(x, 610, 52, 190)}" fill="${lit}"/>`,
    )
    out.push(
      `<path d="M${x + 26} 614 V800 M${x} 712 H${x + 52}" stroke="#8a5a34" stroke-width="2.5" opacity="0.6"/>`,
    )
  }

  // the tower and steeple in front of the gable
  const tx = (fx0 + fx1) / 2
  const tw = 124
  const belfry = 300
  out.push(
    `<rect x="${tx - tw / 2}" y="${belfry}" width="${tw}" height="${ground - belfry}" fill="${front}"/>`,
    `<rect x="${tx + tw / 2 - 12}" y="${belfry}" width="12" height="${ground - belfry}" fill="#cfc5ce"/>`,
    `<rect x="${tx - tw / 2 - 8}" y="${belfry - 14}" width="${tw + 16}" height="16" fill="#f4eee9"/>`,
    `<rect x="${tx - tw / 2 - 8}" y="${belfry + 96}" width="${tw + 16}" height="12" fill="#d9d0d6"/>`,
    `<path d="${arch(tx - 22, belfry + 14, 44, 72)}" fill="#2a2236"/>`,
    `<path d="M${tx - 22} ${belfry + 50} H${tx + 22} M${tx - 22} ${belfry + 62} H${tx + 22} M${tx - 22} ${belfry + 74} H${tx + 22}" stroke="#5a4f66" stroke-width="4"/>`,
    `<path d="${poly([
      [tx - tw / 2 - 4, belfry - 14],
      [tx, 70],
      [tx + 4, belfry - 14],
    ])}" fill="#f1ebe6"/>`,
    `<path d="${poly([
      [tx, 70],
      [tx + tw / 2 + 4, belfry - 14],
      [tx + 4, belfry - 14],
    ])}" fill="#c7bdc7"/>`,
    `<path d="M${tx} 70 V22 M${tx - 14} 40 H${tx + 14}" stroke="#efe7e2" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="${arch(tx - 24, belfry + 150, 48, 74)}" fill="${lit}"/>`,
  )

  // the door, warmly lit, with its steps and the light spilling onto the lawn
  out.push(
    glow(defs, tx, ground - 60, 240, '#ffc766', 0.45),
    `<path d="${arch(tx - 38, ground - 150, 76, 150)}" fill="${C.woodDark}"/>`,
    `<path d="${arch(tx - 32, ground - 144, 64, 144)}" fill="${lit}"/>`,
    `<path d="M${tx} ${ground - 112} V${ground}" stroke="${C.woodDark}" stroke-width="4"/>`,
    `<rect x="${tx - 80}" y="${ground}" width="160" height="12" fill="#d9d0d6"/>`,
    `<rect x="${tx - 100}" y="${ground + 12}" width="200" height="12" fill="#bfb5bf"/>`,
  )

  // the lawn, the path, the live oaks and the shrubs
  const lawn = defs.linear([
    [0, '#2c2433'],
    [1, '#161120'],
  ])
  out.push(
    `<path d="M0 ${ground - 6} Q800 ${ground - 26} 1600 ${ground - 4} V${H} H0 Z" fill="${lawn}"/>`,
    `<path d="${poly([
      [tx - 90, ground + 24],
      [tx + 90, ground + 24],
      [tx + 190, H],
      [tx - 190, H],
    ])}" fill="${defs.linear([
      [0, '#5a4a52'],
      [1, '#2e2634'],
    ])}"/>`,
    glow(defs, tx, ground + 40, 260, '#ffc766', 0.22),
  )
  const tree = '#1b1424'
  out.push(
    liveOak(rand, 170, ground + 30, 560, 520, tree),
    liveOak(rand, 1460, ground + 26, 460, 420, tree),
  )
  for (const [x, w] of [
    [470, 90],
    [560, 70],
    [960, 80],
    [1080, 110],
    [1240, 90],
  ]) {
    out.push(
      `<ellipse cx="${x}" cy="${ground + 2}" rx="${w / 2}" ry="${w * 0.32}" fill="${darker(tree, 0.1)}"/>`,
    )
  }
  return svg(defs, out.join(''))
}
