import { formatZar } from '#shared/money.ts'
import { advertisedPriceRangeCents } from '#shared/pricing.ts'
import type { PublicTutor } from '#shared/schemas/tutors.ts'
import { isPublicPagePath, publicPages, tutorPageMeta, type PageMeta } from '#shared/site-pages.ts'
import type { Config } from '../config.ts'
import { escapeHtml } from './escape-html.ts'

// Crawlers and link previews (WhatsApp, Facebook, LinkedIn) read the HTML as served and
// run no JavaScript, so each public page's title, description, Open Graph tags and
// canonical address are written into index.html here. The client keeps the title and
// description right as the visitor moves between pages (usePageMeta).

/** JSON inside <script>: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/**
 * The business's hours (every day, 8:00am to 1:00am) as schema.org reads them. Open past
 * midnight is two ranges a day, so no reader takes 08:00-01:00 for a single hour: from 08:00
 * to the day's end, and the first hour of every day (the night before running on).
 */
const openingHours = [
  { opens: '08:00', closes: '23:59:59' },
  { opens: '00:00', closes: '01:00' },
].map((hours) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: everyDay, ...hours }))

/** schema.org data for the home page: the business as an educational local business. */
export function organisationData(config: Config) {
  const { business, publicUrl } = config
  const profiles = Object.values(business.socialLinks).filter(
    (link) => new URL(link).pathname.replace(/\/+$/, '') !== '',
  )
  return {
    '@context': 'https://schema.org',
    '@type': ['EducationalOrganization', 'LocalBusiness'],
    '@id': `${publicUrl}/#organization`,
    name: business.name,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    image: `${publicUrl}/og-image.jpg`,
    description: publicPages['/'].description,
    telephone: business.phone,
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.postalAddress.street,
      addressLocality: business.postalAddress.locality,
      addressRegion: business.postalAddress.region,
      postalCode: business.postalAddress.postalCode,
      addressCountry: business.postalAddress.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: business.map.latitude,
      longitude: business.map.longitude,
    },
    areaServed: { '@type': 'AdministrativeArea', name: 'Gauteng, South Africa' },
    openingHoursSpecification: openingHours,
    priceRange: `${formatZar(advertisedPriceRangeCents.from)} - ${formatZar(advertisedPriceRangeCents.to)}`,
    currenciesAccepted: 'ZAR',
    // Only the business's own profiles: a network's home page (the unconfigured default)
    // says nothing about the business.
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  }
}

/** A tutor's photo as an absolute address (the API gives this product's own path). */
const tutorImage = (url: string, config: Config) => new URL(url, `${config.publicUrl}/`).href

/** schema.org data for a tutor's page: the tutor as a person who works for the business. */
export function tutorData(tutor: PublicTutor, url: string, config: Config) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${url}#person`,
    name: tutor.name,
    url,
    jobTitle: 'Mathematics tutor',
    description: tutor.bio || tutorPageMeta(tutor).description,
    ...(tutor.profile_image_url ? { image: tutorImage(tutor.profile_image_url, config) } : {}),
    ...(tutor.expertise_list.length > 0 ? { knowsAbout: tutor.expertise_list } : {}),
    ...(tutor.qualifications_list.length > 0
      ? {
          hasCredential: tutor.qualifications_list.map((name) => ({
            '@type': 'EducationalOccupationalCredential',
            name,
          })),
        }
      : {}),
    worksFor: { '@id': `${config.publicUrl}/#organization`, name: config.business.name },
  }
}

interface HeadOf {
  meta: PageMeta
  ogType: 'website' | 'profile'
  /** An image of the page's own, absolute; the business's share image otherwise. */
  image?: string
  data?: object
}

function headOf(pathname: string, config: Config, tutor?: PublicTutor): HeadOf | undefined {
  if (tutor) {
    const url = `${config.publicUrl}${pathname}`
    return {
      meta: tutorPageMeta(tutor),
      ogType: 'profile',
      ...(tutor.profile_image_url ? { image: tutorImage(tutor.profile_image_url, config) } : {}),
      data: tutorData(tutor, url, config),
    }
  }
  if (!isPublicPagePath(pathname)) return undefined
  return {
    meta: publicPages[pathname],
    ogType: 'website',
    ...(pathname === '/' ? { data: organisationData(config) } : {}),
  }
}

/**
 * index.html with the head of the page at `pathname`. A public page (and an active tutor's,
 * given the tutor) gets its own title, description, canonical link, Open Graph tags and
 * structured data where it has some; any other path (gated pages, one-time links) keeps the
 * defaults and is marked noindex.
 */
export function renderPageHtml(
  template: string,
  pathname: string,
  config: Config,
  tutor?: PublicTutor,
): string {
  const { name } = config.business
  const page = headOf(pathname, config, tutor)
  if (!page) {
    return template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(name)}</title>`)
      .replace('</head>', `    <meta name="robots" content="noindex" />\n  </head>`)
  }
  const title = `${page.meta.title} | ${name}`
  const url = `${config.publicUrl}${pathname}`
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.meta.description)}" />`,
    )
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${page.ogType}" />`,
    `<meta property="og:site_name" content="${escapeHtml(name)}" />`,
    `<meta property="og:locale" content="en_ZA" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(page.image
      ? [
          `<meta property="og:image" content="${escapeHtml(page.image)}" />`,
          `<meta name="twitter:card" content="summary" />`,
        ]
      : [
          `<meta property="og:image" content="${escapeHtml(`${config.publicUrl}/og-image.jpg`)}" />`,
          `<meta property="og:image:width" content="1200" />`,
          `<meta property="og:image:height" content="630" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]),
  ]
  if (page.data) head.push(`<script type="application/ld+json">${scriptJson(page.data)}</script>`)
  return html.replace('</head>', `    ${head.join('\n    ')}\n  </head>`)
}
