import { lazy, Suspense, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Container } from '#web/components/ui/container.tsx'
import {
  ClockIcon,
  GitHubIcon,
  GraduationCapIcon,
  LinkedInIcon,
  LogoMark,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  ShieldIcon,
  YouTubeIcon,
} from '#web/components/ui/icons.tsx'
import { operatingLocation } from '#shared/business-facts.ts'
import { useBusinessName, usePublicConfig } from '#web/lib/public-config.ts'
import { useNearViewport } from '#web/lib/use-near-viewport.ts'
import { paths, sitemapHref } from '#web/paths.ts'
import { footerGroups } from './nav-links.ts'

// The form (with react-hook-form and zod) loads after the shell; its slot keeps its size.
const NewsletterForm = lazy(() =>
  import('#web/features/newsletter/components/newsletter-form.tsx').then((module) => ({
    default: module.NewsletterForm,
  })),
)

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-h-6 items-center gap-3">
      <span className="shrink-0 text-accent-300">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  )
}

function Placeholder({ width }: { width: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block h-4 ${width} rounded bg-white/10 motion-safe:animate-pulse`}
    />
  )
}

function ContactDetails() {
  const { data: config, isError } = usePublicConfig()
  const phone = config?.business.phone
  const email = config?.business.email
  return (
    <ul className="space-y-3 text-sm text-slate-200" data-testid="footer-contact">
      <ContactLine icon={<PhoneIcon className="size-4" />}>
        {phone ? (
          <a href={telHref(phone)} className="hover:text-white hover:underline">
            {phone}
          </a>
        ) : isError ? (
          <Link to={paths.contact.getHref()} className="hover:text-white hover:underline">
            Send us a message on our contact page
          </Link>
        ) : (
          <Placeholder width="w-32" />
        )}
      </ContactLine>
      <ContactLine icon={<MailIcon className="size-4" />}>
        {email ? (
          <a href={`mailto:${email}`} className="hover:text-white hover:underline">
            {email}
          </a>
        ) : isError ? null : (
          <Placeholder width="w-44" />
        )}
      </ContactLine>
      <ContactLine icon={<MapPinIcon className="size-4" />}>{operatingLocation}</ContactLine>
    </ul>
  )
}

const socialIcons = [
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'youtube', label: 'YouTube', Icon: YouTubeIcon },
  { key: 'github', label: 'GitHub', Icon: GitHubIcon },
] as const

function SocialLinks() {
  const { data: config } = usePublicConfig()
  return (
    <ul className="flex gap-2" aria-label="Social media">
      {socialIcons.map(({ key, label, Icon }) => {
        const href = config?.business.socialLinks[key]
        return (
          <li key={key}>
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} (opens in a new tab)`}
                className="flex size-10 items-center justify-center rounded-lg bg-white/10 text-slate-100 transition-colors hover:bg-white/20 hover:text-white"
              >
                <Icon className="size-5" />
              </a>
            ) : (
              <span aria-hidden="true" className="block size-10 rounded-lg bg-white/5" />
            )}
          </li>
        )
      })}
    </ul>
  )
}

const trustBadges = [
  { label: 'Trusted Platform', Icon: ShieldIcon },
  { label: 'Expert Tutors', Icon: GraduationCapIcon },
  { label: '24/7 Support', Icon: ClockIcon },
] as const

function NewsletterPlaceholder() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <span className="flex flex-1 flex-col gap-1.5">
        <span className="block h-5" />
        <span className="block h-11 rounded-lg border border-slate-500 bg-slate-800" />
      </span>
      <span className="block h-11 w-full rounded-lg bg-accent-400/60 sm:mt-[1.625rem] sm:w-36" />
    </div>
  )
}

/**
 * The form and its validation library are about a quarter of a first visit's bytes, so
 * they load only when the visitor scrolls towards the footer: within 200 px of the screen,
 * not the default 600, or a short page (/announcements before any are posted, on a phone)
 * would load them on every visit, 40 KB over issue 23's 130 KB. The placeholder keeps the
 * form's size, so a visitor who gets there first sees it filled in, not moved.
 */
function NewsletterSlot({ pageReady }: { pageReady: boolean }) {
  const slotRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(pageReady ? slotRef : noElement, '200px')
  return (
    <div ref={slotRef}>
      {near ? (
        <Suspense fallback={<NewsletterPlaceholder />}>
          <NewsletterForm />
        </Suspense>
      ) : (
        <NewsletterPlaceholder />
      )}
    </div>
  )
}

const noElement = { current: null }

export function Footer({ pageReady = true }: { pageReady?: boolean }) {
  const businessName = useBusinessName()
  const year = new Date().getFullYear()

  return (
    <footer className="surface-dark bg-brand-950 text-slate-300">
      <Container className="border-b border-white/10 py-10">
        <div className="grid gap-6 lg:grid-cols-2 lg:items-center lg:gap-12">
          <div>
            <h2 className="text-xl font-bold text-white">Get maths tips and news</h2>
            <p className="mt-2 max-w-xl text-sm text-slate-300">
              Occasional emails with study tips, exam-season reminders and new sessions. We send one
              email to confirm your address, and every email has an unsubscribe link.
            </p>
          </div>
          <NewsletterSlot pageReady={pageReady} />
        </div>
      </Container>

      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-12">
        <div className="sm:col-span-2 lg:col-span-6">
          <Link to={paths.home.getHref()} className="inline-flex items-center gap-2.5 rounded-lg">
            <LogoMark className="size-9" />
            <span className="text-lg font-bold text-white">{businessName}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm">
            Mathematics tutoring for high school, TVET college and university students and adult
            learners — online, or face to face in Gauteng.
          </p>
          <div className="mt-6">
            <ContactDetails />
          </div>
          <div className="mt-6">
            <SocialLinks />
          </div>
        </div>

        {footerGroups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`} className="lg:col-span-2">
            <h2
              id={`footer-${group.id}`}
              className="text-sm font-semibold tracking-wide text-white uppercase"
            >
              {group.label}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-slate-300 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>

      <Container>
        <ul
          className="grid gap-3 border-t border-white/10 py-6 sm:grid-cols-3"
          aria-label="Why families trust us"
        >
          {trustBadges.map(({ label, Icon }) => (
            <li
              key={label}
              className="flex items-center gap-2.5 text-sm font-medium text-slate-100"
            >
              <span className="flex size-8 items-center justify-center rounded-full bg-white/10 text-accent-300">
                <Icon className="size-4" />
              </span>
              {label}
            </li>
          ))}
        </ul>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {businessName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to={paths.privacy.getHref()} className="hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()} className="hover:text-white hover:underline">
                Terms of Service
              </Link>
            </li>
            <li>
              <a
                href={sitemapHref}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white hover:underline"
              >
                Sitemap<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  )
}
