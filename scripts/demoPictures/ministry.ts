/**
 * Pictures of the church's ministries at work: the gym's basketball court seen from above with
 * a ball at the top of the key (`basketball-court`), and the food pantry's shelves stocked with
 * cans, jars and boxes whose labels are plain bands of colour (`pantry-shelves`).
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
  W,
} from './draw'

export function basketballCourt() {
  const defs = new Defs('bc')
  const rand = random(71)
  const out: string[] = []
  const ft = 20
  const base = 110
  const mid = H / 2
  const top = mid - 25 * ft
  const bottom = mid + 25 * ft
  const rimX = base + 5.25 * ft
  const ftLine = base + 19 * ft
  const half = base + 47 * ft
  const line = C.cream
  const lw = 6

  out.push(
    planks(rand, {
      x: 0,
      y: 0,
      w: W,
      h: H,
      size: 15,
      colours: ['#d9a86a', '#e0b277', '#cf9c5e', '#d4a264', '#dcae70'],
      grain: 1,
      joint: '#b9854c',
      length: [16, 40],
    }),
  )
  // out of bounds in navy, the key and the centre circle in burgundy
  out.push(
    `<path d="M0 0 H${W} V${top} H${base} V${bottom} H${W} V${H} H0 Z" fill="${C.navy}" opacity="0.92"/>`,
    `<rect x="${base}" y="${mid - 8 * ft}" width="${ftLine - base}" height="${16 * ft}" fill="${C.burgundy}" opacity="0.92"/>`,
    `<circle cx="${half}" cy="${mid}" r="${6 * ft}" fill="${C.burgundy}" opacity="0.92"/>`,
    `<circle cx="${half}" cy="${mid}" r="${2.5 * ft}" fill="${C.gold}" opacity="0.9"/>`,
  )
  // the lines: boundary, lane, free-throw circle, three-point arc, restricted area, half court
  const arcR = 23.75 * ft
  const corner = top + 3 * ft
  const cornerX = rimX + Math.sqrt(arcR ** 2 - (mid - corner) ** 2)
  out.push(
    `<g fill="none" stroke="${line}" stroke-width="${lw}">` +
      `<rect x="${base}" y="${top}" width="${W}" height="${bottom - top}"/>` +
      `<rect x="${base}" y="${mid - 8 * ft}" width="${ftLine - base}" height="${16 * ft}"/>` +
      `<path d="M${ftLine} ${mid - 6 * ft} A${6 * ft} ${6 * ft} 0 0 1 ${ftLine} ${mid + 6 * ft}"/>` +
      `<path d="M${ftLine} ${mid - 6 * ft} A${6 * ft} ${6 * ft} 0 0 0 ${ftLine} ${mid + 6 * ft}" stroke-dasharray="18 14"/>` +
      `<path d="M${base} ${corner} H${n(cornerX)} A${arcR} ${arcR} 0 0 1 ${n(cornerX)} ${H - corner} H${base}"/>` +
      `<path d="M${rimX} ${mid - 4 * ft} A${4 * ft} ${4 * ft} 0 0 1 ${rimX} ${mid + 4 * ft}"/>` +
      `<path d="M${half} ${top} V${bottom}"/>` +
      `<circle cx="${half}" cy="${mid}" r="${6 * ft}"/>` +
      `</g>`,
  )
  const ticks: string[] = []
  for (const d of [7, 8, 11, 14]) {
    const x = base + d * ft
    ticks.push(`M${x} ${mid - 8 * ft} v-12 M${x} ${mid + 8 * ft} v12`)
  }
  out.push(`<path d="${ticks.join(' ')}" stroke="${line}" stroke-width="${lw}"/>`)
  // backboard, rim and net from above
  out.push(
    `<rect x="${base + 4 * ft - 6}" y="${mid - 3 * ft + 6}" width="12" height="${6 * ft}" rx="2" fill="#000" opacity="0.18"/>`,
    `<rect x="${base + 4 * ft - 10}" y="${mid - 3 * ft}" width="10" height="${6 * ft}" rx="2" fill="${C.cream}" stroke="${C.navyDark}" stroke-width="2"/>`,
    `<rect x="${base + 4 * ft}" y="${mid - 4}" width="${rimX - base - 4 * ft - 14}" height="8" fill="#c9572a"/>`,
    `<circle cx="${rimX}" cy="${mid}" r="16" fill="none" stroke="#fbf7ef" stroke-width="4" stroke-dasharray="4 3" opacity="0.9"/>`,
    `<circle cx="${rimX}" cy="${mid}" r="18" fill="none" stroke="#d9602a" stroke-width="5"/>`,
  )
  // the sheen of the gym lights on the varnish
  for (const [x, y] of [
    [420, 300],
    [900, 280],
    [1380, 300],
    [420, 780],
    [900, 800],
    [1380, 780],
  ]) {
    out.push(glow(defs, x, y, 240, '#fffbe8', 0.22))
  }
  // the ball: shadow, orange leather with shading, black seams
  const bx = 800
  const by = 640
  const r = 60
  const leather = defs.radial(
    [
      [0, '#f2a054'],
      [0.6, '#d9702a'],
      [1, '#a8481c'],
    ],
    0.38,
    0.36,
    0.7,
  )
  out.push(
    `<ellipse cx="${bx + 16}" cy="${by + 18}" rx="${r}" ry="${r * 0.92}" fill="#3b2414" opacity="0.35" filter="${defs.blur(8)}"/>`,
    `<circle cx="${bx}" cy="${by}" r="${r}" fill="${leather}"/>`,
    `<g transform="rotate(-28 ${bx} ${by})" fill="none" stroke="#2a1a12" stroke-width="3.5" stroke-linecap="round">` +
      `<path d="M${bx - r} ${by} H${bx + r}"/>` +
      `<path d="M${bx} ${by - r} C${bx + 14} ${by - r * 0.4} ${bx + 14} ${by + r * 0.4} ${bx} ${by + r}"/>` +
      `<path d="M${bx - r * 0.62} ${by - r * 0.78} C${bx - r * 0.2} ${by - r * 0.3} ${bx - r * 0.2} ${by + r * 0.3} ${bx - r * 0.62} ${by + r * 0.78}"/>` +
      `<path d="M${bx + r * 0.62} ${by - r * 0.78} C${bx + r * 0.2} ${by - r * 0.3} ${bx + r * 0.2} ${by + r * 0.3} ${bx + r * 0.62} ${by + r * 0.78}"/>` +
      `</g>`,
    `<ellipse cx="${bx - r * 0.35}" cy="${by - r * 0.4}" rx="${r * 0.28}" ry="${r * 0.16}" transform="rotate(-35 ${bx - r * 0.35} ${by - r * 0.4})" fill="#fff" opacity="0.25"/>`,
  )
  return svg(defs, out.join(''))
}

type Item = { w: number; h: number; draw: (x: number, floor: number) => string }

/** A tin can: metal rims, a coloured label with a band or two. */
function can(rand: Rand, w: number, h: number, label: string, band: string, shade: string): Item {
  const stripe = rand.range(0.35, 0.55)
  return {
    w,
    h,
    draw: (x, floor) => {
      const y = floor - h
      return (
        `<rect x="${n(x + 6)}" y="${n(y + 4)}" width="${w}" height="${h}" rx="4" fill="#000" opacity="0.12"/>` +
        `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="4" fill="#b8b4ae"/>` +
        `<rect x="${n(x)}" y="${n(y + h * 0.1)}" width="${w}" height="${n(h * 0.8)}" fill="${label}"/>` +
        `<rect x="${n(x)}" y="${n(y + h * stripe)}" width="${w}" height="${n(h * 0.16)}" fill="${band}"/>` +
        `<circle cx="${n(x + w / 2)}" cy="${n(y + h * 0.28)}" r="${n(w * 0.14)}" fill="${lighter(label, 0.45)}" opacity="0.8"/>` +
        `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="4" fill="${shade}"/>` +
        `<path d="M${n(x)} ${n(y + h * 0.1)} H${n(x + w)} M${n(x)} ${n(y + h * 0.9)} H${n(x + w)}" stroke="#8f8a83" stroke-width="2"/>`
      )
    },
  }
}

/** A cardboard box of cereal, pasta or crackers, with a panel and a band. */
function box(w: number, h: number, colour: string, accent: string, shade: string): Item {
  return {
    w,
    h,
    draw: (x, floor) => {
      const y = floor - h
      return (
        `<rect x="${n(x + 6)}" y="${n(y + 4)}" width="${w}" height="${h}" fill="#000" opacity="0.12"/>` +
        `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="2" fill="${colour}"/>` +
        `<rect x="${n(x + w * 0.12)}" y="${n(y + h * 0.14)}" width="${n(w * 0.76)}" height="${n(h * 0.3)}" rx="3" fill="${C.cream}" opacity="0.85"/>` +
        `<rect x="${n(x)}" y="${n(y + h * 0.62)}" width="${w}" height="${n(h * 0.12)}" fill="${accent}"/>` +
        `<circle cx="${n(x + w * 0.72)}" cy="${n(y + h * 0.84)}" r="${n(Math.min(w, h) * 0.08)}" fill="${accent}"/>` +
        `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="2" fill="${shade}"/>`
      )
    },
  }
}

/** A jar with a lid (peanut butter, sauce). */
function jar(w: number, h: number, fill: string, lid: string): Item {
  return {
    w,
    h,
    draw: (x, floor) => {
      const y = floor - h
      return (
        `<rect x="${n(x + 6)}" y="${n(y + 4)}" width="${w}" height="${h}" rx="10" fill="#000" opacity="0.12"/>` +
        `<rect x="${n(x)}" y="${n(y + h * 0.16)}" width="${w}" height="${n(h * 0.84)}" rx="12" fill="${fill}"/>` +
        `<rect x="${n(x + 4)}" y="${n(y)}" width="${w - 8}" height="${n(h * 0.2)}" rx="4" fill="${lid}"/>` +
        `<rect x="${n(x)}" y="${n(y + h * 0.42)}" width="${w}" height="${n(h * 0.34)}" fill="${C.cream}"/>` +
        `<rect x="${n(x)}" y="${n(y + h * 0.52)}" width="${w}" height="${n(h * 0.08)}" fill="${lid}"/>` +
        `<rect x="${n(x + w * 0.14)}" y="${n(y + h * 0.24)}" width="${n(w * 0.12)}" height="${n(h * 0.6)}" rx="4" fill="#fff" opacity="0.25"/>`
      )
    },
  }
}

/** Items stacked on one another, as one column on the shelf. */
function stack(item: Item, count: number): Item {
  return {
    w: item.w,
    h: item.h * count,
    draw: (x, floor) =>
      Array.from({ length: count }, (_, i) => item.draw(x, floor - i * item.h)).join(''),
  }
}

/** One shelf's goods, in runs of the same item as a pantry stocks them, filling the width. */
function shelfItems(rand: Rand, width: number, shade: string) {
  const labels: [string, string][] = [
    [C.burgundy, C.gold],
    [C.navy, C.goldSoft],
    ['#3f6b45', C.cream],
    [C.gold, C.burgundy],
    ['#c8612a', C.cream],
    [C.cream, C.navy],
    ['#6b2a4a', C.gold],
  ]
  const items: Item[] = []
  const gap = 4
  let used = 0
  let last = ''
  for (let tries = 0; tries < 40 && used < width - 40; tries++) {
    const kind = rand.pick(['can', 'can', 'tall', 'box', 'jar', 'squat'] as const)
    if (kind === last) continue
    last = kind
    const [label, band] = rand.pick(labels)
    const boxH = rand.pick([200, 170, 150])
    const make = (): Item => {
      if (kind === 'can') return stack(can(rand, 74, 104, label, band, shade), 2)
      if (kind === 'tall') return can(rand, 80, 150, label, band, shade)
      if (kind === 'squat') return stack(can(rand, 86, 54, label, band, shade), 3)
      if (kind === 'jar') return jar(74, 110, mix('#a8743f', label, 0.3), label)
      return box(118, boxH, label, band, shade)
    }
    const count = kind === 'box' ? rand.int(2, 3) : rand.int(3, 5)
    for (let i = 0; i < count; i++) {
      const item = make()
      if (used + item.w > width) break
      items.push(item)
      used += item.w + gap
    }
    used += 10
  }
  return items
}

export function pantryShelves() {
  const defs = new Defs('ps')
  const out: string[] = []
  const shade = defs.linear(
    [
      [0, '#fff', 0.18],
      [0.35, '#fff', 0],
      [0.8, '#000', 0.08],
      [1, '#000', 0.22],
    ],
    0,
    0,
    1,
    0,
  )
  const wall = defs.linear([
    [0, C.creamDark],
    [1, darker(C.creamDark, 0.1)],
  ])
  out.push(`<rect width="${W}" height="${H}" fill="${wall}"/>`)
  const underShadow = defs.linear([
    [0, '#000', 0.16],
    [1, '#000', 0],
  ])
  const shelves = [250, 520, 790, 1060]
  const posts = [40, 560, 1080, 1600]
  for (const [s, y] of shelves.entries()) {
    for (let b = 0; b < posts.length - 1; b++) {
      const x0 = posts[b] + 26
      const x1 = posts[b + 1] - 14
      const items = shelfItems(random(100 + s * 7 + b), x1 - x0, shade)
      const total = items.reduce((sum, item) => sum + item.w + 4, 0)
      let x = x0 + (x1 - x0 - total) / 2
      for (const item of items) {
        out.push(item.draw(x, y))
        x += item.w + 4
      }
    }
    out.push(
      `<rect x="0" y="${y}" width="${W}" height="10" fill="${lighter(C.woodLight, 0.15)}"/>`,
      `<rect x="0" y="${y + 10}" width="${W}" height="24" fill="${C.woodLight}"/>`,
      `<rect x="0" y="${y + 34}" width="${W}" height="40" fill="${underShadow}"/>`,
    )
  }
  for (const x of posts) {
    out.push(
      `<rect x="${x - 14}" y="0" width="28" height="${H}" fill="${C.wood}"/>`,
      `<rect x="${x - 14}" y="0" width="8" height="${H}" fill="${lighter(C.wood, 0.15)}"/>`,
    )
  }
  out.push(glow(defs, 800, 420, 900, '#fff6dc', 0.22))
  return svg(defs, out.join(''))
}
