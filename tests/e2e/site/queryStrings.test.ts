/**
 * A visitor's query string never reaches a kept page (src/platform/http/plainAddress.mjs), through the production
 * server's front; tests/e2e/site/standardServing.test.ts checks the same under `next start`.
 */
import { queryStringInKeptPages } from '../helpers/keptPages'
import { BASE_URL } from '../helpers/server'

it('keeps no query string in a page regenerated after an edit', async () => {
  expect(await queryStringInKeptPages(BASE_URL)).toEqual([])
})
