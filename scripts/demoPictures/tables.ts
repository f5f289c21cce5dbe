/**
 * Long tables seen from above, laid for the community Thanksgiving dinner: cloths with a
 * burgundy runner, plates, napkins and glasses, gourds and candles down the middle, chairs
 * tucked in, on a wood floor (`thanksgiving-tables`).
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
  planks,
  type Rand,
  random,
  svg,
  vary,
  W,
} from './draw'

/** A small pumpkin or gourd seen from above: ribbed lobes and a stem. */
function gourd(rand: Rand, x: number, y: number, r: number, colour: string) {
  const ribs: string[] = []
  const lobes = rand.int(7, 10)
  for (let i = 0; i < lobes; i++) {
    const a = (i / lobes) * Math.PI * 2
    ribs.push(`M${n(x)} ${n(y)} L${n(x + Math.cos(a) * r * 0.92)} ${n(y + Math.sin(a) * r * 0.92)}`)
  }
  return (
    `<circle cx="${n(x + 5)}" cy="${n(y + 7)}" r="${n(r)}" fill="#000" opacity="0.18"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}"/>` +
    `<circle cx="${n(x - r * 0.25)}" cy="${n(y - r * 0.25)}" r="${n(r * 0.55)}" fill="${lighter(colour, 0.18)}" opacity="0.6"/>` +
    `<path d="${ribs.join(' ')}" stroke="${darker(colour, 0.22)}" stroke-width="${n(r * 0.08)}" stroke-linecap="round"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.16)}" fill="#5a4023"/>`
  )
}

/** A leaf seen from above, pointed at both ends. */
const leaf = (x: number, y: number, len: number, angle: number, colour: string) =>
  `<path transform="rotate(${n(angle)} ${n(x)} ${n(y)})" d="M${n(x - len / 2)} ${n(y)} Q${n(x)} ${n(y - len * 0.35)} ${n(x + len / 2)} ${n(y)} Q${n(x)} ${n(y + len * 0.35)} ${n(x - len / 2)} ${n(y)} Z" fill="${colour}"/>`

/**
 * One diner's place: plate, napkin, fork and knife, glass. `dir` is 1 below the table's
 * middle, -1 above.
 */
function placeSetting(x: number, edge: number, dir: 1 | -1, napkin: string) {
  const out: string[] = []
  const py = edge - dir * 62
  out.push(
    `<circle cx="${n(x + 4)}" cy="${n(py + 6)}" r="48" fill="#000" opacity="0.12"/>`,
    `<circle cx="${n(x)}" cy="${n(py)}" r="48" fill="#fffdf8"/>`,
    `<circle cx="${n(x)}" cy="${n(py)}" r="33" fill="${C.cream}" stroke="${C.creamDark}" stroke-width="3"/>`,
    `<circle cx="${n(x)}" cy="${n(py)}" r="44" fill="none" stroke="${C.gold}" stroke-width="2" opacity="0.7"/>`,
  )
  out.push(
    `<rect x="${n(x - 84)}" y="${n(py - 30)}" width="26" height="60" rx="3" fill="${napkin}"/>`,
    `<rect x="${n(x - 52)}" y="${n(py - 30)}" width="6" height="60" rx="3" fill="#b9b4ad"/>`,
    `<rect x="${n(x + 56)}" y="${n(py - 30)}" width="6" height="60" rx="3" fill="#b9b4ad"/>`,
  )
  const gx = x + 50
  const gy = py - dir * 50
  out.push(
    `<circle cx="${n(gx)}" cy="${n(gy)}" r="15" fill="#e4eef0" opacity="0.7" stroke="#ffffff" stroke-width="2"/>`,
    `<circle cx="${n(gx - 4)}" cy="${n(gy - 4)}" r="4" fill="#fff" opacity="0.8"/>`,
  )
  return out.join('')
}

/** A chair seen from above, tucked half under the tablecloth. */
function chair(x: number, edge: number, dir: 1 | -1) {
  const sy = edge - dir * 24
  const top = dir > 0 ? sy : sy - 64
  const back = dir > 0 ? sy + 54 : sy - 66
  return (
    `<rect x="${n(x - 34)}" y="${n(top + 6)}" width="68" height="64" rx="10" fill="#000" opacity="0.18"/>` +
    `<rect x="${n(x - 34)}" y="${n(top)}" width="68" height="64" rx="10" fill="${C.woodDark}"/>` +
    `<rect x="${n(x - 28)}" y="${n(top + 6)}" width="56" height="52" rx="8" fill="${C.wood}"/>` +
    `<rect x="${n(x - 38)}" y="${n(back)}" width="76" height="14" rx="6" fill="${darker(C.woodDark, 0.1)}"/>`
  )
}

/** A pie with a lattice top. */
function pie(x: number, y: number, r: number) {
  const lattice: string[] = []
  for (let i = -2; i <= 2; i++) {
    const o = i * r * 0.34
    const h = Math.sqrt(Math.max(0, (r * 0.8) ** 2 - o * o))
    lattice.push(`M${n(x + o)} ${n(y - h)} V${n(y + h)} M${n(x - h)} ${n(y + o)} H${n(x + h)}`)
  }
  return (
    `<circle cx="${x + 4}" cy="${y + 6}" r="${r + 4}" fill="#000" opacity="0.15"/>` +
    `<circle cx="${x}" cy="${y}" r="${r + 4}" fill="#f3f0ea"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#d9a25a"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="#b5502a"/>` +
    `<path d="${lattice.join(' ')}" stroke="#e8b870" stroke-width="${n(r * 0.14)}" stroke-linecap="round"/>`
  )
}

/** A basket of rolls. */
function breadBasket(rand: Rand, x: number, y: number) {
  const rolls: string[] = []
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + rand.range(-0.2, 0.2)
    const rx = x + Math.cos(a) * 20
    const ry = y + Math.sin(a) * 14
    rolls.push(
      `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="17" ry="13" fill="#c98a4a"/><ellipse cx="${n(rx - 3)}" cy="${n(ry - 3)}" rx="9" ry="6" fill="#e0a866"/>`,
    )
  }
  return (
    `<ellipse cx="${x + 4}" cy="${y + 6}" rx="52" ry="40" fill="#000" opacity="0.15"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="52" ry="40" fill="#9a6a3a"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="44" ry="33" fill="${C.cream}"/>` +
    rolls.join('')
  )
}

export function thanksgivingTables() {
  const defs = new Defs('tt')
  const rand = random(51)
  const out: string[] = [
    planks(rand, {
      x: -200,
      y: -200,
      w: W + 400,
      h: H + 400,
      size: 36,
      colours: ['#a8743f', '#9a6838', '#b07c48', '#a06c3c'],
    }),
  ]
  const napkins = [C.burgundy, C.gold, C.burgundy, C.navy]
  for (const [ty, th] of [
    [150, 300],
    [640, 300],
  ]) {
    const x0 = -260
    const x1 = 1860
    const seats = Array.from({ length: 14 }, (_, i) => x0 + 80 + i * 150)
    for (const x of seats) out.push(chair(x, ty, -1), chair(x, ty + th, 1))
    out.push(
      `<rect x="${x0 + 10}" y="${ty + 18}" width="${x1 - x0}" height="${th}" rx="6" fill="#2a1a10" opacity="0.35" filter="${defs.blur(10)}"/>`,
      `<rect x="${x0}" y="${ty}" width="${x1 - x0}" height="${th}" rx="4" fill="${mix(C.cream, C.creamDark, 0.6)}"/>`,
      `<rect x="${x0 + 12}" y="${ty + 12}" width="${x1 - x0 - 24}" height="${th - 24}" fill="${C.cream}"/>`,
    )
    const folds: string[] = []
    for (let x = x0 + 160; x < x1; x += 160) folds.push(`M${x} ${ty + 12} V${ty + th - 12}`)
    out.push(`<path d="${folds.join(' ')}" stroke="${C.creamDark}" stroke-width="3"/>`)
    const ry = ty + th / 2
    out.push(
      `<rect x="${x0}" y="${ry - 40}" width="${x1 - x0}" height="80" fill="${C.burgundy}"/>`,
      `<path d="M${x0} ${ry - 30} H${x1} M${x0} ${ry + 30} H${x1}" stroke="${C.gold}" stroke-width="3" opacity="0.8"/>`,
    )
    for (const [i, x] of seats.entries()) {
      const napkin = napkins[i % napkins.length]
      out.push(placeSetting(x, ty, -1, napkin), placeSetting(x, ty + th, 1, napkin))
    }
    // centrepieces along the runner: gourds among leaves, candles, and a pie or two
    for (let x = x0 + 120, k = 0; x < x1 - 60; x += 300, k++) {
      for (let l = 0; l < 7; l++) {
        out.push(
          leaf(
            x + rand.range(-70, 70),
            ry + rand.range(-22, 22),
            rand.range(36, 52),
            rand.range(-40, 40),
            rand.pick(['#b5502a', C.gold, '#8a3a22', '#6b7a3a']),
          ),
        )
      }
      out.push(
        gourd(rand, x - 26, ry + 4, 30, vary(rand, C.pumpkin, 0.06)),
        gourd(rand, x + 26, ry - 8, 22, rand.pick(['#efe4c8', '#e6a24a', '#7d8a45'])),
        gourd(rand, x + 48, ry + 18, 15, vary(rand, '#d98a2d', 0.08)),
      )
      const cx = x + 150
      if (k % 2) {
        out.push(pie(cx, ry, 40))
      } else {
        out.push(breadBasket(rand, cx, ry))
      }
      for (const dx of [-100, 100]) {
        out.push(
          glow(defs, x + dx, ry - 30 * Math.sign(dx), 40, '#ffd27a', 0.55),
          `<circle cx="${x + dx}" cy="${ry - 30 * Math.sign(dx)}" r="11" fill="#f6efe0" stroke="#c9b99a" stroke-width="2"/>`,
          `<circle cx="${x + dx}" cy="${ry - 30 * Math.sign(dx)}" r="3.5" fill="#ffb43c"/>`,
        )
      }
    }
  }
  const scene = `<g transform="rotate(-4 800 533)">${out.join('')}</g>`
  out.length = 0
  out.push(scene)
  const vignette = defs.radial(
    [
      [0.6, '#1d120c', 0],
      [1, '#1d120c', 0.4],
    ],
    0.5,
    0.5,
    0.72,
  )
  out.push(`<rect width="${W}" height="${H}" fill="${vignette}"/>`)
  return svg(defs, out.join(''))
}
