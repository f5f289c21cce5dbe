/**
 * Fellowship Hall on an evening: warm walls, tall windows onto the dusk, round tables in cream
 * cloths with wooden chairs, and strings of lights swagged across under the ceiling
 * (`fellowship-hall`).
 */
import { C, camera, darker, Defs, glow, H, lighter, mix, n, poly, random, svg, W } from './draw'

type V3 = [number, number, number]

const HALF = 5
const ROOF = 3.5
const DEPTH = 17

export function fellowshipHall() {
  const defs = new Defs('fh')
  const rand = random(61)
  const cam = camera(800, 465, 900, 1.7)
  const face = (points: V3[]) => poly(points.map((p) => cam(...p)))
  const out: string[] = []

  // ceiling, side walls, end wall with windows onto the dusk, floor
  out.push(
    `<rect width="${W}" height="${H}" fill="${defs.linear([
      [0, '#2a1d18'],
      [0.4, '#4a362a'],
    ])}"/>`,
  )
  for (let z = 1.6; z < DEPTH; z += 1.8) {
    out.push(
      `<path d="${face([
        [-HALF, ROOF, z],
        [HALF, ROOF, z],
        [HALF, ROOF, z + 0.3],
        [-HALF, ROOF, z + 0.3],
      ])}" fill="#6a4a32"/>`,
      `<path d="${face([
        [-HALF, ROOF, z],
        [HALF, ROOF, z],
        [HALF, ROOF - 0.22, z],
        [-HALF, ROOF - 0.22, z],
      ])}" fill="#4a3222"/>`,
    )
  }
  for (const side of [-1, 1]) {
    const x = side * HALF
    const fill = defs.linear(
      [
        [0, side < 0 ? '#9a7048' : '#d8b07a'],
        [1, side < 0 ? '#d8b07a' : '#9a7048'],
      ],
      0,
      0,
      1,
      0,
    )
    out.push(
      `<path d="${face([
        [x, 0, 0.8],
        [x, ROOF, 0.8],
        [x, ROOF, DEPTH],
        [x, 0, DEPTH],
      ])}" fill="${fill}"/>`,
      `<path d="${face([
        [x, 0, 0.8],
        [x, 1, 0.8],
        [x, 1, DEPTH],
        [x, 0, DEPTH],
      ])}" fill="${C.wood}" opacity="0.75"/>`,
    )
  }
  out.push(
    `<path d="${face([
      [-HALF, 0, DEPTH],
      [-HALF, ROOF, DEPTH],
      [HALF, ROOF, DEPTH],
      [HALF, 0, DEPTH],
    ])}" fill="${defs.linear([
      [0, '#e6c48e'],
      [1, '#c9995f'],
    ])}"/>`,
    `<path d="${face([
      [-HALF, 0, DEPTH],
      [-HALF, 1, DEPTH],
      [HALF, 1, DEPTH],
      [HALF, 0, DEPTH],
    ])}" fill="${C.wood}" opacity="0.75"/>`,
  )
  const dusk = defs.linear([
    [0, C.navyDark],
    [0.55, C.navy],
    [1, '#8a4a52'],
  ])
  for (const x of [-3.9, -1.8, 0.5, 2.6]) {
    const w = 1.3
    const glass = [
      [x, 1.2, DEPTH],
      [x, 3, DEPTH],
      [x + w, 3, DEPTH],
      [x + w, 1.2, DEPTH],
    ] as V3[]
    const [a, b] = [cam(x + w / 2, 1.2, DEPTH), cam(x + w / 2, 3, DEPTH)]
    const [c, d] = [cam(x, 2.1, DEPTH), cam(x + w, 2.1, DEPTH)]
    out.push(
      `<path d="${face(glass)}" fill="${dusk}" stroke="${C.cream}" stroke-width="6"/>`,
      `<path d="M${n(a[0])} ${n(a[1])} L${n(b[0])} ${n(b[1])} M${n(c[0])} ${n(c[1])} L${n(d[0])} ${n(d[1])}" stroke="${C.cream}" stroke-width="3"/>`,
    )
  }
  const floor = defs.linear([
    [0, '#5e3f28'],
    [1, '#9a6c44'],
  ])
  out.push(
    `<path d="${face([
      [-HALF, 0, 0.8],
      [-HALF, 0, DEPTH],
      [HALF, 0, DEPTH],
      [HALF, 0, 0.8],
    ])}" fill="${floor}"/>`,
  )
  const seams: string[] = []
  for (let x = -HALF + 0.5; x < HALF; x += 0.5) {
    const [a, b] = [cam(x, 0, 0.8), cam(x, 0, DEPTH)]
    seams.push(`M${n(a[0])} ${n(a[1])} L${n(b[0])} ${n(b[1])}`)
  }
  out.push(`<path d="${seams.join(' ')}" stroke="#4a3020" stroke-width="1.5" opacity="0.35"/>`)

  // the strings of lights, worked out first so the floor can show their glow
  const strands: V3[][] = []
  for (let i = 0; i < 6; i++) {
    const z0 = 2.2 + i * 2.5
    const z1 = z0 + 2.5
    const from: V3 = i % 2 ? [HALF, ROOF - 0.15, z0] : [-HALF, ROOF - 0.15, z0]
    const to: V3 = i % 2 ? [-HALF, ROOF - 0.15, z1] : [HALF, ROOF - 0.15, z1]
    const points: V3[] = []
    for (let s = 0; s <= 40; s++) {
      const t = s / 40
      const sag = Math.sin(t * Math.PI) * 0.9
      points.push([from[0] + (to[0] - from[0]) * t, from[1] - sag, from[2] + (to[2] - from[2]) * t])
    }
    strands.push(points)
  }
  out.push(glow(defs, 800, 760, 700, '#ffcf80', 0.28))
  const reflections: string[] = []
  for (const points of strands) {
    for (let s = 1; s < points.length; s += 2) {
      const [x, y, z] = points[s]
      const [rx, ry] = cam(x, -y - 0.05, z)
      if (ry < H) {
        reflections.push(
          `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="${n(60 / z + 6)}" ry="${n(200 / z + 14)}"/>`,
        )
      }
    }
  }
  out.push(`<g fill="#ffd99a" opacity="0.16" filter="${defs.blur(12)}">${reflections.join('')}</g>`)

  // round tables with chairs, drawn from the back of the hall to the front
  type Item = { z: number; draw: () => string }
  const items: Item[] = []
  const tables: [number, number][] = [
    [-2.4, 13.8],
    [1.6, 14],
    [-3.6, 10.6],
    [0, 10.4],
    [3.4, 10.8],
    [-1.8, 7.4],
    [2.1, 7.2],
    [-3.5, 4.3],
    [3, 4.1],
  ]
  const clothTop = mix(C.cream, C.goldSoft, 0.35)
  const clothSide = defs.linear(
    [
      [0, darker(C.creamDark, 0.18)],
      [0.45, C.cream],
      [1, darker(C.creamDark, 0.25)],
    ],
    0,
    0,
    1,
    0,
  )
  for (const [tx, tz] of tables) {
    const R = 0.85
    items.push({
      z: tz,
      draw: () => {
        const [cx] = cam(tx, 0.76, tz)
        const near = cam(tx, 0.76, tz - R)[1]
        const far = cam(tx, 0.76, tz + R)[1]
        const rx = (R * 900) / tz
        const ry = (near - far) / 2
        const cy = (near + far) / 2
        const hem = cam(tx, 0.12, tz - R)[1]
        const folds: string[] = []
        for (let f = -3; f <= 3; f++) {
          const fx = cx + (f / 3.6) * rx
          folds.push(`M${n(fx)} ${n(cy + ry * 0.6)} L${n(fx + f * 2)} ${n(hem)}`)
        }
        return [
          `<ellipse cx="${n(cx)}" cy="${n(cam(tx, 0, tz)[1])}" rx="${n(rx * 1.2)}" ry="${n(ry * 1.1)}" fill="#2a1a10" opacity="0.35"/>`,
          `<path d="M${n(cx - rx)} ${n(cy)} L${n(cx - rx * 1.02)} ${n(hem - ry * 0.2)} Q${n(cx)} ${n(hem + ry * 0.5)} ${n(cx + rx * 1.02)} ${n(hem - ry * 0.2)} L${n(cx + rx)} ${n(cy)} Z" fill="${clothSide}"/>`,
          `<path d="${folds.join(' ')}" stroke="${darker(C.creamDark, 0.2)}" stroke-width="${n(rx * 0.02)}" opacity="0.6"/>`,
          `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${clothTop}"/>`,
          glow(defs, cx, cy - ry * 0.3, rx * 0.7, '#ffd27a', 0.5),
          `<rect x="${n(cx - rx * 0.06)}" y="${n(cy - rx * 0.2)}" width="${n(rx * 0.12)}" height="${n(rx * 0.18)}" rx="${n(rx * 0.02)}" fill="#f6e7c4" opacity="0.9"/>`,
          `<circle cx="${n(cx)}" cy="${n(cy - rx * 0.22)}" r="${n(rx * 0.03)}" fill="#ffb43c"/>`,
          `<circle cx="${n(cx - rx * 0.14)}" cy="${n(cy - rx * 0.06)}" r="${n(rx * 0.05)}" fill="${C.burgundy}"/>`,
          `<circle cx="${n(cx + rx * 0.14)}" cy="${n(cy - rx * 0.05)}" r="${n(rx * 0.045)}" fill="${C.gold}"/>`,
        ].join('')
      },
    })
    for (let c = 0; c < 6; c++) {
      const a = (c / 6) * Math.PI * 2 + 0.3
      const x = tx + Math.cos(a) * (R + 0.28)
      const z = tz + Math.sin(a) * (R + 0.28)
      items.push({
        z,
        draw: () => {
          const s = 900 / z
          const behind = z > tz
          const bz = behind ? z + 0.2 : z - 0.2
          const sb = 900 / bz
          const [bx] = cam(x, 0.46, bz)
          const backTop = cam(x, 0.95, bz)[1]
          const footB = cam(x, 0, bz)[1]
          const w = 0.42 * sb
          const wood = behind ? darker(C.wood, 0.1) : C.woodDark
          const seat = face([
            [x - 0.21, 0.46, z - 0.2],
            [x + 0.21, 0.46, z - 0.2],
            [x + 0.21, 0.46, z + 0.2],
            [x - 0.21, 0.46, z + 0.2],
          ])
          const legs = [cam(x - 0.19, 0.46, z - 0.18), cam(x + 0.19, 0.46, z - 0.18)]
            .map(([lx, ly]) => `M${n(lx)} ${n(ly)} V${n(cam(x, 0, z - 0.18)[1])}`)
            .join(' ')
          const back = [
            `<path d="M${n(bx - w / 2)} ${n(footB)} V${n(backTop)} M${n(bx + w / 2)} ${n(footB)} V${n(backTop)}" stroke="${wood}" stroke-width="${n(sb * 0.04)}"/>`,
            `<rect x="${n(bx - w / 2)}" y="${n(backTop)}" width="${n(w)}" height="${n(sb * 0.14)}" rx="${n(sb * 0.03)}" fill="${lighter(wood, 0.08)}"/>`,
            `<rect x="${n(bx - w / 2)}" y="${n(backTop + sb * 0.24)}" width="${n(w)}" height="${n(sb * 0.04)}" fill="${wood}"/>`,
          ].join('')
          const front = [
            `<path d="${legs}" stroke="${darker(wood, 0.3)}" stroke-width="${n(s * 0.035)}"/>`,
            `<path d="${seat}" fill="${lighter(wood, 0.12)}"/>`,
            `<path d="${seat}" fill="none" stroke="${darker(wood, 0.2)}" stroke-width="${n(s * 0.012)}"/>`,
          ].join('')
          return behind ? back + front : back
        },
      })
    }
  }
  items.sort((a, b) => b.z - a.z)
  out.push(...items.map((item) => item.draw()))

  // the lights themselves, with a warm halo round every bulb
  const halo = defs.radial([
    [0, '#ffe6a8', 0.75],
    [0.3, '#ffd27a', 0.3],
    [1, '#ffd27a', 0],
  ])
  for (const strand of strands) {
    const points = strand.map((p) => cam(...p))
    out.push(
      `<path d="M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}" fill="none" stroke="#2a1d16" stroke-width="2" opacity="0.8"/>`,
    )
    for (let s = 1; s < points.length; s += 2) {
      const [x, y] = points[s]
      const r = 5 + rand.range(0, 2)
      out.push(
        `<circle cx="${n(x)}" cy="${n(y + 4)}" r="${n(r * 5)}" fill="${halo}"/>`,
        `<circle cx="${n(x)}" cy="${n(y + 4)}" r="${n(r)}" fill="#fff4d0"/>`,
      )
    }
  }
  const vignette = defs.radial(
    [
      [0.55, '#1d120c', 0],
      [1, '#1d120c', 0.5],
    ],
    0.5,
    0.5,
    0.75,
  )
  out.push(`<rect width="${W}" height="${H}" fill="${vignette}"/>`)
  return svg(defs, out.join(''))
}
