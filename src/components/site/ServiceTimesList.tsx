import type { ServiceTime } from '@/lib/serviceTimes'
import { serviceWithDay } from '@/lib/serviceTimes'

import { ScheduleList } from '@/ui/site/kit'

/**
 * The weekly services as a list of name and time (the footer's, the contact page's and the
 * sermons page's cards). `withDay` names the day too ("Sunday School", "Wednesday Bible Study").
 * Without services (they could not be read) it points to the Services page.
 */
export function ServiceTimesList({
  times,
  withDay = false,
}: {
  times: ServiceTime[]
  withDay?: boolean
}) {
  if (times.length === 0) {
    return (
      <p>
        See our <a href="/services">Services page</a> for this week&apos;s times.
      </p>
    )
  }
  return (
    <ScheduleList>
      {times.map((time) => (
        <div key={`${time.day}-${time.time}-${time.service}`}>
          <dt>{withDay ? serviceWithDay(time) : time.service}</dt>
          <dd>{time.time}</dd>
        </div>
      ))}
    </ScheduleList>
  )
}
