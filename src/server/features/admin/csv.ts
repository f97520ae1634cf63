import { stringify } from 'csv-stringify/sync'

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
