import type { ReactNode } from 'react'
import { meetingOptions, operatingHours, replyPromise } from '#shared/business-facts.ts'
import { contactMessages } from '#shared/messages.ts'
import { Link } from 'react-router'
import { Container } from '#web/components/ui/container.tsx'
import {
  ArrowRightIcon,
  CalendarIcon,
  ClockIcon,
  GraduationCapIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  UsersIcon,
  VideoIcon,
} from '#web/components/ui/icons.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { usePublicConfig } from '#web/lib/public-config.ts'
import { useSession } from '#web/lib/session.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { paths } from '#web/paths.ts'
import { ContactMap } from './components/contact-map.tsx'
import { FormSuspense, lazyForm } from '#web/components/ui/form-suspense.tsx'

// The form brings react-hook-form and zod; the contact details show before it arrives.
const ContactForm = lazyForm(() =>
  import('./components/contact-form.tsx').then((module) => module.ContactForm),
)

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

function DetailCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 break-words text-slate-700">{children}</div>
      </div>
    </li>
  )
}

/** Shown in place of a detail until GET /api/config answers, at the same height. */
const Pending = () => <span aria-hidden="true" className="block h-6 w-40 rounded bg-slate-100" />

function ContactPage() {
  usePageMeta('/contact')
  const signedIn = useSession().status === 'signed-in'
  const business = usePublicConfig().data?.business

  const quickActions = [
    {
      label: contactMessages.bookFreeCall,
      to: paths.about.getHref(),
      Icon: CalendarIcon,
      text: 'A free 30-minute video call',
    },
    {
      label: contactMessages.bookSession,
      to: signedIn ? paths.book.getHref() : paths.home.getHref(),
      Icon: GraduationCapIcon,
      text: 'One-to-one or small group',
    },
    {
      label: contactMessages.viewTutors,
      to: paths.tutors.getHref(),
      Icon: UsersIcon,
      text: 'Meet our tutors',
    },
  ]

  return (
    <>
      <PageHeader
        eyebrow={`We reply within ${replyPromise.hours} hours`}
        title="Contact us"
        lead="Call, email or send us a message about tutoring, school visits or teacher workshops. We meet online or face to face in Gauteng."
      />

      <Container className="py-12 sm:py-16">
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Quick actions"
          data-testid="quick-actions"
        >
          {quickActions.map(({ label, to, Icon, text }) => (
            <li key={label}>
              <Link
                to={to}
                className="flex items-center gap-4 rounded-2xl border border-brand-200 bg-white p-4 text-brand-800 shadow-sm transition-colors hover:border-brand-400 hover:bg-brand-50"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{label}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
                <ArrowRightIcon className="size-5 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-10 lg:grid-cols-5">
          <section aria-labelledby="contact-details" className="lg:col-span-2">
            <h2 id="contact-details" className="text-2xl font-bold tracking-tight text-slate-900">
              Get in touch
            </h2>
            <ul className="mt-6 space-y-4" data-testid="contact-details">
              <DetailCard icon={<MapPinIcon className="size-5" />} title="Address">
                {business ? business.address : <Pending />}
              </DetailCard>
              <DetailCard icon={<PhoneIcon className="size-5" />} title="Phone">
                {business ? (
                  <a
                    href={telHref(business.phone)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {business.phone}
                  </a>
                ) : (
                  <Pending />
                )}
              </DetailCard>
              <DetailCard icon={<MailIcon className="size-5" />} title="Email">
                {business ? (
                  <a
                    href={`mailto:${business.email}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {business.email}
                  </a>
                ) : (
                  <Pending />
                )}
              </DetailCard>
              <DetailCard icon={<ClockIcon className="size-5" />} title="Operating hours">
                {operatingHours.label} (South African time)
              </DetailCard>
              <DetailCard icon={<VideoIcon className="size-5" />} title="How we meet">
                <ul className="space-y-2">
                  {meetingOptions.map((option) => (
                    <li key={option.id}>
                      <span className="font-medium text-slate-900">{option.title}:</span>{' '}
                      {option.description}
                    </li>
                  ))}
                </ul>
              </DetailCard>
            </ul>
          </section>

          <section
            aria-labelledby="send-message"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-3"
          >
            <h2 id="send-message" className="text-2xl font-bold tracking-tight text-slate-900">
              Send us a message
            </h2>
            <p className="mt-2 mb-6 text-slate-700">
              We reply within {replyPromise.hours} hours. Fields without “optional” are required.
            </p>
            <FormSuspense
              fallback={
                <p role="status" className="flex min-h-96 items-center gap-3 text-slate-700">
                  <Spinner className="size-5 text-brand-700" />
                  Loading the form...
                </p>
              }
            >
              <ContactForm />
            </FormSuspense>
          </section>
        </div>

        <section aria-labelledby="find-us" className="mt-12">
          <h2 id="find-us" className="text-2xl font-bold tracking-tight text-slate-900">
            Find us
          </h2>
          <div className="mt-6">
            {business ? (
              <ContactMap address={business.address} position={business.map} />
            ) : (
              <div
                aria-hidden="true"
                className="aspect-[4/3] rounded-2xl bg-slate-100 sm:aspect-[16/9] lg:aspect-[21/9]"
              />
            )}
          </div>
        </section>
      </Container>
    </>
  )
}

export { ContactPage as Component }
