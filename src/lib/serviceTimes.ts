/** A weekly service as the pages list it (src/server/site/serviceTimes.ts). */
export type ServiceTime = { day: string; time: string; service: string; note: string | null }

/** The service with its day ("Wednesday Bible Study"), the day added only when the name lacks it. */
export const serviceWithDay = ({ day, service }: Pick<ServiceTime, 'day' | 'service'>) =>
  service.toLowerCase().startsWith(day.toLowerCase()) ? service : `${day} ${service}`
