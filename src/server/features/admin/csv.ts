import { stringify } from 'csv-stringify/sync'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { sastDateOf, sastTimeOf, todayInSast } from '#shared/sast.ts'

/**
 * A cell a spreadsheet would run as a formula ('=', '+', '-', '@', or a tab or carriage
 * return before one) gets a leading apostrophe, so it is shown as text (OWASP's advice
 * for CSV injection). Anyone may type such a value into a public form.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

/**
 * Rows as a CSV file a spreadsheet opens cleanly: RFC 4180 quoting (csv-stringify), CRLF
 * line ends, formulas neutralised, and a byte-order mark so it is read as UTF-8.
 */
export function toCsv(rows: string[][]): string {
  const csv = stringify(
    rows.map((row) => row.map(neutraliseFormula)),
    { record_delimiter: 'windows' },
  )
  return `\ufeff${csv}`
}

/** A CSV export's 200 in a route's schema: what `sendCsv` answers. */
export const CsvResponse = {
  description: 'The list as a CSV file (UTF-8 with a byte-order mark), as a download.',
  content: { 'text/csv': { schema: z.string() } },
}

/** Answers a CSV export as a download named for the list and today's SAST date. */
export function sendCsv(reply: FastifyReply, list: string, csv: string) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${list}-${todayInSast()}.csv"`)
    .send(csv)
}

/** An instant as a spreadsheet sorts it, in SAST (D3): '2026-11-23 14:05'. */
export function csvTime(value: Date | null | undefined): string {
  return value ? `${sastDateOf(value)} ${sastTimeOf(value)}` : ''
}
