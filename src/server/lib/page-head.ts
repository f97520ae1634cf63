import { operatingHours } from '#shared/business-facts.ts'
import { formatZar } from '#shared/money.ts'
import { advertisedPriceRangeCents } from '#shared/pricing.ts'
import { isPublicPagePath, publicPages } from '#shared/site-pages.ts'
import type { Config } from '../config.ts'

// Crawlers and link previews (WhatsApp, Facebook, LinkedIn) read the HTML as served and
// run no JavaScript, so each public page's title, description, Open Graph tags and
// canonical address are written into index.html here. The client keeps the title and
// description right as the visitor moves between pages (usePageMeta).

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** JSON inside <script>: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

/** schema.org data for the home page: the business as an educational local business. */
export function organisationData(config: Config) {
  const { business, publicUrl } = config
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
      streetAddress: business.address,
      addressRegion: 'Gauteng',
      addressCountry: 'ZA',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: business.map.latitude,
      longitude: business.map.longitude,
    },
    areaServed: { '@type': 'AdministrativeArea', name: 'Gauteng, South Africa' },
    openingHours: operatingHours.schemaOrg,
    priceRange: `${formatZar(advertisedPriceRangeCents.from)} - ${formatZar(advertisedPriceRangeCents.to)}`,
    currenciesAccepted: 'ZAR',
    sameAs: Object.values(business.socialLinks),
  }
}

/**
 * index.html with the head of the page at `pathname`. A public page gets its own title,
 * description, canonical link and Open Graph tags; any other path (gated pages, one-time
 * links) keeps the defaults and is marked noindex.
 */
export function renderPageHtml(template: string, pathname: string, config: Config): string {
  const { name } = config.business
  let head: string[]
  let html = template
  if (isPublicPagePath(pathname)) {
    const page = publicPages[pathname]
    const title = `${page.title} | ${name}`
    const url = `${config.publicUrl}${pathname}`
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      )
    head = [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(name)}" />`,
      `<meta property="og:locale" content="en_ZA" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:image" content="${escapeHtml(`${config.publicUrl}/og-image.jpg`)}" />`,
      `<meta property="og:image:width" content="1200" />`,
      `<meta property="og:image:height" content="630" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
    ]
    if (pathname === '/') {
      head.push(
        `<script type="application/ld+json">${scriptJson(organisationData(config))}</script>`,
      )
    }
  } else {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(name)}</title>`)
    head = ['<meta name="robots" content="noindex" />']
  }
  return html.replace('</head>', `    ${head.join('\n    ')}\n  </head>`)
}
