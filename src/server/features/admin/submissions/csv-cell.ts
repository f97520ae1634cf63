/**
 * A cell a spreadsheet would run as a formula ('=', '+', '-', '@', or a tab or carriage
 * return before one) gets a leading apostrophe, so it is shown as text (OWASP's advice
 * for CSV injection). Anyone may type such a value into a public form.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}
