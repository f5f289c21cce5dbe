/**
 * The room of the sanctuary for nave.ts: its measurements, the geometry of its windows and of
 * the sunlight through them, and the painting of the ceiling, the chancel wall, the side walls
 * and the windows themselves (everything but the floor, the pews and the light).
 */
import { type Camera, darker, type Defs, glow, line, mix, n, poly } from './draw'

export const HALF = 2.2 // half the room's width
export const WALL = 3.6 // height of the side walls
export const RIDGE = 5.2 // height of the ceiling's ridge
export const DEPTH = 15 // the chancel wall
export const SILL = 1.25
export const SPRING = 2.85
export const WIN = 0.5 // half a window's width
export const WINDOWS = [3.7, 6.1, 8.5, 10.9, 13.3]
export const SUN: [number, number, number] = [1, -0.95, -0.42]
export const PEW_TOP = 0.95
export const SEAT = 0.45
export const ROWS = Array.from({ length: 15 }, (_, i) => 3.9 + i * 0.64)
export const BANKS: [number, number][] = [
  [-1.95, -0.55],
  [0.55, 1.95],
]

export type V3 = [number, number, number]

/** The outline of a window in a side wall at x, centred at depth z, as 3D points. */
export function windowOutline(x: number, z: number): V3[] {
  const points: V3[] = [
    [x, SILL, z - WIN],
    [x, SILL, z + WIN],
  ]
  for (let i = 0; i <= 12; i++) {
    const a = (i / 12) * Math.PI
    points.push([x, SPRING + Math.sin(a) * WIN, z + Math.cos(a) * WIN])
  }
  return points
}

/** Where the sun through a point lands on the horizontal plane at height y. */
export const onLevel = ([x, y, z]: V3, level: number): V3 => {
  const t = (level - y) / SUN[1]
  return [x + SUN[0] * t, level, z + SUN[2] * t]
}

/** Where the sun through a point lands on the vertical plane at depth z (a pew's back). */
export const onDepth = ([x, y, z]: V3, depth: number): V3 => {
  const t = (depth - z) / SUN[2]
  return [x + SUN[0] * t, y + SUN[1] * t, depth]
}

export const face = (cam: Camera, points: V3[]) => poly(points.map((p) => cam(...p)))

/** The palette of the room, darkened for a dim composition. */
export type Palette = Record<
  'wood' | 'woodDark' | 'woodLight' | 'creamDark' | 'goldSoft' | 'burgundy' | 'gold' | 'cream',
  string
>

/** Paints the ceiling, the chancel wall, the side walls and the windows. */
export function room(
  defs: Defs,
  cam: Camera,
  K: Palette,
  d: (c: string) => string,
  view: { width: number; height: number; f: number; sunlit: number[] },
) {
  const out: string[] = []
  const wallX = -HALF
  // the ceiling: two sloping planes of boards with trusses
  const ceil = defs.linear([
    [0, K.woodDark],
    [1, mix(K.wood, K.woodLight, 0.5)],
  ])
  out.push(`<rect width="${view.width}" height="${view.height}" fill="${ceil}"/>`)
  for (let z = 1.2; z < DEPTH; z += 1.7) {
    const a = cam(-HALF, WALL, z)
    const b = cam(0, RIDGE, z)
    const c = cam(HALF, WALL, z)
    out.push(
      `<path d="${line([a, b, c])}" fill="none" stroke="${darker(K.woodDark, 0.3)}" stroke-width="${n(0.22 * (view.f / z))}"/>`,
    )
  }
  for (const x of [-1.4, -0.7, 0.7, 1.4]) {
    const y = WALL + (RIDGE - WALL) * (1 - Math.abs(x) / HALF)
    out.push(
      `<path d="${line([cam(x, y, 0.6), cam(x, y, DEPTH)])}" stroke="${darker(K.woodDark, 0.2)}" stroke-width="6" opacity="0.7"/>`,
    )
  }

  // the chancel wall, with a step, a dark dossal and a plain cross
  const back = defs.linear([
    [0, mix(K.creamDark, K.goldSoft, 0.4)],
    [1, darker(K.creamDark, 0.08)],
  ])
  out.push(
    `<path d="${face(cam, [
      [-HALF, 0, DEPTH],
      [-HALF, WALL, DEPTH],
      [0, RIDGE, DEPTH],
      [HALF, WALL, DEPTH],
      [HALF, 0, DEPTH],
    ])}" fill="${back}"/>`,
    `<path d="${face(cam, [
      [-0.7, 0.4, DEPTH],
      [-0.7, 3.2, DEPTH],
      [0.7, 3.2, DEPTH],
      [0.7, 0.4, DEPTH],
    ])}" fill="${K.burgundy}"/>`,
    `<path d="${face(cam, [
      [-0.07, 1.3, DEPTH],
      [-0.07, 2.9, DEPTH],
      [0.07, 2.9, DEPTH],
      [0.07, 1.3, DEPTH],
    ])} ${face(cam, [
      [-0.38, 2.3, DEPTH],
      [-0.38, 2.44, DEPTH],
      [0.38, 2.44, DEPTH],
      [0.38, 2.3, DEPTH],
    ])}" fill="${K.gold}"/>`,
    `<path d="${face(cam, [
      [-HALF, 0.4, DEPTH - 1.2],
      [HALF, 0.4, DEPTH - 1.2],
      [HALF, 0.4, DEPTH],
      [-HALF, 0.4, DEPTH],
    ])}" fill="${K.woodLight}"/>`,
    `<path d="${face(cam, [
      [-HALF, 0, DEPTH - 1.2],
      [HALF, 0, DEPTH - 1.2],
      [HALF, 0.4, DEPTH - 1.2],
      [-HALF, 0.4, DEPTH - 1.2],
    ])}" fill="${K.wood}"/>`,
  )

  // the side walls: the sunny one in shade (its light goes into the room), the other one warm
  const shadeWall = defs.linear(
    [
      [0, darker(K.creamDark, 0.22)],
      [1, mix(K.creamDark, K.goldSoft, 0.2)],
    ],
    0,
    0,
    1,
    0,
  )
  const warmWall = defs.linear(
    [
      [0, K.goldSoft],
      [1, mix(K.creamDark, K.goldSoft, 0.6)],
    ],
    0,
    0,
    1,
    0,
  )
  for (const [x, fill] of [
    [-HALF, shadeWall],
    [HALF, warmWall],
  ] as const) {
    out.push(
      `<path d="${face(cam, [
        [x, 0, 0.4],
        [x, WALL, 0.4],
        [x, WALL, DEPTH],
        [x, 0, DEPTH],
      ])}" fill="${fill}"/>`,
      `<path d="${face(cam, [
        [x, 0, 0.4],
        [x, 0.9, 0.4],
        [x, 0.9, DEPTH],
        [x, 0, DEPTH],
      ])}" fill="${mix(K.wood, K.woodDark, 0.5)}"/>`,
    )
  }

  // the windows: glowing glass in deep reveals, with leading
  const glassFill = defs.linear([
    [0, '#fffaf0'],
    [0.6, '#fbe7b0'],
    [1, '#f3cf7a'],
  ])
  for (const z of WINDOWS) {
    for (const x of [-HALF, HALF]) {
      const sunny = x === wallX && view.sunlit.includes(z)
      const outline = windowOutline(x, z).map((p) => cam(...p))
      const inner = windowOutline(x * 0.999, z)
        .map(([px, py, pz]): V3 => [px, py + (py > SILL ? 0 : 0.03), pz])
        .map((p) => cam(...p))
      const w = view.f / z
      out.push(
        `<path d="${poly(outline)}" fill="${mix(K.creamDark, K.wood, 0.45)}" stroke="${mix(K.creamDark, K.woodDark, 0.5)}" stroke-width="${n(w * 0.12)}"/>`,
        `<path d="${poly(inner)}" fill="${sunny ? glassFill : mix(K.cream, d('#d5e0e8'), 0.5)}" opacity="${sunny ? 1 : 0.85}"/>`,
      )
      const lead = darker(K.woodDark, 0.1)
      const mid = [cam(x, SILL, z), cam(x, SPRING + WIN, z)]
      const bars = [1.8, 2.35].map((y) => [cam(x, y, z - WIN), cam(x, y, z + WIN)])
      out.push(
        `<path d="${line(mid)} ${bars.map((b) => line(b)).join(' ')}" stroke="${lead}" stroke-width="${n(Math.max(1, w * 0.03))}" opacity="0.55"/>`,
      )
      if (sunny) out.push(glow(defs, ...cam(x, 2.3, z), w * 1.6, '#fff1c9', 0.5))
    }
  }
  return out.join('')
}
