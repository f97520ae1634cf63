// The business facts that are content, not configuration: the claims, hours and founder
// story the spec states (spec part 1 §1, part 2 §1, §9). Pages, emails and the server's
// structured data all read them from here. Contact details that differ per deployment
// (phone, emails, address, social links, founder's name, map position) are config,
// served by GET /api/config.

/** The home page's impact numbers (spec part 1 §1). */
export const homeClaims = {
  studentsHelped: '500+',
  successRate: '98%',
  expertTutors: '15+',
  hoursTaught: '3000+',
  rating: '4.9/5',
} as const

/** The partnership page's claim (spec part 2 §2, marketing text). */
export const partnershipClaims = { corporatePartners: '50+' } as const

/** The about page's statistics (spec part 2 §1). */
export const aboutClaims = {
  studentsHelped: homeClaims.studentsHelped,
  yearsExperience: '17',
  successRate: homeClaims.successRate,
  dailySupportHours: '17',
} as const

/** Operating hours: every day, 8:00am to 1:00am the next morning (SAST). */
export const operatingHours = {
  label: 'Every day, 8:00am to 1:00am',
} as const

/** The mobile menu's and footer's availability promise (spec part 1 §1). */
export const availabilityBadge = '24/7 Available'

/** Where the business operates, as the footer prints it (spec part 1 §2). */
export const operatingLocation = 'Johannesburg, Gauteng, South Africa'

/** How sessions are held (spec part 2 §1, §2 /contact). */
export const meetingOptions = [
  {
    id: 'online',
    title: 'Online',
    description:
      'A video call on Google Meet or Zoom from anywhere: all you need is a phone or computer and data.',
  },
  {
    id: 'face-to-face',
    title: 'Face-to-face',
    description:
      'In person at our teaching venue in Atteridgeville, Pretoria, or at your school by arrangement.',
  },
] as const

/** The reply promises every form makes (spec part 2 §1, §9). */
export const replyPromise = {
  hours: 24,
  tutorApplicationHours: 48,
} as const

/**
 * The founder's profile (spec part 2 §1, §2 /about); the name comes from config. Only what
 * the spec states about the founder, plus what the business offers: edit it here when the
 * founder's own CV gives more.
 */
export const founder = {
  role: 'Founder and lead mathematics tutor',
  summary:
    'A physics and mathematics graduate with 17 years of teaching experience, who started this business to give every student the patient, expert help that makes mathematics make sense.',
  qualifications: [
    'Graduate in Physics and Mathematics',
    '17 years of teaching experience',
    'High school mathematics: CAPS, IEB and Cambridge, Grades 7-12',
    'College mathematics: TVET N1-N6 and NCV Levels 1-4',
    'University mathematics: calculus, linear algebra and statistics',
    'Teacher workshops and school visits across Gauteng',
  ],
} as const

export const vision =
  'To empower students through learning: every learner in South Africa should understand mathematics, not merely memorise it.'

export const mission =
  'We give high school, college and university students patient, expert mathematics tutoring they can afford, online or face to face, at the hours that suit their lives.'
