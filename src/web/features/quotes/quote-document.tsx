import { useId, type ReactNode } from 'react'
import { formatQuoteAmount } from '#shared/quotes.ts'
import { formatZar } from '#shared/money.ts'
import { formatSastDate, formatSastLongDate } from '#shared/sast.ts'
import type { PublicQuote } from '#shared/schemas/quotes.ts'
import { quotePageMessages as m } from './messages.ts'

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-5">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The items and their total: lines that add up, amounts right-aligned. */
function QuotedItems({ quote }: { quote: PublicQuote }) {
  const { items } = quote
  return (
    <Section title={m.whatIsQuoted}>
      <p className="mt-2 text-slate-700">{items.description}</p>
      <table className="mt-4 w-full text-left text-sm sm:text-base">
        <thead className="sr-only">
          <tr>
            <th scope="col">{m.item}</th>
            <th scope="col">{m.amount}</th>
          </tr>
        </thead>
        <tbody>
          {items.lines.map((line) => (
            <tr key={line.label} className="border-b border-slate-100">
              <td className="py-2 pr-4 align-top text-slate-700">{line.label}</td>
              <td className="py-2 text-right align-top whitespace-nowrap text-slate-900 tabular-nums">
                {formatQuoteAmount(line.amount_cents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-4 text-base font-bold text-slate-900">
              {m.total}
            </th>
            <td
              className="pt-3 text-right text-lg font-bold whitespace-nowrap text-brand-900 tabular-nums"
              data-testid="quote-total"
            >
              {formatZar(items.total_cents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </Section>
  )
}

function BankDetails({ quote }: { quote: PublicQuote }) {
  const bank = quote.bank_details
  const reference = quote.payment_reference
  if (!bank) {
    return (
      <Section title={m.paymentHeading}>
        <p className="mt-2 text-slate-700">{m.noBankDetails(reference)}</p>
      </Section>
    )
  }
  const rows: [string, ReactNode][] = [
    [m.accountName, bank.accountName],
    [m.bank, bank.bankName],
    [m.accountNumber, <span className="font-mono">{bank.accountNumber}</span>],
    [m.branchCode, <span className="font-mono">{bank.branchCode}</span>],
    [m.accountType, bank.accountType],
    [
      m.paymentReference,
      <span className="font-mono text-base font-bold text-brand-900">{reference}</span>,
    ],
  ]
  return (
    <Section title={m.paymentHeading}>
      <p className="mt-2 text-slate-700">{m.paymentLead(reference)}</p>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2 sm:text-base">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600 not-first:mt-2 sm:not-first:mt-0">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

/**
 * The quote as a document a school can read, print and file: who it is for, what is
 * quoted and for how much, until when, and (while it can be paid) where to pay.
 */
export function QuoteDocument({ quote }: { quote: PublicQuote }) {
  const payable = quote.status === 'sent' || quote.status === 'accepted'
  return (
    <div className="space-y-5">
      <div className="space-y-1 text-slate-700">
        <p>{m.attention(quote.contact_person_name)}</p>
        <p>{m.from(quote.business_name, formatSastDate(quote.sent_at))}</p>
        <p>
          <span className="font-semibold text-slate-900">{m.validUntil}:</span>{' '}
          <time dateTime={quote.valid_until}>{formatSastLongDate(quote.valid_until)}</time>
        </p>
      </div>
      <QuotedItems quote={quote} />
      {quote.message ? (
        <Section title={m.messageHeading}>
          <p className="mt-2 whitespace-pre-line text-slate-700">{quote.message}</p>
        </Section>
      ) : null}
      {payable ? <BankDetails quote={quote} /> : null}
    </div>
  )
}
