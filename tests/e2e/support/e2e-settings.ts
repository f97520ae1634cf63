/** Accounts the e2e server treats as administrators (ADMIN_EMAILS): one per spec file. */
export const E2E_ADMIN_EMAILS = [
  'announcements-admin@example.com',
  'library-admin@example.com',
  'backoffice-admin@example.com',
  'bookings-admin@example.com',
  'people-admin@example.com',
  'refusals-admin@example.com',
  'newsletter-admin@example.com',
  'card-refunds-admin@example.com',
  'phone-pages-admin@example.com',
  'tutor-portal-admin@example.com',
  'tutor-invitation-admin@example.com',
  'open-times-admin@example.com',
  'packages-admin@example.com',
  'weekly-admin@example.com',
  'review-flow-admin@example.com',
  'reviews-admin@example.com',
] as const

/** The e2e server's upload limit (UPLOAD_MAX_BYTES), small so "too large" is quick to test. */
export const E2E_UPLOAD_MAX_BYTES = 1024 * 1024
