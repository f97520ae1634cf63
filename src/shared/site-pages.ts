// The public pages search engines should find (spec part 1 §2 public routes, plus the
// pages D24 opens to visitors). The server lists them in /sitemap.xml.
export const sitemapPaths = [
  '/',
  '/about',
  '/who-we-serve',
  '/mathematics-topics',
  '/contact',
  '/school-booking',
  '/teacher-workshops',
  '/support-teacher',
  '/become-tutor',
  '/tutors',
  '/library',
  '/announcements',
  '/register',
  '/login',
  '/privacy',
  '/terms',
] as const
