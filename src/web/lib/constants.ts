// The timing and distance numbers the spec fixes for the shell, in one place.

/** The navigation bar changes style once the page is scrolled more than this (spec part 1 §2). */
export const NAV_SCROLL_THRESHOLD_PX = 10

/** The mobile panel closes after a slide-out animation of this length (spec part 1 §2, §9). */
export const MOBILE_PANEL_ANIMATION_MS = 300

/** A signed-out visitor on a gated page is sent to the login page after this delay (D7). */
export const GATE_REDIRECT_DELAY_MS = 2000

/** Shown in the brand and titles until GET /api/config answers (the server's default name). */
export const FALLBACK_BUSINESS_NAME = 'Maths Excellence Tutoring'
