/**
 * The sanctuary seen from the back: cream walls with tall arched windows, a timber ceiling,
 * rows of empty wooden pews either side of a burgundy aisle runner, and morning sun falling
 * through the windows in shafts across the pews and floor. Used by the `sanctuary-windows`
 * picture and by hero slide 4 (a darker, wider composition of the same room).
 */
import { C, camera, darker, type Defs, hull, mix, n, poly, type Pt, random, tone } from './draw'
import {
  BANKS,
  DEPTH,
  face,
  HALF,
  onDepth,
  onLevel,
  PEW_TOP,
  room,
  ROWS,
  SEAT,
  windowOutline,
  WINDOWS,
} from './naveRoom'

export interface NaveOptions {
  width: number
  height: number
  seed: number
  /** The vanishing point and focal length of the view. */
  vx: number
  vy: number
  f: number
  eye: number
  /** 0 for a bright morning room, up to ~0.7 for a dim one where only the sun shafts shine. */
  dim: number
  /** How strongly the shafts of light show in the air. */
  beam: number
  /** The depths of the sunlit windows, when not all of them let the sun in. */
  sunlit?: number[]
}

export function nave(defs: Defs, o: NaveOptions) {
  const rand = random(o.seed)
  const cam = camera(o.vx, o.vy, o.f, o.eye)
  const out: string[] = []
  const wallX = -HALF
  const wins = (o.sunlit ?? WINDOWS).map((z) => windowOutline(wallX, z))
  // a dim room: every surface darkened towards a warm shadow, the sunlight left bright
  const [fr, fg, fb] = [0.95, 1.05, 1.2].map((k) => Math.max(0.1, 1 - o.dim * k))
  const d = (c: string) => tone(c, fr, fg, fb)
  const K = Object.fromEntries(Object.entries(C).map(([k, v]) => [k, d(v)])) as Record<
    keyof typeof C,
    string
  >
  const lit = (c: string, t: number) => mix(c, '#ffe6a8', Math.min(0.9, t + o.dim * 0.4))
  out.push(room(defs, cam, K, d, { ...o, sunlit: o.sunlit ?? WINDOWS }))

  // the floor, the aisle runner, and the sun's patches on them
  const floorFill = defs.linear([
    [0, mix(K.wood, K.creamDark, 0.35)],
    [1, K.woodDark],
  ])
  out.push(
    `<path d="${face(cam, [
      [-HALF, 0, 0.4],
      [-HALF, 0, DEPTH - 1.2],
      [HALF, 0, DEPTH - 1.2],
      [HALF, 0, 0.4],
    ])}" fill="${floorFill}"/>`,
    `<path d="${face(cam, [
      [-0.42, 0.005, 0.4],
      [-0.42, 0.005, DEPTH - 1.2],
      [0.42, 0.005, DEPTH - 1.2],
      [0.42, 0.005, 0.4],
    ])}" fill="${K.burgundy}"/>`,
  )
  const patchOn = (level: number) =>
    wins.map((w) => poly(w.map((p) => cam(...onLevel(p, level))))).join(' ')
  out.push(`<path d="${patchOn(0)}" fill="#ffe3a0" opacity="${n(0.45 + o.dim * 0.4)}"/>`)

  // the pews, far to near: seat, back, book rack, the aisle end; sunlit where a shaft falls
  const seatClip = defs.raw((id) => `<clipPath id="${id}"><path d="${patchOn(SEAT)}"/></clipPath>`)
  const capClip = defs.raw(
    (id) => `<clipPath id="${id}"><path d="${patchOn(PEW_TOP)}"/></clipPath>`,
  )
  const seatC = mix(K.wood, K.woodLight, 0.3)
  const backC = darker(K.wood, 0.12)
  const capC = K.woodLight
  const endC = darker(K.wood, 0.2)
  for (const z of [...ROWS].reverse()) {
    const fog = Math.min(0.3, (z - 3.3) * 0.03)
    const tint = (c: string) => mix(c, mix(K.creamDark, K.goldSoft, 0.5), fog)
    const backClip = defs.raw(
      (id) =>
        `<clipPath id="${id}"><path d="${wins.map((w) => poly(w.map((p) => cam(...onDepth(p, z))))).join(' ')}"/></clipPath>`,
    )
    for (const [x0, x1] of BANKS) {
      const inner = x0 < 0 ? x1 : x0
      const seat = face(cam, [
        [x0, SEAT, z + 0.06],
        [x0, SEAT, z + 0.5],
        [x1, SEAT, z + 0.5],
        [x1, SEAT, z + 0.06],
      ])
      const backFace = face(cam, [
        [x0, SEAT - 0.04, z],
        [x0, PEW_TOP, z],
        [x1, PEW_TOP, z],
        [x1, SEAT - 0.04, z],
      ])
      const under = face(cam, [
        [x0, 0, z + 0.08],
        [x0, SEAT - 0.04, z + 0.02],
        [x1, SEAT - 0.04, z + 0.02],
        [x1, 0, z + 0.08],
      ])
      const cap = face(cam, [
        [x0, PEW_TOP, z - 0.02],
        [x0, PEW_TOP, z + 0.1],
        [x1, PEW_TOP, z + 0.1],
        [x1, PEW_TOP, z - 0.02],
      ])
      const rack = face(cam, [
        [x0 + 0.05, 0.66, z - 0.001],
        [x0 + 0.05, 0.72, z - 0.001],
        [x1 - 0.05, 0.72, z - 0.001],
        [x1 - 0.05, 0.66, z - 0.001],
      ])
      const end = face(cam, [
        [inner, 0, z - 0.04],
        [inner, PEW_TOP + 0.06, z - 0.04],
        [inner, PEW_TOP + 0.06, z + 0.1],
        [inner, 0.72, z + 0.26],
        [inner, 0.72, z + 0.52],
        [inner, 0, z + 0.52],
      ])
      out.push(
        `<path d="${face(cam, [
          [x0, 0.001, z - 0.1],
          [x0, 0.001, z + 0.55],
          [x1, 0.001, z + 0.55],
          [x1, 0.001, z - 0.1],
        ])}" fill="#1d120c" opacity="0.35"/>`,
        `<path d="${seat}" fill="${tint(seatC)}"/>`,
        `<path d="${seat}" fill="${lit(seatC, 0.55)}" clip-path="url(#${seatClip})"/>`,
        `<path d="${under}" fill="${d('#3a2516')}"/>`,
        `<path d="${backFace}" fill="${tint(backC)}"/>`,
        `<path d="${backFace}" fill="${lit(backC, 0.45)}" clip-path="url(#${backClip})"/>`,
        `<path d="${rack}" fill="${darker(backC, 0.3)}" opacity="0.45"/>`,
        `<path d="${cap}" fill="${tint(capC)}"/>`,
        `<path d="${cap}" fill="${lit(capC, 0.6)}" clip-path="url(#${capClip})"/>`,
        `<path d="${end}" fill="${tint(endC)}"/>`,
      )
    }
  }

  // the shafts of light in the air, with floating dust
  const shafts: string[] = []
  const motes: string[] = []
  for (const w of wins) {
    const top = w.map((p) => cam(...p))
    const bottom = w.map((p) => cam(...onLevel(p, 0)))
    const from = cam(...w[8])
    const to = cam(...onLevel(w[8], 0))
    const fill = defs.linear(
      [
        [0, '#fff4d6', o.beam],
        [1, '#fff4d6', o.beam * 0.15],
      ],
      from[0],
      from[1],
      to[0],
      to[1],
      true,
    )
    shafts.push(`<path d="${poly(hull([...top, ...bottom]))}" fill="${fill}"/>`)
    for (let i = 0; i < 26; i++) {
      const a = top[rand.int(0, top.length - 1)]
      const b = bottom[rand.int(0, bottom.length - 1)]
      const t = rand.range(0.05, 0.8)
      const p: Pt = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
      motes.push(
        `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(rand.range(0.8, 2.2))}" fill="#fff8e4" opacity="${n(rand.range(0.25, 0.7))}"/>`,
      )
    }
  }
  out.push(`<g filter="${defs.blur(9)}">${shafts.join('')}</g>`, motes.join(''))
  return out.join('')
}
