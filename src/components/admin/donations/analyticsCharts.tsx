'use client'

import { useReducedMotion } from 'framer-motion'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import styled from 'styled-components'

import { formatMoney } from '@/lib/format'

import { adminTheme } from '@/ui/admin/adminTheme'

/** What the analytics reports' charts share: colours, boxes, axes and the money bar chart. */

export const COLORS = {
  primary: adminTheme.primary,
  second: '#0f766e',
  third: '#b45309',
  previous: '#6b7280',
}

export const Chart = styled.div`
  width: 100%;
  height: 280px;
  min-width: 0;
`

export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 1rem;
  h3 {
    font-size: 0.98rem;
    margin: 0 0 0.4rem;
  }
`

export const compactMoney = (value: number) =>
  value >= 1000 ? `$${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)}k` : `$${value}`

export const axisTick = { fontSize: 12, fill: adminTheme.muted }

export const tooltipMoney = (value: unknown) => formatMoney(Number(value))

/**
 * One money total per labelled row: columns (months, weekdays) or, for long labels
 * (campaigns, sources, funds), horizontal bars in a chart as tall as its rows need.
 */
export function AmountBars({
  rows,
  color,
  labelWidth,
}: {
  rows: { label: string; amount: number }[]
  color: string
  /** Horizontal bars with labels this wide; columns without it. */
  labelWidth?: number
}) {
  const across = labelWidth !== undefined
  const animate = !useReducedMotion()
  return (
    <Chart style={across ? { height: Math.max(160, rows.length * 40 + 50) } : undefined}>
      <ResponsiveContainer>
        <BarChart
          layout={across ? 'vertical' : 'horizontal'}
          data={rows}
          accessibilityLayer={false}
          margin={across ? { left: 8, right: 16 } : undefined}
        >
          <CartesianGrid stroke={adminTheme.border} vertical={across} horizontal={!across} />
          {across ? (
            <>
              <XAxis type="number" tickFormatter={compactMoney} tick={axisTick} />
              <YAxis type="category" dataKey="label" tick={axisTick} width={labelWidth} />
            </>
          ) : (
            <>
              <XAxis
                dataKey="label"
                tick={axisTick}
                interval="preserveStartEnd"
                minTickGap={4}
                fontSize={11}
              />
              <YAxis tickFormatter={compactMoney} tick={axisTick} width={56} />
            </>
          )}
          <Tooltip formatter={tooltipMoney} />
          <Bar dataKey="amount" name="Total" fill={color} isAnimationActive={animate} />
        </BarChart>
      </ResponsiveContainer>
    </Chart>
  )
}
