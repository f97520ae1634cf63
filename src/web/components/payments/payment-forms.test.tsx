import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { paymentMessages } from '#shared/messages.ts'
import type { PublicConfig } from '#shared/schemas/public-config.ts'
import { BookingForm } from '#web/features/bookings/booking-form.tsx'
import { DonationForm } from '#web/features/donations/donation-form.tsx'
import { VideoOrderForm } from '#web/features/video-orders/video-order-form.tsx'
import { publicConfigQueryOptions } from '#web/lib/public-config.ts'

// D15, D16: the three pay-then-submit forms offer only what this deployment can take.
// Rendered to HTML with /api/config already answered, as it is once the app has loaded.

const bank: NonNullable<PublicConfig['bankDetails']> = {
  accountName: 'Maths Excellence Tutoring',
  bankName: 'FNB',
  accountNumber: '62 1234 5678',
  branchCode: '250655',
  accountType: 'Cheque account',
}

const configWith = (payments: Pick<PublicConfig, 'paymentsGateway' | 'bankDetails'>) =>
  ({
    publicUrl: 'https://tutoring.example',
    business: {
      name: 'Maths Excellence Tutoring',
      phone: '+27 12 345 6789',
      email: 'info@tutoring.example',
      address: 'Atteridgeville, Pretoria',
      map: { latitude: -25.77, longitude: 28.07 },
      founderName: null,
      socialLinks: { linkedin: '', youtube: '', github: '' },
      informationOfficer: { name: 'The Information Officer', email: 'info@tutoring.example' },
    },
    googleSignIn: false,
    googlePay: null,
    ...payments,
  }) satisfies PublicConfig

function render(form: ReactElement, config: PublicConfig): string {
  const client = new QueryClient()
  client.setQueryData(publicConfigQueryOptions().queryKey, config)
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{form}</MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The page's text, as a reader (or a screen reader) gets it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')

const radio = (html: string, value: string) =>
  new RegExp(`<input[^>]*type="radio"[^>]*value="${value}"`).test(html)
const submitDisabled = (html: string) =>
  /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0].includes('disabled') ?? false

const forms: [string, () => ReactElement][] = [
  [
    'the booking form (/book)',
    () => (
      <BookingForm
        modules={[]}
        tutors={[]}
        freeConsultation={false}
        initialTutorId={undefined}
        onBooked={() => {}}
        onSeriesBooked={() => {}}
      />
    ),
  ],
  ['the video order form (/support-teacher)', () => <VideoOrderForm />],
  ['the donation form (/donate)', () => <DonationForm />],
]

describe.each(forms)('%s', (_name, form) => {
  it('offers the card wallet where a card gateway is configured', () => {
    const html = render(form(), configWith({ paymentsGateway: 'sandbox', bankDetails: bank }))
    expect(radio(html, 'google_pay')).toBe(true)
    expect(radio(html, 'bank_transfer')).toBe(true)
    expect(html).toContain('data-testid="sandbox-wallet"')
  })

  it('hides the card option where no card gateway is configured', () => {
    const html = render(form(), configWith({ paymentsGateway: null, bankDetails: bank }))
    expect(radio(html, 'google_pay')).toBe(false)
    expect(radio(html, 'bank_transfer')).toBe(true)
    expect(html).not.toContain('data-testid="sandbox-wallet"')
    expect(textOf(html)).not.toContain('Google Pay')
  })

  it("says payment can't be taken online, and can't be sent, with neither card nor bank transfer", () => {
    const html = render(form(), configWith({ paymentsGateway: null, bankDetails: null }))
    expect(radio(html, 'google_pay')).toBe(false)
    expect(radio(html, 'bank_transfer')).toBe(false)
    expect(html).not.toContain('data-testid="sandbox-wallet"')
    expect(textOf(html)).toContain(paymentMessages.noOnlinePayment)
    expect(textOf(html)).toContain(paymentMessages.noOnlinePaymentHint)
    expect(submitDisabled(html)).toBe(true)
  })
})
