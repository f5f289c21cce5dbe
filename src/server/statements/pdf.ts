import 'server-only'

import PDFDocument from 'pdfkit'

import { churchDate } from '@/lib/churchClock'
import { formatLongDate, formatCents } from '@/lib/format'
import { slugify } from '@/lib/slug'

import { NO_GOODS_OR_SERVICES, type Statement, type StatementChurch } from './query'

/**
 * A donor's year-end contribution statement as a printable PDF (US Letter), made on the
 * server: the church's letterhead, the donor, a table of the year's gifts and its total, and
 * the no-goods-or-services line the donor keeps with their tax records.
 */

/** A file name of the donor's: `statement-2026-lydia-purple-12.pdf`. */
export function statementFileName(statement: Statement): string {
  const name = slugify(statement.donor.name ?? '', 'donor')
  return `statement-${statement.year}-${name}-${statement.donor.id}.pdf`
}

const PAGE = { margin: 56, width: 612 }
const COLUMNS = {
  date: PAGE.margin,
  fund: PAGE.margin + 150,
  amountRight: PAGE.width - PAGE.margin,
}

/** One statement as a PDF (US Letter), made with pdfkit's built-in Helvetica. */
export function renderStatement(
  church: StatementChurch,
  statement: Statement,
  issued = new Date(),
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: {
      Title: `Contribution Statement ${statement.year}`,
      Author: church.name,
      Subject: statement.donor.name ?? 'Donor',
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = PAGE.width - 2 * PAGE.margin

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1e3a8a').text(church.name)
  doc.font('Helvetica').fontSize(10).fillColor('#374151')
  if (church.address) doc.text(church.address)
  const contact = [church.phone, church.email].filter(Boolean).join('  ·  ')
  if (contact) doc.text(contact)
  doc.moveDown(1.5)

  doc.font('Helvetica-Bold').fontSize(15).fillColor('#111827')
  doc.text(`Contribution Statement ${statement.year}`)
  doc.font('Helvetica').fontSize(10).fillColor('#374151')
  doc.text(`Issued ${formatLongDate(churchDate(issued))}`)
  doc.moveDown(1)

  doc.font('Helvetica-Bold').fontSize(11).fillColor('#111827')
  doc.text(statement.donor.name || 'Donor')
  doc.font('Helvetica').fontSize(10)
  if (statement.donor.address) doc.text(statement.donor.address)
  doc.moveDown(1)

  doc.text(
    `Thank you for your faithful giving. This statement lists the gifts we received from you between January 1 and December 31, ${statement.year}.`,
    { width },
  )
  doc.moveDown(1)

  const tableRow = (date: string, fund: string, amount: string, bold = false) => {
    if (doc.y > doc.page.height - PAGE.margin - 40) doc.addPage()
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    doc.text(date, COLUMNS.date, y, { width: 140, lineBreak: false })
    doc.text(fund, COLUMNS.fund, y, { width: 200, lineBreak: false })
    doc.text(amount, COLUMNS.amountRight - 120, y, { width: 120, align: 'right', lineBreak: false })
    doc.x = PAGE.margin
    doc.y = y + 16
  }
  const rule = () => {
    doc
      .moveTo(PAGE.margin, doc.y - 3)
      .lineTo(PAGE.width - PAGE.margin, doc.y - 3)
      .strokeColor('#d1d5db')
      .stroke()
  }

  tableRow('Date', 'Fund', 'Amount', true)
  rule()
  doc.moveDown(0.2)
  for (const gift of statement.gifts) {
    tableRow(formatLongDate(gift.date), gift.fund, formatCents(gift.amount_cents))
  }
  rule()
  doc.moveDown(0.2)
  tableRow(`Total for ${statement.year}`, '', formatCents(statement.total_cents), true)
  doc.moveDown(1.5)

  doc.font('Helvetica').fontSize(10).fillColor('#111827')
  doc.text(NO_GOODS_OR_SERVICES, PAGE.margin, doc.y, { width })
  if (church.tax_note) {
    doc.moveDown(0.8)
    doc.fillColor('#374151').text(church.tax_note, { width })
  }
  doc.moveDown(0.8)
  doc.fillColor('#374151').text('Please keep this statement with your tax records.', { width })
  doc.end()
  return done
}
