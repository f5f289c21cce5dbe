/**
 * The plain wooden cross on the chancel wall (`chancel-cross`): warm plaster in soft morning
 * light falling through a pair of arched windows, the cross's soft shadow, wood panelling below.
 */
import { C, darker, Defs, glow, H, lighter, mix, n, poly, type Pt, random, svg, W } from './draw'

/** A tall arched window's outline (for light patches), bottom-left at (x, y). */
function archOutline(x: number, y: number, w: number, h: number): Pt[] {
  const r = w / 2
  const pts: Pt[] = [
    [x, y],
    [x + w, y],
  ]
  for (let i = 0; i <= 12; i++) {
    const a = (i / 12) * Math.PI
    pts.push([x + r + Math.cos(a) * r, y - h + r - Math.sin(a) * r])
  }
  return pts
}

export function chancelCross() {
  const defs = new Defs('cc')
  const rand = random(21)
  const out: string[] = []
  const wall = defs.linear(
    [
      [0, darker(mix(C.creamDark, '#f1cf9e', 0.45), 0.08)],
      [1, darker(mix(C.creamDark, '#e9bf8c', 0.4), 0.2)],
    ],
    0,
    0,
    1,
    1,
  )
  out.push(`<rect width="${W}" height="${H}" fill="${wall}"/>`)
  out.push(
    `<rect width="${W}" height="${H}" filter="${defs.noise(0.9, 8, 2)}" opacity="0.05" style="mix-blend-mode:multiply"/>`,
  )

  // sunlight through a pair of arched windows, falling slantwise on the wall
  const skew = (pts: Pt[]) => pts.map(([x, y]): Pt => [x + (y - 900) * -0.28, y])
  const patch = [archOutline(560, 860, 250, 760), archOutline(840, 860, 250, 760)]
    .map((p) => poly(skew(p)))
    .join(' ')
  const lightClip = defs.raw((id) => `<clipPath id="${id}"><path d="${patch}"/></clipPath>`)
  out.push(
    `<g filter="${defs.blur(9)}"><path d="${patch}" fill="#fff3d2" opacity="0.75"/></g>`,
    glow(defs, 760, 430, 620, '#ffe6a6', 0.35),
  )

  // wainscot panelling along the bottom
  const railY = 880
  out.push(`<rect x="0" y="${railY}" width="${W}" height="${H - railY}" fill="${C.wood}"/>`)
  for (let x = -60; x < W; x += 260) {
    out.push(
      `<rect x="${x + 24}" y="${railY + 40}" width="212" height="${H - railY - 40}" rx="4" fill="${darker(C.wood, 0.12)}" stroke="${lighter(C.wood, 0.12)}" stroke-width="3"/>`,
    )
  }
  out.push(
    `<rect x="0" y="${railY - 14}" width="${W}" height="26" fill="${C.woodLight}"/>`,
    `<rect x="0" y="${railY + 12}" width="${W}" height="6" fill="${C.woodDark}" opacity="0.6"/>`,
  )

  // the cross: its shadow (soft everywhere, crisper in the sunlight), then the wood
  const cx = 800
  const top = 120
  const foot = 800
  const armY = 318
  const beam = 82
  const arm = 236
  const crossPath = `M${cx - beam / 2} ${top} h${beam} v${armY - top} h${arm - beam / 2} v${beam} h${-(arm - beam / 2)} v${foot - armY - beam} h${-beam} v${-(foot - armY - beam)} h${-(arm - beam / 2)} v${-beam} h${arm - beam / 2} Z`
  out.push(
    `<path d="${crossPath}" transform="translate(34 26)" fill="#3b2414" opacity="0.22" filter="${defs.blur(16)}"/>`,
    `<g clip-path="url(#${lightClip})"><path d="${crossPath}" transform="translate(46 34)" fill="#5a3a20" opacity="0.35" filter="${defs.blur(7)}"/></g>`,
  )
  const upright = defs.linear(
    [
      [0, lighter(C.woodLight, 0.15)],
      [0.18, C.woodLight],
      [0.8, C.wood],
      [1, C.woodDark],
    ],
    0,
    0,
    1,
    0,
  )
  const crossbar = defs.linear([
    [0, lighter(C.woodLight, 0.18)],
    [0.2, C.woodLight],
    [0.8, C.wood],
    [1, C.woodDark],
  ])
  out.push(
    `<rect x="${cx - beam / 2}" y="${top}" width="${beam}" height="${foot - top}" fill="${upright}"/>`,
    `<rect x="${cx - arm}" y="${armY}" width="${arm * 2}" height="${beam}" fill="${crossbar}"/>`,
  )
  const grain: string[] = []
  for (let i = 0; i < 7; i++) {
    const x = cx - beam / 2 + 8 + rand.range(0, beam - 16)
    grain.push(
      `M${n(x)} ${top + 6} C${n(x + rand.range(-6, 6))} ${top + 200} ${n(x + rand.range(-6, 6))} ${foot - 200} ${n(x + rand.range(-3, 3))} ${foot - 6}`,
    )
    const y = armY + 8 + rand.range(0, beam - 16)
    const a = rand.chance(0.5) ? cx - arm + 6 : cx + beam / 2 + 4
    const len = arm - beam / 2 - 10
    grain.push(
      `M${n(a)} ${n(y)} C${n(a + len / 3)} ${n(y + rand.range(-5, 5))} ${n(a + (2 * len) / 3)} ${n(y + rand.range(-5, 5))} ${n(a + len)} ${n(y + rand.range(-2, 2))}`,
    )
  }
  out.push(
    `<path d="${grain.join(' ')}" fill="none" stroke="${C.woodDark}" stroke-width="1.6" opacity="0.35"/>`,
    `<path d="M${cx - beam / 2} ${armY} v${beam} M${cx + beam / 2} ${armY} v${beam}" stroke="${C.woodDark}" stroke-width="2" opacity="0.5"/>`,
  )
  const vignette = defs.radial(
    [
      [0.5, '#3b2414', 0],
      [1, '#3b2414', 0.35],
    ],
    0.5,
    0.45,
    0.75,
  )
  out.push(`<rect width="${W}" height="${H}" fill="${vignette}"/>`)
  return svg(defs, out.join(''))
}
