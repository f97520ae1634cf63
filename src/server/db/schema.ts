// Every table, for drizzle's typed queries and for drizzle-kit's migration generator.
export * from './tables/reference.ts'
export * from './tables/outbox.ts'
export * from './tables/newsletter.ts'
export * from './tables/accounts.ts'
export * from './tables/enquiries.ts'
export * from './tables/bookings.ts'
export * from './tables/institutions.ts'
export * from './tables/tutor-applications.ts'
