'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { AnalyticsToolbar } from './AnalyticsToolbar'
import { type Period, type Preset, presetPeriod } from './analyticsPeriod'
import { AttributionReport } from './AttributionReport'
import { CampaignsReport } from './CampaignsReport'
import { RetentionReport } from './RetentionReport'
import { SeasonsReport } from './SeasonsReport'
import { TrendsReport } from './TrendsReport'

/**
 * The donations screen's Analytics tab: five reports of /api/donations/analytics for a chosen
 * period, each a chart with its numbers in a data table (for screen readers and keyboards)
 * that can be exported as CSV. Loaded only when the tab opens (see DonationsScreen).
 */

const Reports = styled.div`
  display: grid;
  /* minmax(0, ...): a wide data table scrolls in its own box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
`

export default function AnalyticsTab() {
  const [preset, setPreset] = useState<Preset>('last12')
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last12'))
  const [draft, setDraft] = useState<Period>(period)

  const choosePreset = (value: Preset) => {
    setPreset(value)
    if (value === 'custom') return
    const next = presetPeriod(value)
    setPeriod(next)
    setDraft(next)
  }
  const changeMonth = (key: keyof Period, value: string) => {
    const next = { ...draft, [key]: value }
    setDraft(next)
    setPreset('custom')
    if (/^\d{4}-\d{2}$/.test(next.from) && /^\d{4}-\d{2}$/.test(next.to) && next.from <= next.to) {
      setPeriod(next)
    }
  }
  const query = `from=${period.from}&to=${period.to}`

  return (
    <>
      <AnalyticsToolbar
        preset={preset}
        draft={draft}
        onPreset={choosePreset}
        onMonth={changeMonth}
      />
      <Reports>
        <TrendsReport query={query} period={period} />
        <RetentionReport query={query} period={period} />
        <CampaignsReport query={query} period={period} />
        <SeasonsReport query={query} period={period} />
        <AttributionReport query={query} period={period} />
      </Reports>
    </>
  )
}
