/**
 * CSV as spreadsheets read it, for the server's donation export and the admin's table
 * exports alike. Cells that a spreadsheet would run as a formula get a leading quote.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows (the first being the header) as CSV text, lines ended by CRLF. */
export function csvText(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
