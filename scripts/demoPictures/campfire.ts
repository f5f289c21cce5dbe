/**
 * A youth-camp campfire under the stars (`campfire`): a line of pines, a teepee of logs in a
 * ring of stones, layered flames, sparks rising, and the warm glow on the ground and benches.
 */
import { C, Defs, glow, H, lighter, mix, n, poly, type Pt, type Rand, random, svg, W } from './draw'
import { starField } from './dusk'

/** A single tongue of flame, from a wide base to a leaning tip. */
function flame(x: number, base: number, w: number, h: number, lean: number) {
  const tip: Pt = [x + lean, base - h]
  return `M${n(x - w / 2)} ${n(base)} C${n(x - w * 0.62)} ${n(base - h * 0.45)} ${n(tip[0] - w * 0.2)} ${n(base - h * 0.7)} ${n(tip[0])} ${n(tip[1])} C${n(tip[0] + w * 0.12)} ${n(base - h * 0.62)} ${n(x + w * 0.6)} ${n(base - h * 0.42)} ${n(x + w / 2)} ${n(base)} Z`
}

/** A row of pines along a ridge, as one silhouette. */
function pines(rand: Rand, base: number, minH: number, maxH: number, fill: string) {
  const pts: Pt[] = [[0, H]]
  let x = -20
  while (x < W + 40) {
    const h = rand.range(minH, maxH)
    const w = h * rand.range(0.42, 0.55)
    const top = base - h
    const tiers = 5
    pts.push([x, base - rand.range(0, 12)])
    for (let t = 1; t < tiers; t++) {
      const y = base - (h * t) / tiers
      pts.push([x + (w * t) / (2 * tiers) + w * 0.12, y + 6], [x + (w * t) / (2 * tiers), y])
    }
    pts.push([x + w / 2, top])
    for (let t = tiers - 1; t >= 1; t--) {
      const y = base - (h * t) / tiers
      pts.push(
        [x + w - (w * t) / (2 * tiers), y],
        [x + w - (w * t) / (2 * tiers) - w * 0.12, y + 6],
      )
    }
    pts.push([x + w, base - rand.range(0, 12)])
    x += w * rand.range(0.45, 0.7)
  }
  pts.push([W, H])
  return `<path d="${poly(pts)}" fill="${fill}"/>`
}

export function campfire() {
  const defs = new Defs('cf')
  const rand = random(41)
  const out: string[] = []
  const sky = defs.linear([
    [0, '#0b1326'],
    [0.7, C.navy],
    [1, '#2b3658'],
  ])
  out.push(`<rect width="${W}" height="${H}" fill="${sky}"/>`)
  out.push(
    `<path d="M-100 560 Q700 120 1700 -60" stroke="#c9d3ee" stroke-width="160" fill="none" opacity="0.07" filter="${defs.blur(40)}"/>`,
    starField(rand, 240, 600),
  )
  out.push(pines(rand, 640, 110, 210, '#1a2542'), pines(rand, 690, 150, 280, '#0c1324'))
  const ground = defs.linear([
    [0, '#1a1411'],
    [1, '#2a1d15'],
  ])
  out.push(`<path d="M0 660 Q800 630 1600 660 V${H} H0 Z" fill="${ground}"/>`)
  const fx = 800
  const fy = 850
  out.push(glow(defs, fx, fy, 760, '#f08a2c', 0.45), glow(defs, fx, fy - 60, 300, '#ffc866', 0.4))

  // benches of split logs either side
  for (const [x, y, w, a] of [
    [230, 930, 460, -8],
    [1370, 940, 460, 9],
  ]) {
    out.push(
      `<g transform="rotate(${a} ${x} ${y})"><rect x="${x - w / 2}" y="${y - 34}" width="${w}" height="68" rx="30" fill="#3a2619"/><rect x="${x - w / 2 + 20}" y="${y - 34}" width="${w - 40}" height="16" rx="8" fill="${mix('#3a2619', '#f0a050', 0.35)}"/></g>`,
    )
  }

  // a ring of stones, the logs, then the flames in layers
  const stones: [string, string] = ['', '']
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2
    const x = fx + Math.cos(a) * 190
    const y = fy + 20 + Math.sin(a) * 56
    const r = rand.range(26, 36)
    const front = Math.sin(a) > 0
    stones[front ? 1 : 0] +=
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.66)}" fill="${front ? '#3e302a' : '#5a463c'}"/><ellipse cx="${n(x)}" cy="${n(y - r * 0.22)}" rx="${n(r * 0.72)}" ry="${n(r * 0.36)}" fill="${front ? '#7a5038' : '#b0703e'}" opacity="0.7"/>`
  }
  // logs leaning together in a teepee over the embers
  const apex: Pt = [fx, fy - 210]
  const log = (angle: number, w: number) => {
    const foot: Pt = [fx + Math.cos(angle) * 120, fy + 14 + Math.sin(angle) * 34]
    const dx = apex[0] - foot[0]
    const dy = apex[1] - foot[1]
    const len = Math.hypot(dx, dy)
    const deg = (Math.atan2(dy, dx) * 180) / Math.PI
    return `<g transform="translate(${n(foot[0])} ${n(foot[1])}) rotate(${n(deg)})"><rect x="-10" y="${-w / 2}" width="${n(len + 24)}" height="${w}" rx="${w / 2}" fill="#4a2e1c"/><rect x="-10" y="${-w / 2}" width="${n(len + 24)}" height="${w * 0.32}" rx="${w * 0.16}" fill="#8a5530"/><ellipse cx="${n(len + 12)}" cy="0" rx="${w * 0.22}" ry="${w / 2 - 1}" fill="#c98a54"/></g>`
  }
  out.push(
    stones[0],
    `<ellipse cx="${fx}" cy="${fy + 10}" rx="160" ry="44" fill="#ff9a3c" opacity="0.6" filter="${defs.blur(12)}"/>`,
    log(-Math.PI * 0.75, 30),
    log(-Math.PI * 0.25, 30),
    log(-Math.PI * 0.5, 28),
  )
  const layers: [string, number, number][] = [
    ['#a8261f', 1, 0.9],
    ['#e0602a', 0.78, 0.95],
    ['#f6a93a', 0.56, 1],
    ['#ffe9a8', 0.32, 1],
  ]
  for (const [colour, scale, opacity] of layers) {
    const tongues: string[] = []
    for (let i = 0; i < 7; i++) {
      const x = fx + rand.range(-90, 90) * scale
      const h = rand.range(230, 420) * scale * (1 - Math.abs(x - fx) / 260)
      tongues.push(flame(x, fy + 10, rand.range(80, 130) * scale, h, rand.range(-30, 30)))
    }
    out.push(`<path d="${tongues.join(' ')}" fill="${colour}" opacity="${opacity}"/>`)
  }
  const embers = defs.radial([
    [0, '#ffe08a'],
    [0.5, '#f08a2c'],
    [1, '#a8261f', 0],
  ])
  out.push(`<ellipse cx="${fx}" cy="${fy + 14}" rx="170" ry="40" fill="${embers}"/>`)
  out.push(log(Math.PI * 0.85, 34), log(Math.PI * 0.15, 34), log(Math.PI * 0.52, 32), stones[1])
  out.push(glow(defs, fx, fy - 80, 200, '#ffe2a0', 0.35))

  // sparks rising in a widening plume
  const sparks: string[] = []
  for (let i = 0; i < 70; i++) {
    const t = rand()
    const y = fy - 260 - t * 520
    const x = fx + rand.range(-1, 1) * (40 + t * 260) + Math.sin(t * 9) * 30
    const r = rand.range(1.5, 4) * (1 - t * 0.5)
    sparks.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${t < 0.4 ? '#ffe08a' : '#ffab4a'}" opacity="${n(1 - t * 0.8)}"/>`,
    )
  }
  out.push(sparks.join(''))
  out.push(glow(defs, fx, fy - 40, 520, lighter('#f08a2c', 0.2), 0.12))
  return svg(defs, out.join(''))
}
