import { churchDate } from '@/lib/churchClock'

/** The Analytics tab's report period: a range of whole months and the presets that pick one. */

export type Period = { from: string; to: string }

const shift = (month: string, months: number) => {
  const [y, m] = month.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1 + months, 1))
  return date.toISOString().slice(0, 7)
}

export const PRESETS = [
  { value: 'last12', label: 'Last 12 months' },
  { value: 'last24', label: 'Last 24 months' },
  { value: 'thisYear', label: 'This year' },
  { value: 'lastYear', label: 'Last year' },
  { value: 'custom', label: 'Custom' },
] as const
export type Preset = (typeof PRESETS)[number]['value']

export function presetPeriod(preset: Exclude<Preset, 'custom'>): Period {
  const thisMonth = churchDate().slice(0, 7)
  const year = Number(thisMonth.slice(0, 4))
  if (preset === 'last24') return { from: shift(thisMonth, -23), to: thisMonth }
  if (preset === 'thisYear') return { from: `${year}-01`, to: thisMonth }
  if (preset === 'lastYear') return { from: `${year - 1}-01`, to: `${year - 1}-12` }
  return { from: shift(thisMonth, -11), to: thisMonth }
}
