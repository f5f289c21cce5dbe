/**
 * The Services page's line under each starting service, as it was written into the page before
 * service times became editable (migration `service_time_notes`). Fixed: a migration keeps
 * doing what it did.
 */
export const STARTING_NOTES = [
  ['Sunday School', 'Classes for every age'],
  ['Sunday Worship Experience', 'Main worship service'],
  ['Wednesday Prayer Service', 'Midweek prayer'],
  ['Wednesday Bible Study (1st & 3rd Wednesday)', '1st & 3rd Wednesday'],
] as const
