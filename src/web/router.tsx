import { matchRoutes, type RouteObject } from 'react-router'
import { Gate } from './layout/gate.tsx'
import { RootLayout } from './layout/root-layout.tsx'
import { RouteError } from './layout/route-error.tsx'
import { paths } from './paths.ts'

// Every page is its own lazy module so the first load carries only the shell.
// A page module exports its component as `Component` (react-router's lazy convention):
//   export { AboutPage as Component }
// To add a page: add its path to paths.ts, then one line below — in `publicRoutes` for
// pages anyone may see, in `gatedRoutes` for pages that need a signed-in user.

const publicRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: () => import('./features/home/home-page.tsx') },
  { path: paths.authCallback.path, lazy: () => import('./features/auth/auth-callback-page.tsx') },
  { path: paths.register.path, lazy: () => import('./features/auth/register-page.tsx') },
  { path: paths.login.path, lazy: () => import('./features/auth/login-page.tsx') },
  {
    path: paths.forgotPassword.path,
    lazy: () => import('./features/auth/forgot-password-page.tsx'),
  },
  { path: paths.resetPassword.path, lazy: () => import('./features/auth/reset-password-page.tsx') },
  { path: paths.verifyEmail.path, lazy: () => import('./features/auth/verify-email-page.tsx') },
  {
    path: paths.guardianConsent.path,
    lazy: () => import('./features/guardian-consent/guardian-consent-page.tsx'),
  },
  { path: paths.about.path, lazy: () => import('./features/about/about-page.tsx') },
  { path: paths.whoWeServe.path, lazy: () => import('./features/catalogue/who-we-serve-page.tsx') },
  {
    path: paths.mathematicsTopics.path,
    lazy: () => import('./features/catalogue/mathematics-topics-page.tsx'),
  },
  { path: paths.contact.path, lazy: () => import('./features/contact/contact-page.tsx') },
  {
    path: paths.schoolBooking.path,
    lazy: () => import('./features/school-bookings/school-booking-page.tsx'),
  },
  {
    path: paths.teacherWorkshops.path,
    lazy: () => import('./features/workshops/teacher-workshops-page.tsx'),
  },
  {
    path: paths.supportTeacher.path,
    lazy: () => import('./features/video-orders/support-teacher-page.tsx'),
  },
  {
    path: paths.becomeTutor.path,
    lazy: () => import('./features/tutor-applications/become-tutor-page.tsx'),
  },
  { path: paths.privacy.path, lazy: () => import('./features/legal/privacy-page.tsx') },
  { path: paths.terms.path, lazy: () => import('./features/legal/terms-page.tsx') },
  {
    path: paths.newsletterConfirm.path,
    lazy: () => import('./features/newsletter/newsletter-confirm-page.tsx'),
  },
  {
    path: paths.newsletterUnsubscribe.path,
    lazy: () => import('./features/newsletter/newsletter-unsubscribe-page.tsx'),
  },
  // Public and read-only for visitors; their account actions ask for sign-in (D24).
  { path: paths.tutors.path, lazy: () => import('./features/tutors/tutors-page.tsx') },
  { path: paths.tutor.path, lazy: () => import('./features/tutors/tutor-detail-page.tsx') },
  {
    path: paths.tutorInvitation.path,
    lazy: () => import('./features/tutor-invitations/tutor-invitation-page.tsx'),
  },
  { path: paths.quote.path, lazy: () => import('./features/quotes/quote-page.tsx') },
  { path: paths.library.path, lazy: () => import('./features/library/library-page.tsx') },
  {
    path: paths.announcements.path,
    lazy: () => import('./features/announcements/announcements-page.tsx'),
  },
]

const gatedRoutes: RouteObject[] = [
  { path: paths.dashboard.path, lazy: () => import('./features/dashboard/dashboard-page.tsx') },
  { path: paths.book.path, lazy: () => import('./features/bookings/book-page.tsx') },
  { path: paths.bookingReview.path, lazy: () => import('./features/reviews/review-page.tsx') },
  { path: paths.profile.path, lazy: () => import('./features/profile/profile-page.tsx') },
  { path: paths.donate.path, lazy: () => import('./features/donations/donate-page.tsx') },
  {
    path: paths.partnerWithMe.path,
    lazy: () => import('./features/partnerships/partner-with-me-page.tsx'),
  },
  {
    path: paths.adminAnnouncements.path,
    lazy: () => import('./features/announcements/admin-announcements-page.tsx'),
  },
  {
    // The tutor's portal (D25): its layout (navigation, and a refusal for accounts that are
    // not a tutor's) and its pages, each a chunk of its own.
    path: paths.tutorPortal.path,
    lazy: () => import('./features/tutor-portal/tutor-layout.tsx'),
    children: [
      { index: true, lazy: () => import('./features/tutor-portal/agenda-page.tsx') },
      {
        path: paths.tutorAvailability.path,
        lazy: () => import('./features/tutor-portal/availability-page.tsx'),
      },
      {
        path: paths.tutorProfile.path,
        lazy: () => import('./features/tutor-portal/tutor-profile-page.tsx'),
      },
      {
        path: paths.tutorReviews.path,
        lazy: () => import('./features/tutor-portal/reviews-page.tsx'),
      },
    ],
  },
  {
    // The back office: its layout (navigation, and Access Denied for non-administrators)
    // and its pages load as separate chunks, in parallel.
    path: paths.admin.path,
    lazy: () => import('./features/admin/admin-layout.tsx'),
    children: [
      { index: true, lazy: () => import('./features/admin/overview/overview-page.tsx') },
      {
        path: paths.adminBookings.path,
        lazy: () => import('./features/admin/bookings/bookings-page.tsx'),
      },
      {
        path: paths.adminBooking.path,
        lazy: () => import('./features/admin/bookings/booking-page.tsx'),
      },
      {
        path: paths.adminPackages.path,
        lazy: () => import('./features/admin/packages/packages-page.tsx'),
      },
      {
        path: paths.adminPackage.path,
        lazy: () => import('./features/admin/packages/package-page.tsx'),
      },
      {
        path: paths.adminReviews.path,
        lazy: () => import('./features/admin/reviews/reviews-page.tsx'),
      },
      {
        path: paths.adminCardRefunds.path,
        lazy: () => import('./features/admin/card-refunds/card-refunds-page.tsx'),
      },
      {
        path: paths.adminSubmissions.path,
        lazy: () => import('./features/admin/submissions-page.tsx'),
      },
      {
        path: paths.adminSubmission.path,
        lazy: () => import('./features/admin/submission-page.tsx'),
      },
      {
        path: paths.adminSavedReplies.path,
        lazy: () => import('./features/admin/replies/saved-replies-page.tsx'),
      },
      { path: paths.adminAudit.path, lazy: () => import('./features/admin/audit-page.tsx') },
      {
        path: paths.adminTutors.path,
        lazy: () => import('./features/admin/tutors/tutors-page.tsx'),
      },
      { path: paths.adminUsers.path, lazy: () => import('./features/admin/users/users-page.tsx') },
      { path: paths.adminUser.path, lazy: () => import('./features/admin/users/user-page.tsx') },
      {
        path: paths.adminNewsletter.path,
        lazy: () => import('./features/admin/newsletter/newsletter-page.tsx'),
      },
      {
        path: paths.adminNewCampaign.path,
        lazy: () => import('./features/admin/newsletter/campaign-page.tsx'),
      },
      {
        path: paths.adminCampaign.path,
        lazy: () => import('./features/admin/newsletter/campaign-page.tsx'),
      },
      {
        path: paths.adminSubscriber.path,
        lazy: () => import('./features/admin/newsletter/subscriber-page.tsx'),
      },
    ],
  },
  // Any other path (including /admin/* pages not declared above): a signed-out
  // visitor gets the gate like any gated page; a signed-in user gets "Page not found".
  { path: '*', lazy: () => import('./layout/not-found-page.tsx') },
]

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Until the first page module has loaded, render the same shell (header, footer,
    // a loading message in <main>) instead of a blank page.
    HydrateFallback: RootLayout,
    children: [
      {
        // A pathless layout: a page that throws (or a chunk that fails to load after a
        // deploy) shows the error inside the shell, with the navigation still there.
        ErrorBoundary: RouteError,
        children: [...publicRoutes, { Component: Gate, children: gatedRoutes }],
      },
    ],
  },
]

/**
 * Loads the route modules a prerendered page was rendered with and puts them in place of
 * their `lazy`, so a router created afterwards renders the page at once, as the server did,
 * instead of its HydrateFallback (which would not match the HTML being hydrated).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
}
