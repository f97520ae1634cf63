/**
 * The signed-in hint: a cookie the server sets beside the HttpOnly session cookie, with
 * the same path, SameSite, Secure and lifetime, and clears with it. It carries no
 * authority (the session cookie does); it only tells the client whether asking
 * GET /api/users/me is worth a request, so a visitor's page makes no request that
 * answers 401. A 401 while the hint is present (the session ended elsewhere) clears it.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in'
export const SIGNED_IN_HINT_VALUE = '1'
