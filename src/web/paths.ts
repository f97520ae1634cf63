// Every route of the client, with a function that builds its href. router.tsx declares
// the routes with these `path`s; links use `getHref()` so a renamed route changes once.

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

export const paths = {
  // Public
  home: {
    path: '/',
    /**
     * `consultation`: the home page opens its free consultation form, naming the tutor of a
     * visitor's "Free Call" when given (issue 27).
     */
    getHref: (consultation?: { tutor?: number }) =>
      consultation ? withQuery('/', { consultation: 'open', tutor: consultation.tutor }) : '/',
  },
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  register: {
    path: '/register',
    /** `email`: filled in for the visitor (a tutor invitation's address, D25). */
    getHref: (email?: string) => withQuery('/register', { email }),
  },
  login: {
    path: '/login',
    /** `next`: where to go after signing in (a path on this site, with its query). */
    getHref: (next?: string) => withQuery('/login', { next }),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => withQuery('/reset-password', { token }),
  },
  verifyEmail: {
    path: '/verify-email',
    getHref: (token?: string) => withQuery('/verify-email', { token }),
  },
  /** The link in the consent email sent to a high-school student's parent or guardian (D23). */
  guardianConsent: {
    path: '/guardian-consent',
    getHref: (token?: string) => withQuery('/guardian-consent', { token }),
  },
  about: { path: '/about', getHref: () => '/about' },
  whoWeServe: { path: '/who-we-serve', getHref: () => '/who-we-serve' },
  mathematicsTopics: { path: '/mathematics-topics', getHref: () => '/mathematics-topics' },
  contact: { path: '/contact', getHref: () => '/contact' },
  schoolBooking: { path: '/school-booking', getHref: () => '/school-booking' },
  teacherWorkshops: { path: '/teacher-workshops', getHref: () => '/teacher-workshops' },
  supportTeacher: { path: '/support-teacher', getHref: () => '/support-teacher' },
  becomeTutor: { path: '/become-tutor', getHref: () => '/become-tutor' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  newsletterConfirm: {
    path: '/newsletter/confirm',
    getHref: (token?: string) => withQuery('/newsletter/confirm', { token }),
  },
  newsletterUnsubscribe: {
    path: '/newsletter/unsubscribe',
    getHref: (token?: string) => withQuery('/newsletter/unsubscribe', { token }),
  },
  // Public and read-only for visitors (D24)
  tutors: { path: '/tutors', getHref: () => '/tutors' },
  tutor: {
    path: '/tutors/:id',
    getHref: (id: string | number) => `/tutors/${encodeURIComponent(String(id))}`,
  },
  /** The link in a tutor's invitation mail (D25): sign in or register, then accept. */
  tutorInvitation: {
    path: '/tutor-invitation/:token',
    getHref: (token: string) => `/tutor-invitation/${encodeURIComponent(token)}`,
  },
  /** The link in a quote's mail (issue 27): the school reads, accepts or declines it. */
  quote: {
    path: '/quotes/:token',
    getHref: (token: string) => `/quotes/${encodeURIComponent(token)}`,
  },
  library: { path: '/library', getHref: () => '/library' },
  announcements: { path: '/announcements', getHref: () => '/announcements' },

  // Behind the gate
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  book: {
    path: '/book',
    /** `package`: a session from that package's hours (D26). */
    getHref: (
      query: { tutor?: string | number; type?: 'free_consultation'; package?: string } = {},
    ) => withQuery('/book', query),
  },
  /** A student's review of a session (issue 22, D28): the review mail links here. */
  bookingReview: {
    path: '/bookings/:id/review',
    getHref: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/review`,
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  donate: { path: '/donate', getHref: () => '/donate' },
  partnerWithMe: { path: '/partner-with-me', getHref: () => '/partner-with-me' },
  /** The tutor's portal (D25), for accounts linked to a tutor record. */
  tutorPortal: { path: '/tutor', getHref: () => '/tutor' },
  tutorAvailability: { path: '/tutor/availability', getHref: () => '/tutor/availability' },
  tutorProfile: { path: '/tutor/profile', getHref: () => '/tutor/profile' },
  /** The tutor's reviews, each with its reply (issue 22, D28). */
  tutorReviews: { path: '/tutor/reviews', getHref: () => '/tutor/reviews' },
  adminAnnouncements: { path: '/admin/announcements', getHref: () => '/admin/announcements' },
  /** The back office's overview. */
  admin: { path: '/admin', getHref: () => '/admin' },
  adminSubmissions: {
    path: '/admin/submissions/:kind',
    /** `query`: the list's filters and page, as the list keeps them in its address. */
    getHref: (kind: string, query: Record<string, string | number | undefined> = {}) =>
      withQuery(`/admin/submissions/${encodeURIComponent(kind)}`, query),
  },
  adminSubmission: {
    path: '/admin/submissions/:kind/:id',
    getHref: (kind: string, id: string) =>
      `/admin/submissions/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
  },
  adminSavedReplies: {
    path: '/admin/saved-replies',
    getHref: (kind?: string) => withQuery('/admin/saved-replies', { kind }),
  },
  adminAudit: {
    path: '/admin/audit',
    getHref: (page = 1) => withQuery('/admin/audit', { page: page > 1 ? page : undefined }),
  },
  adminBookings: {
    path: '/admin/bookings',
    getHref: (query: Record<string, string | number | undefined> = {}) =>
      withQuery('/admin/bookings', query),
  },
  adminBooking: {
    path: '/admin/bookings/:id',
    getHref: (id: string) => `/admin/bookings/${encodeURIComponent(id)}`,
  },
  adminPackages: {
    path: '/admin/packages',
    getHref: (query: Record<string, string | number | undefined> = {}) =>
      withQuery('/admin/packages', query),
  },
  adminPackage: {
    path: '/admin/packages/:id',
    getHref: (id: string) => `/admin/packages/${encodeURIComponent(id)}`,
  },
  /** The students' reviews of sessions, to hide or show again (issue 22, D28). */
  adminReviews: {
    path: '/admin/reviews',
    getHref: (query: Record<string, string | number | undefined> = {}) =>
      withQuery('/admin/reviews', query),
  },
  adminCardRefunds: {
    path: '/admin/card-refunds',
    getHref: (query: Record<string, string | undefined> = {}) =>
      withQuery('/admin/card-refunds', query),
  },
  adminTutors: { path: '/admin/tutors', getHref: () => '/admin/tutors' },
  adminUsers: {
    path: '/admin/users',
    getHref: (query: Record<string, string | number | undefined> = {}) =>
      withQuery('/admin/users', query),
  },
  adminUser: {
    path: '/admin/users/:id',
    getHref: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  },
  adminNewsletter: {
    path: '/admin/newsletter',
    getHref: (query: Record<string, string | number | undefined> = {}) =>
      withQuery('/admin/newsletter', query),
  },
  adminNewCampaign: {
    path: '/admin/newsletter/campaigns/new',
    getHref: () => '/admin/newsletter/campaigns/new',
  },
  adminCampaign: {
    path: '/admin/newsletter/campaigns/:id',
    getHref: (id: string) => `/admin/newsletter/campaigns/${encodeURIComponent(id)}`,
  },
  adminSubscriber: {
    path: '/admin/newsletter/:id',
    getHref: (id: string) => `/admin/newsletter/${encodeURIComponent(id)}`,
  },
} as const

/** Served by the server, not the client router; opened in a new tab. */
export const sitemapHref = '/sitemap.xml'

/**
 * The `next` parameter of /login, made safe: only a path on this site is followed
 * (no `//host`, no `/\host`, no scheme), anything else falls back to the dashboard.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return paths.dashboard.getHref()
  }
  return next
}
