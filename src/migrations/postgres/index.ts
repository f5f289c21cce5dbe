import * as migration_20261122_042608_initial from './20261122_042608_initial'
import * as migration_20261124_120000_rate_limits_and_email_queue from './20261124_120000_rate_limits_and_email_queue'

export const migrations = [
  {
    up: migration_20261122_042608_initial.up,
    down: migration_20261122_042608_initial.down,
    name: '20261122_042608_initial',
  },
  {
    up: migration_20261124_120000_rate_limits_and_email_queue.up,
    down: migration_20261124_120000_rate_limits_and_email_queue.down,
    name: '20261124_120000_rate_limits_and_email_queue',
  },
]
