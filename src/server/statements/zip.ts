import 'server-only'

import { zipSync } from 'fflate'
import type { Payload } from 'payload'

import { renderStatement, statementFileName } from './pdf'
import { statementChurch, yearStatements } from './query'

/**
 * All of a year's contribution statements in one download: a ZIP with one PDF per donor, for
 * the office to print or file at year end.
 */

/** Every statement of a year as one ZIP of PDFs (stored: a PDF is already compressed). */
export async function statementsZip(
  payload: Payload,
  year: number,
): Promise<{ zip: Uint8Array; count: number }> {
  const [church, statements] = await Promise.all([
    statementChurch(payload),
    yearStatements(payload, year),
  ])
  const files: Record<string, Uint8Array> = {}
  for (const statement of statements) {
    files[statementFileName(statement)] = new Uint8Array(await renderStatement(church, statement))
  }
  return { zip: zipSync(files, { level: 0 }), count: statements.length }
}
