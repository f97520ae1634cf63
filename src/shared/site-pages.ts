// The public pages search engines should find (spec part 1 §2 public routes, plus the
// pages D24 opens to visitors), each with the title and description it is shared and
// found under. The server lists them in /sitemap.xml and writes these into the HTML it
// serves for each page (crawlers and link previews read no JavaScript); the client sets
// the same title and description when it navigates to the page.

export interface PageMeta {
  /** The document title before ' | {business name}'. */
  readonly title: string
  /** One or two sentences, under about 160 characters, for search results and previews. */
  readonly description: string
}

export const publicPages = {
  '/': {
    title: 'Mathematics tutoring in Gauteng and online',
    description:
      'One-to-one and small-group maths tutoring for high school, TVET and university students in Johannesburg, Pretoria and online. Free 30-minute consultation.',
  },
  '/about': {
    title: 'About us',
    description:
      'Meet the founder: a physics and mathematics graduate with 17 years of teaching experience, helping Gauteng students pass mathematics with confidence.',
  },
  '/who-we-serve': {
    title: 'Who We Serve',
    description:
      'Maths tutoring for Grade 7-12 (CAPS, IEB, Cambridge), N1-N6 and NCV college students, matric upgrades, university students and adult learners.',
  },
  '/mathematics-topics': {
    title: 'Mathematics Topics',
    description:
      'Every topic we teach: Grade 7-12 CAPS Mathematics and Mathematical Literacy, NCV Levels 1-4, TVET N1-N6, diploma, degree and postgraduate mathematics.',
  },
  '/contact': {
    title: 'Contact us',
    description:
      'Call, email or message us about maths tutoring, school visits or teacher workshops. Open every day from 8:00am to 1:00am; we reply within 24 hours.',
  },
  '/school-booking': {
    title: 'School Booking',
    description:
      'Book a mathematics tutor to visit your school: R1,500 an hour in Gauteng, group discounts for 20 or more learners, sessions from 1 hour to a full day.',
  },
  '/teacher-workshops': {
    title: 'Teacher Workshops',
    description:
      'Professional-development workshops for mathematics teachers, online or face to face: curriculum, methodology, assessment and exam preparation.',
  },
  '/support-teacher': {
    title: 'Support the Teacher',
    description:
      'Order custom HD mathematics teaching videos for your class at R950 per chapter, with volume discounts from 5 chapters.',
  },
  '/become-tutor': {
    title: 'Become a Tutor',
    description:
      'Retired teachers, students and working professionals: apply to tutor mathematics with us. No account needed; we answer within 48 hours.',
  },
  '/tutors': {
    title: 'Our Tutors',
    description:
      'Browse our mathematics tutors, their expertise and qualifications, and book a free consultation or a paid session.',
  },
  '/library': {
    title: 'Study Library',
    description:
      'Free mathematics study library: textbooks, worksheets, past exam papers, study guides and formula sheets to search and download as PDF.',
  },
  '/announcements': {
    title: 'Announcements',
    description:
      'News, lesson videos, presentations and online meetings from our mathematics tutors.',
  },
  '/register': {
    title: 'Create your student account',
    description:
      'Register as a student to book mathematics tutoring sessions, pay securely and track your progress.',
  },
  '/login': {
    title: 'Sign in',
    description: 'Sign in to book tutoring sessions and manage your student profile.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'How we collect, use, protect and delete personal information under South Africa’s Protection of Personal Information Act (POPIA).',
  },
  '/terms': {
    title: 'Terms of Service',
    description:
      'Our booking, payment, cancellation and refund terms for tutoring sessions, school visits, workshops and video orders.',
  },
} as const satisfies Record<string, PageMeta>

export type PublicPagePath = keyof typeof publicPages

export const sitemapPaths = Object.keys(publicPages) as PublicPagePath[]

export function isPublicPagePath(path: string): path is PublicPagePath {
  return Object.hasOwn(publicPages, path)
}

/** What a tutor's page is found and shared under: the parts of a public tutor it names. */
export interface TutorForMeta {
  readonly name: string
  readonly expertise_list: readonly string[]
  readonly years_experience: number
}

const DESCRIPTION_MAX = 160

/**
 * 'A, B and C', as Intl.ListFormat('en-GB') writes a list: written out, because making a
 * ListFormat loads its locale data, which held a phone's main thread on every tutor's page.
 */
function subjectList(subjects: readonly string[]): string {
  if (subjects.length <= 1) return subjects.join('')
  return `${subjects.slice(0, -1).join(', ')} and ${subjects.at(-1)}`
}

/** `text` cut at a word to at most `max` characters, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:.]+$/, '')}…`
}

/** A tutor's page (/tutors/:id): its own title and description, like the pages above. */
export function tutorPageMeta(tutor: TutorForMeta): PageMeta {
  const years = tutor.years_experience
  const experience = years > 0 ? `${years} year${years === 1 ? '' : 's'} of experience` : ''
  const about =
    tutor.expertise_list.length > 0
      ? `${tutor.name} tutors ${subjectList(tutor.expertise_list)}${experience ? `, with ${experience}` : ''}.`
      : `${tutor.name} is a mathematics tutor${experience ? ` with ${experience}` : ''}.`
  const booking = `${about} Book a free consultation or a session, online or in Gauteng.`
  return {
    title: `${tutor.name}, mathematics tutor`,
    description: booking.length <= DESCRIPTION_MAX ? booking : clip(about, DESCRIPTION_MAX),
  }
}
