import { csvValue, formatCell, monthLabel, trendsTable } from '@/lib/admin/analyticsTables'
import { churchOffsetChanges } from '@/lib/churchClock'
import { csvText } from '@/lib/csv'

describe('the church clock for a database without time zones', () => {
  it('lists the instants Dallas changed its clocks in a year, with the new offset', () => {
    expect(
      churchOffsetChanges(2026, 2026).map((c) => [c.from.toISOString(), c.offsetMinutes]),
    ).toEqual([
      ['2026-01-01T06:00:00.000Z', -360],
      ['2026-03-08T08:00:00.000Z', -300],
      ['2026-11-01T07:00:00.000Z', -360],
    ])
  })
})

describe('the analytics data tables', () => {
  it('show money, counts, rates and months as the screen reads them', () => {
    expect(formatCell('money', 1234.5)).toBe('$1,234.50')
    expect(formatCell('count', 12345)).toBe('12,345')
    expect(formatCell('percent', 0.6667)).toBe('66.7%')
    expect(formatCell('percent', null)).toBe('—')
    expect(monthLabel('2026-03')).toBe('Mar 2026')
  })

  it('export the same rows as CSV with plain numbers', () => {
    const table = trendsTable({
      period: { from: '2026-01', to: '2026-01' },
      months: [
        {
          month: '2026-01',
          amount: 1250,
          count: 9,
          one_time_amount: 400,
          recurring_amount: 850,
          previous_year_amount: 975.5,
          previous_year_count: 7,
        },
      ],
    })
    const rows = table.rows.map((row) =>
      row.map((cell, i) => csvValue(table.columns[i].kind, cell)),
    )
    expect(csvText([table.columns.map((c) => c.label), ...rows])).toBe(
      'Month,Total,Gifts,One-time,Recurring,A year earlier,Gifts a year earlier\r\n' +
        'Jan 2026,1250.00,9,400.00,850.00,975.50,7\r\n',
    )
  })
})
