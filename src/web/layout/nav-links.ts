// The links of the navigation bar, the mobile panel and the footer (spec part 1 §2).
import { paths } from '#web/paths.ts'

export type NavLink = { label: string; href: string }
export type NavGroup = { id: string; label: string; links: readonly NavLink[] }

const link = (label: string, href: string): NavLink => ({ label, href })

export const homeLink = link('Home', paths.home.getHref())
export const aboutLink = link('About', paths.about.getHref())
export const contactLink = link('Contact', paths.contact.getHref())

const schoolBooking = link('School Booking', paths.schoolBooking.getHref())
const teacherWorkshops = link('Teacher Workshops', paths.teacherWorkshops.getHref())
const supportTeacher = link('Support the Teacher', paths.supportTeacher.getHref())
const mathematicsTopics = link('Mathematics Topics', paths.mathematicsTopics.getHref())
const whoWeServe = link('Who We Serve', paths.whoWeServe.getHref())
const tutors = link('Tutors', paths.tutors.getHref())
const library = link('Library', paths.library.getHref())
const announcements = link('Announcements', paths.announcements.getHref())
const bookSession = link('Book a Session', paths.book.getHref())
const becomeTutor = link('Become a Tutor', paths.becomeTutor.getHref())
const donate = link('Donate', paths.donate.getHref())
const partner = link('Partner With Us', paths.partnerWithMe.getHref())

/** Desktop bar: About and Contact, then these three dropdowns. */
export const navDropdowns: readonly NavGroup[] = [
  { id: 'services', label: 'Services', links: [schoolBooking, teacherWorkshops, supportTeacher] },
  {
    id: 'students',
    label: 'Students',
    links: [mathematicsTopics, whoWeServe, tutors, library, announcements],
  },
  { id: 'get-involved', label: 'Get Involved', links: [becomeTutor, donate, partner] },
]

/** Mobile panel: 15 pages in 4 groups. */
export const mobileGroups: readonly NavGroup[] = [
  { id: 'main', label: 'Main Pages', links: [homeLink, aboutLink, contactLink] },
  {
    id: 'student-services',
    label: 'Student Services',
    links: [mathematicsTopics, whoWeServe, tutors, library, announcements, bookSession],
  },
  {
    id: 'educational-services',
    label: 'Educational Services',
    links: [schoolBooking, teacherWorkshops, supportTeacher],
  },
  { id: 'get-involved', label: 'Get Involved', links: [becomeTutor, donate, partner] },
]

/** Footer columns. */
export const footerGroups: readonly NavGroup[] = [
  {
    id: 'quick-links',
    label: 'Quick Links',
    links: [homeLink, aboutLink, mathematicsTopics, whoWeServe, tutors, contactLink],
  },
  {
    id: 'services',
    label: 'Services',
    links: [bookSession, schoolBooking, teacherWorkshops, supportTeacher, library],
  },
  {
    id: 'get-involved',
    label: 'Get Involved',
    links: [becomeTutor, donate, partner, announcements],
  },
]
