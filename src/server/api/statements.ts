import 'server-only'

import { zipSync } from 'fflate'
import PDFDocument from 'pdfkit'
import type { Payload } from 'payload'

import { churchDate, startOfChurchDay } from '@/lib/churchClock'
import type { StatementEmailJson, StatementRecipientsJson } from '@/lib/contract/types'
import { donationTypeLabel } from '@/lib/contract/values'
import { formatLongDate, formatMoney } from '@/lib/format'
import { slugify } from '@/lib/slug'

import { queueEmail } from '../mail/message'
import { queryRows, toNumber } from './sql'

/**
 * Year-end contribution statements: for each donor, every gift of a calendar year (Dallas
 * time) with its date, fund and amount, and the year's total, as a PDF made on the server,
 * all of them in one ZIP, or by email through the mail queue. Anonymous gifts are left out:
 * the giver asked not to be named with them.
 */

export const NO_GOODS_OR_SERVICES =
  'No goods or services were provided in exchange for these contributions, other than intangible religious benefits.'

export type StatementChurch = {
  name: string
  address: string | null
  phone: string | null
  email: string | null
  tax_note: string | null
}

export type StatementGift = { date: string; fund: string; amount_cents: number }

export type Statement = {
  year: number
  donor: { id: number; name: string | null; email: string | null; address: string | null }
  gifts: StatementGift[]
  total_cents: number
}

type GiftRow = {
  donor_id: unknown
  name: string | null
  email: string | null
  address: string | null
  donated_at: unknown
  donation_type: string
  amount_cents: unknown
}

/** The instants a Dallas calendar year starts and ends at. */
export const yearBounds = (year: number) => ({
  start: startOfChurchDay(`${year}-01-01`),
  end: startOfChurchDay(`${year + 1}-01-01`),
})

/** The statements of a year, one per donor with named gifts that year, by donor name. */
export async function yearStatements(
  payload: Payload,
  year: number,
  donorId?: number,
): Promise<Statement[]> {
  const { start, end } = yearBounds(year)
  const rows = await queryRows<GiftRow>(payload, (sql) => {
    const oneDonor = donorId === undefined ? sql`` : sql`AND d.donor_id = ${donorId}`
    return sql`SELECT d.donor_id, o.name, o.email, o.address, d.donated_at, d.donation_type,
        d.amount_cents
      FROM donations d JOIN donors o ON o.id = d.donor_id
      WHERE d.donated_at >= ${start.toISOString()} AND d.donated_at < ${end.toISOString()}
        AND d.anonymous IS NOT TRUE ${oneDonor}
      ORDER BY o.name, d.donor_id, d.donated_at, d.id`
  })
  const statements: Statement[] = []
  for (const row of rows) {
    const id = toNumber(row.donor_id)
    let statement = statements[statements.length - 1]
    if (!statement || statement.donor.id !== id) {
      statement = {
        year,
        donor: { id, name: row.name, email: row.email, address: row.address },
        gifts: [],
        total_cents: 0,
      }
      statements.push(statement)
    }
    const cents = toNumber(row.amount_cents)
    statement.gifts.push({
      date: churchDate(new Date(row.donated_at as string)),
      fund: donationTypeLabel(row.donation_type),
      amount_cents: cents,
    })
    statement.total_cents += cents
  }
  return statements
}

export async function statementChurch(payload: Payload): Promise<StatementChurch> {
  const info = await payload.findGlobal({ slug: 'church-info', depth: 0 })
  return {
    name: info.name || 'Church',
    address: info.address ?? null,
    phone: info.phone ?? null,
    email: info.email ?? null,
    tax_note: info.tax_note ?? null,
  }
}

const money = (cents: number) => formatMoney(cents / 100)

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
    tableRow(formatLongDate(gift.date), gift.fund, money(gift.amount_cents))
  }
  rule()
  doc.moveDown(0.2)
  tableRow(`Total for ${statement.year}`, '', money(statement.total_cents), true)
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

/** The statement as the text of an email: the same content as the PDF. */
export function statementText(church: StatementChurch, statement: Statement): string {
  const lines = [
    `Dear ${statement.donor.name || 'friend'},`,
    '',
    `Thank you for your faithful giving. This is your contribution statement for ${statement.year}: the gifts ${church.name} received from you between January 1 and December 31, ${statement.year}.`,
    '',
    ...statement.gifts.map(
      (gift) => `${formatLongDate(gift.date)}  ${gift.fund}  ${money(gift.amount_cents)}`,
    ),
    '',
    `Total for ${statement.year}: ${money(statement.total_cents)}`,
    '',
    NO_GOODS_OR_SERVICES,
    ...(church.tax_note ? ['', church.tax_note] : []),
    '',
    'Please keep this statement with your tax records.',
    '',
    church.name,
    ...(church.address ? [church.address] : []),
  ]
  return lines.join('\n')
}

/**
 * Who a year's statements are for, before anything is sent: the donors with named gifts that
 * year (only they have a statement), how many of them an "Email statements" would write to
 * (with an address; without `resend`, not those already sent), and how many already have theirs.
 */
export async function statementRecipients(
  payload: Payload,
  year: number,
): Promise<StatementRecipientsJson> {
  const statements = await yearStatements(payload, year)
  const { docs } = await payload.find({
    collection: 'statement-deliveries',
    where: { year: { equals: year } },
    pagination: false,
    depth: 0,
  })
  const sent = new Set(docs.map((delivery) => Number(delivery.donor)))
  const withEmail = statements.filter((statement) => statement.donor.email)
  return {
    year,
    donor_ids: statements.map((statement) => statement.donor.id),
    with_email: withEmail.length,
    already_sent: withEmail.filter((statement) => sent.has(statement.donor.id)).length,
  }
}

/**
 * Queues each donor's statement for the year by email, once per donor and year: a
 * `statement-deliveries` row is claimed first (unique per donor and year), so a second run,
 * or two runs at once, skip donors already sent, unless `resend` is asked. Each email is a job
 * of the jobs queue, sent by the runner after the answer. Returns the counts.
 */
export async function emailStatements(
  payload: Payload,
  year: number,
  resend: boolean,
): Promise<StatementEmailJson> {
  const [church, statements] = await Promise.all([
    statementChurch(payload),
    yearStatements(payload, year),
  ])
  let queued = 0
  let alreadySent = 0
  for (const statement of statements) {
    const email = statement.donor.email
    if (!email) continue
    const { docs } = await payload.find({
      collection: 'statement-deliveries',
      where: { and: [{ donor: { equals: statement.donor.id } }, { year: { equals: year } }] },
      limit: 1,
      depth: 0,
    })
    if (docs[0] && !resend) {
      alreadySent++
      continue
    }
    try {
      if (docs[0]) {
        await payload.update({
          collection: 'statement-deliveries',
          id: docs[0].id,
          data: { email },
          depth: 0,
        })
      } else {
        await payload.create({
          collection: 'statement-deliveries',
          data: { donor: statement.donor.id, year, email },
          depth: 0,
        })
      }
    } catch {
      // Another run claimed this donor and year a moment ago.
      payload.logger.warn({ msg: 'statement already being sent', donor: statement.donor.id, year })
      alreadySent++
      continue
    }
    await queueEmail(payload, {
      to: email,
      subject: `Your ${year} contribution statement from ${church.name}`,
      text: statementText(church, statement),
    })
    queued++
  }
  payload.logger.info({ msg: 'contribution statements queued', year, queued })
  return { year, queued, already_sent: alreadySent }
}
