// The delays and lifetimes the auth pages show or wait for (spec part 2 §9; D8, D9).

/** After registering, the confirmation shows this long before /verify-email opens. */
export const REGISTER_REDIRECT_DELAY_MS = 2000

/** After a verified email, the success view shows this long before /profile opens. */
export const VERIFY_REDIRECT_DELAY_MS = 3000

/** How long a verification link works; the page says so. */
export const VERIFICATION_LINK_HOURS = 24
