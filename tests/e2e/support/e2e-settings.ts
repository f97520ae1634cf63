/** The password of every account the e2e specs make. */
export const PASSWORD = 'Maths2026!'

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
  'backups-admin@example.com',
  'replies-admin@example.com',
  'quotes-admin@example.com',
  'campaigns-admin@example.com',
] as const

export type AdminEmail = (typeof E2E_ADMIN_EMAILS)[number]

/** The name each administrator registers with, as its spec shows it. */
export const E2E_ADMIN_NAMES: Record<AdminEmail, string> = {
  'announcements-admin@example.com': 'Announcements Administrator',
  'library-admin@example.com': 'Library Administrator',
  'backoffice-admin@example.com': 'Back Office Administrator',
  'bookings-admin@example.com': 'Bookings Administrator',
  'people-admin@example.com': 'People Administrator',
  'refusals-admin@example.com': 'Refusals Administrator',
  'newsletter-admin@example.com': 'Newsletter Administrator',
  'card-refunds-admin@example.com': 'Card Refunds Administrator',
  'phone-pages-admin@example.com': 'Phone Admin',
  'tutor-portal-admin@example.com': 'Portal Admin',
  'tutor-invitation-admin@example.com': 'Invitation Admin',
  'open-times-admin@example.com': 'Open Times Admin',
  'packages-admin@example.com': 'Packages Administrator',
  'weekly-admin@example.com': 'Weekly Admin',
  'review-flow-admin@example.com': 'Review Flow Admin',
  'reviews-admin@example.com': 'Reviews Administrator',
  'backups-admin@example.com': 'Backups Administrator',
  'replies-admin@example.com': 'Nomsa Dlamini',
  'quotes-admin@example.com': 'Quotes Administrator',
  'campaigns-admin@example.com': 'Campaigns Administrator',
}

/** The e2e server's upload limit (UPLOAD_MAX_BYTES), small so "too large" is quick to test. */
export const E2E_UPLOAD_MAX_BYTES = 1024 * 1024
