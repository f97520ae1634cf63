// Every option list of the spec, defined once. Forms render them, schemas validate
// against them and the server stores their values, so a value here is a contract:
// values are exactly as the spec gives them; labels are what a South African reader
// expects to see and may be reworded freely.
//
// Two shapes:
// - lists with a separate label are `readonly { value, label }[]`, with a `…Values`
//   tuple beside them for `z.enum(…)` (string values) or `z.literal(…)` (numbers);
// - lists whose spec values are already readable ('Grade 8', 'Monday') are plain
//   tuples and serve as their own values tuple.

export type OptionValue = string | number

export interface Option<V extends OptionValue = OptionValue> {
  readonly value: V
  readonly label: string
}

type NonEmpty<T> = readonly [T, ...T[]]
type ValueOf<O extends readonly Option[]> = O[number]['value']

/** The values of an option list as a non-empty tuple, the shape `z.enum` and `z.literal` take. */
export function valuesOf<const O extends NonEmpty<Option>>(options: O): NonEmpty<ValueOf<O>> {
  const [first, ...rest] = options
  return [first.value, ...rest.map((option) => option.value)]
}

/** Narrows an unknown input (a form field, a query parameter) to one of the values. */
export function isOneOf<const V extends OptionValue>(
  values: readonly V[],
  candidate: unknown,
): candidate is V {
  return (values as readonly unknown[]).includes(candidate)
}

/**
 * The label of a value, for emails, summaries and admin views. An unknown value is shown
 * as it is rather than hidden, so a stored value that predates a list change stays visible.
 */
export function labelOf<const O extends readonly Option[]>(options: O, value: ValueOf<O>): string {
  return options.find((option) => option.value === value)?.label ?? String(value)
}

// ---------------------------------------------------------------------------
// Students

export const studentCategories = [
  { value: 'high_school', label: 'High School' },
  { value: 'college', label: 'College (TVET)' },
  { value: 'university', label: 'University' },
] as const
export const studentCategoryValues = valuesOf(studentCategories)
export type StudentCategory = (typeof studentCategoryValues)[number]

export const studentLevelsByCategory = {
  high_school: ['Grade 8', 'Grade 9', 'Grade 10', 'Grade 11', 'Grade 12'],
  college: [
    'N1',
    'N2',
    'N3',
    'N4',
    'N5',
    'N6',
    'NCV Level 1',
    'NCV Level 2',
    'NCV Level 3',
    'NCV Level 4',
  ],
  university: ['First Year', 'Second Year', 'Third Year', 'Fourth Year', 'Postgraduate'],
} as const satisfies Record<StudentCategory, NonEmpty<string>>

export const studentLevelValues = [
  ...studentLevelsByCategory.high_school,
  ...studentLevelsByCategory.college,
  ...studentLevelsByCategory.university,
] as const
export type StudentLevel = (typeof studentLevelValues)[number]

/**
 * The levels offered for a category. Takes whatever the form holds, because the
 * category select starts empty and the level list must then be empty too.
 */
export function levelsFor(category: string | null | undefined): readonly StudentLevel[] {
  return isOneOf(studentCategoryValues, category) ? studentLevelsByCategory[category] : []
}

/** Whether a level belongs to the category: a college level on a university profile is invalid. */
export function isLevelOf(
  category: string | null | undefined,
  level: unknown,
): level is StudentLevel {
  return isOneOf(levelsFor(category), level)
}

// ---------------------------------------------------------------------------
// Grade levels of the school booking and the video order (one list for both).

export const gradeLevels = [
  'Grade 8',
  'Grade 9',
  'Grade 10',
  'Grade 11',
  'Grade 12',
  'N1',
  'N2',
  'N3',
  'N4',
  'N5',
  'N6',
  'NCV Level 1',
  'NCV Level 2',
  'NCV Level 3',
  'NCV Level 4',
  'University First Year',
  'University Second Year',
  'University Third Year',
  'Postgraduate',
] as const
export type GradeLevel = (typeof gradeLevels)[number]

// ---------------------------------------------------------------------------
// Places

export const provinces = [
  { value: 'gauteng', label: 'Gauteng' },
  { value: 'western_cape', label: 'Western Cape' },
  { value: 'kwazulu_natal', label: 'KwaZulu-Natal' },
  { value: 'eastern_cape', label: 'Eastern Cape' },
  { value: 'free_state', label: 'Free State' },
  { value: 'limpopo', label: 'Limpopo' },
  { value: 'mpumalanga', label: 'Mpumalanga' },
  { value: 'north_west', label: 'North West' },
  { value: 'northern_cape', label: 'Northern Cape' },
] as const
export const provinceValues = valuesOf(provinces)
export type Province = (typeof provinceValues)[number]

// ---------------------------------------------------------------------------
// School booking

export const schoolSubjects = [
  { value: 'mathematics', label: 'Mathematics' },
  { value: 'mathematical_literacy', label: 'Mathematical Literacy' },
  { value: 'physics', label: 'Physics' },
  { value: 'chemistry', label: 'Chemistry' },
] as const
export const schoolSubjectValues = valuesOf(schoolSubjects)
export type SchoolSubject = (typeof schoolSubjectValues)[number]

export const schoolSessionDurations = [
  { value: 1, label: '1 hour' },
  { value: 2, label: '2 hours' },
  { value: 3, label: '3 hours' },
  { value: 4, label: '4 hours (half day)' },
  { value: 6, label: '6 hours (full day)' },
] as const
export const schoolSessionDurationValues = valuesOf(schoolSessionDurations)
export type SchoolSessionDuration = (typeof schoolSessionDurationValues)[number]

export const schoolBudgetRanges = [
  { value: 'under_500', label: 'Under R500' },
  { value: '500_1000', label: 'R500 – R1,000' },
  { value: '1000_2000', label: 'R1,000 – R2,000' },
  { value: '2000_5000', label: 'R2,000 – R5,000' },
  { value: 'over_5000', label: 'Over R5,000' },
  { value: 'flexible', label: 'Flexible' },
] as const
export const schoolBudgetRangeValues = valuesOf(schoolBudgetRanges)
export type SchoolBudgetRange = (typeof schoolBudgetRangeValues)[number]

export const schoolPaymentMethods = [
  { value: 'cash', label: 'Cash' },
  { value: 'transfer', label: 'Bank transfer (EFT)' },
] as const
export const schoolPaymentMethodValues = valuesOf(schoolPaymentMethods)
export type SchoolPaymentMethod = (typeof schoolPaymentMethodValues)[number]

// ---------------------------------------------------------------------------
// Teacher workshops

export const workshopTypes = [
  { value: 'curriculum_development', label: 'Curriculum Development' },
  { value: 'teaching_methodology', label: 'Teaching Methodology' },
  { value: 'assessment_strategies', label: 'Assessment Strategies' },
  { value: 'technology_integration', label: 'Technology Integration' },
  { value: 'differentiated_instruction', label: 'Differentiated Instruction' },
  { value: 'problem_solving_techniques', label: 'Problem-Solving Techniques' },
  { value: 'exam_preparation', label: 'Exam Preparation' },
  { value: 'classroom_management', label: 'Classroom Management' },
] as const
export const workshopTypeValues = valuesOf(workshopTypes)
export type WorkshopType = (typeof workshopTypeValues)[number]

export const subjectFocuses = [
  { value: 'pure_mathematics', label: 'Pure Mathematics' },
  { value: 'applied_mathematics', label: 'Applied Mathematics' },
  { value: 'mathematical_literacy', label: 'Mathematical Literacy' },
  { value: 'statistics', label: 'Statistics' },
  { value: 'calculus', label: 'Calculus' },
  { value: 'algebra', label: 'Algebra' },
  { value: 'geometry', label: 'Geometry' },
  { value: 'trigonometry', label: 'Trigonometry' },
] as const
export const subjectFocusValues = valuesOf(subjectFocuses)
export type SubjectFocus = (typeof subjectFocusValues)[number]

export const workshopDurations = [
  { value: 2, label: '2 hours' },
  { value: 4, label: '4 hours' },
  { value: 6, label: '6 hours' },
  { value: 8, label: '8 hours' },
  { value: 16, label: '16 hours (2 days)' },
  { value: 24, label: '24 hours (3 days)' },
] as const
export const workshopDurationValues = valuesOf(workshopDurations)
export type WorkshopDuration = (typeof workshopDurationValues)[number]

export const workshopBudgetRanges = [
  { value: 'under_2000', label: 'Under R2,000' },
  { value: '2000_5000', label: 'R2,000 – R5,000' },
  { value: '5000_10000', label: 'R5,000 – R10,000' },
  { value: '10000_20000', label: 'R10,000 – R20,000' },
  { value: 'over_20000', label: 'Over R20,000' },
  { value: 'flexible', label: 'Flexible' },
] as const
export const workshopBudgetRangeValues = valuesOf(workshopBudgetRanges)
export type WorkshopBudgetRange = (typeof workshopBudgetRangeValues)[number]

export const deliveryMethods = [
  { value: 'online', label: 'Online' },
  { value: 'face_to_face', label: 'Face-to-face' },
] as const
export const deliveryMethodValues = valuesOf(deliveryMethods)
export type DeliveryMethod = (typeof deliveryMethodValues)[number]

/** Used by bookings and workshops. '' is the spec's "no preference" and is a valid choice. */
export const meetingPlatforms = [
  { value: 'zoom', label: 'Zoom' },
  { value: 'google_meet', label: 'Google Meet' },
  { value: '', label: 'No preference' },
] as const
export const meetingPlatformValues = valuesOf(meetingPlatforms)
export type MeetingPlatform = (typeof meetingPlatformValues)[number]

/** D14: the booking form starts on Google Meet, on first load and after "Book Another Session". */
export const defaultMeetingPlatform: MeetingPlatform = 'google_meet'

// ---------------------------------------------------------------------------
// Video orders (support the teacher)

export const videoSubjectAreas = [
  'Pure Mathematics',
  'Applied Mathematics',
  'Mathematical Literacy',
  'Statistics',
  'Calculus',
  'Algebra',
  'Geometry',
  'Trigonometry',
  'Physics Mathematics',
  'Engineering Mathematics',
] as const
export type VideoSubjectArea = (typeof videoSubjectAreas)[number]

export const videoPreferredLengths = [
  '5-10 minutes',
  '10-15 minutes',
  '15-20 minutes',
  '20-30 minutes',
  '30-45 minutes',
  '45-60 minutes',
] as const
export type VideoPreferredLength = (typeof videoPreferredLengths)[number]

export const videoDeliveryTimelines = [
  '1 week',
  '2 weeks',
  '3 weeks',
  '1 month',
  '6 weeks',
  '2 months',
] as const
export type VideoDeliveryTimeline = (typeof videoDeliveryTimelines)[number]

// ---------------------------------------------------------------------------
// Partnerships

export const partnershipOrganizationTypes = [
  { value: 'business', label: 'Business' },
  { value: 'school', label: 'School' },
  { value: 'department', label: 'Government Department' },
  { value: 'employer', label: 'Employer' },
] as const
export const partnershipOrganizationTypeValues = valuesOf(partnershipOrganizationTypes)
export type PartnershipOrganizationType = (typeof partnershipOrganizationTypeValues)[number]

export const partnershipTypes = [
  { value: 'corporate_training', label: 'Corporate Training' },
  { value: 'employee_upskilling', label: 'Employee Upskilling' },
  { value: 'curriculum_partnership', label: 'Curriculum Partnership' },
  { value: 'bulk_tutoring', label: 'Bulk Tutoring' },
  { value: 'institutional_support', label: 'Institutional Support' },
  { value: 'recruitment_testing', label: 'Recruitment Testing' },
  { value: 'custom_program', label: 'Custom Programme' },
] as const
export const partnershipTypeValues = valuesOf(partnershipTypes)
export type PartnershipType = (typeof partnershipTypeValues)[number]

export const partnershipBudgetRanges = [
  { value: 'under_10k', label: 'Under R10,000' },
  { value: '10k_25k', label: 'R10,000 – R25,000' },
  { value: '25k_50k', label: 'R25,000 – R50,000' },
  { value: '50k_100k', label: 'R50,000 – R100,000' },
  { value: 'over_100k', label: 'Over R100,000' },
  { value: 'to_be_discussed', label: 'To be discussed' },
] as const
export const partnershipBudgetRangeValues = valuesOf(partnershipBudgetRanges)
export type PartnershipBudgetRange = (typeof partnershipBudgetRangeValues)[number]

export const howHeardOptions = [
  { value: 'website', label: 'Our website' },
  { value: 'social_media', label: 'Social media' },
  { value: 'referral', label: 'Referral from someone' },
  { value: 'search_engine', label: 'Search engine' },
  { value: 'networking_event', label: 'Networking event' },
  { value: 'advertisement', label: 'Advertisement' },
  { value: 'other', label: 'Other' },
] as const
export const howHeardValues = valuesOf(howHeardOptions)
export type HowHeard = (typeof howHeardValues)[number]

// ---------------------------------------------------------------------------
// Library and announcements

export const libraryCategories = [
  'Mathematics Textbooks',
  'Practice Worksheets',
  'Past Exam Papers',
  'Study Guides',
  'Reference Materials',
  'Formula Sheets',
  'Solution Manuals',
  'Lecture Notes',
] as const
export type LibraryCategory = (typeof libraryCategories)[number]

/** `filterLabel` is the plural the filter buttons show ('Videos', 'Presentations'). */
export const announcementTypes = [
  { value: 'text', label: 'Text', filterLabel: 'Text' },
  { value: 'video', label: 'Video', filterLabel: 'Videos' },
  { value: 'presentation', label: 'Presentation', filterLabel: 'Presentations' },
  { value: 'meeting', label: 'Meeting', filterLabel: 'Meetings' },
] as const
export const announcementTypeValues = valuesOf(announcementTypes)
export type AnnouncementType = (typeof announcementTypeValues)[number]

// ---------------------------------------------------------------------------
// Tutor applications

export const tutorSubjects = [
  'Algebra',
  'Calculus',
  'Statistics',
  'Geometry',
  'Trigonometry',
  'Linear Algebra',
  'Discrete Mathematics',
  'Number Theory',
  'Differential Equations',
  'Mathematical Analysis',
  'Applied Mathematics',
  'Pure Mathematics',
  'Mathematical Literacy',
  'Technical Mathematics',
] as const
export type TutorSubject = (typeof tutorSubjects)[number]

export const daysOfWeek = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type DayOfWeek = (typeof daysOfWeek)[number]

export const qualificationStatuses = [
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In progress' },
] as const
export const qualificationStatusValues = valuesOf(qualificationStatuses)
export type QualificationStatus = (typeof qualificationStatusValues)[number]

export const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const
export const genderValues = valuesOf(genders)
export type Gender = (typeof genderValues)[number]

// ---------------------------------------------------------------------------
// Contact

export const contactMeetingTypes = [
  { value: 'online', label: 'Online' },
  { value: 'face_to_face', label: 'Face-to-face' },
  { value: 'both', label: 'Either online or face-to-face' },
] as const
export const contactMeetingTypeValues = valuesOf(contactMeetingTypes)
export type ContactMeetingType = (typeof contactMeetingTypeValues)[number]

// ---------------------------------------------------------------------------
// Donations and payments

export const donationTypes = [
  { value: 'one_time', label: 'One-time' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const
export const donationTypeValues = valuesOf(donationTypes)
export type DonationType = (typeof donationTypeValues)[number]

/** D15: the methods of bookings, donations and video orders (schools use their own list). */
export const paymentMethods = [
  { value: 'google_pay', label: 'Google Pay (card)' },
  { value: 'bank_transfer', label: 'Bank transfer (EFT)' },
] as const
export const paymentMethodValues = valuesOf(paymentMethods)
export type PaymentMethod = (typeof paymentMethodValues)[number]
/** A booking may also be paid from a package's hours (D26); no form offers it as a choice. */
export const bookingPaymentMethods = [
  ...paymentMethods,
  { value: 'package', label: 'Package hours' },
] as const
export const bookingPaymentMethodValues = valuesOf(bookingPaymentMethods)
export type BookingPaymentMethod = (typeof bookingPaymentMethodValues)[number]

// ---------------------------------------------------------------------------
// Tutoring bookings

export const sessionTypes = [
  { value: 'one_to_one', label: 'One-to-one' },
  { value: 'small_group', label: 'Small group' },
] as const
export const sessionTypeValues = valuesOf(sessionTypes)
export type SessionType = (typeof sessionTypeValues)[number]

/**
 * `durationMinutes` is the tutoring time the package buys. The spec gives 30 minutes for
 * the free consultation and 12 hours for the month; it gives none for the week, so the
 * week is 7 hours, what its price buys at the package rate of R250 an hour.
 * Prices live in pricing.ts.
 */
export const packageTypes = [
  { value: '1_hour', label: '1 Hour Session', durationMinutes: 60 },
  { value: '2_hours', label: '2 Hour Session', durationMinutes: 120 },
  { value: '1_week', label: '1 Week Package (7 hours)', durationMinutes: 7 * 60 },
  { value: '1_month', label: '1 Month Package (12 hours)', durationMinutes: 12 * 60 },
  { value: 'free_consultation', label: 'Free Consultation (30 minutes)', durationMinutes: 30 },
] as const
export const packageTypeValues = valuesOf(packageTypes)
export type PackageType = (typeof packageTypeValues)[number]

export function packageDurationMinutes(packageType: PackageType): number {
  const found = packageTypes.find((option) => option.value === packageType)
  if (!found) throw new RangeError(`Unknown package type: ${String(packageType)}`)
  return found.durationMinutes
}

export const bookingStatuses = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const
export const bookingStatusValues = valuesOf(bookingStatuses)
export type BookingStatus = (typeof bookingStatusValues)[number]

/** D25/D28: what the tutor records when completing a session. */
export const attendanceOptions = [
  { value: 'attended', label: 'Attended' },
  { value: 'student_absent', label: 'Student absent' },
  { value: 'tutor_absent', label: 'Tutor absent' },
] as const
export const attendanceValues = valuesOf(attendanceOptions)
export type Attendance = (typeof attendanceValues)[number]

export const paymentStatuses = [
  { value: 'pending', label: 'Awaiting payment' },
  { value: 'completed', label: 'Paid' },
] as const
export const paymentStatusValues = valuesOf(paymentStatuses)
export type PaymentStatus = (typeof paymentStatusValues)[number]

// ---------------------------------------------------------------------------
// Submissions the back office works through (consultations, contact messages, …)

export const submissionStatuses = [
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
  { value: 'declined', label: 'Declined' },
] as const
export const submissionStatusValues = valuesOf(submissionStatuses)
export type SubmissionStatus = (typeof submissionStatusValues)[number]

/** A free consultation's appointment (decision 026): kept when cancelled, for its invite's UID. */
export const appointmentStatuses = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'cancelled', label: 'Cancelled' },
] as const
export const appointmentStatusValues = valuesOf(appointmentStatuses)
export type AppointmentStatus = (typeof appointmentStatusValues)[number]

// ---------------------------------------------------------------------------
// Time slots: SAST wall-clock times (D3), 24-hour as South Africans write them.

/** Consultation, contact and booking slots: hourly 08:00 to 20:00. */
export const tutoringTimeSlots = [
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
  '19:00',
  '20:00',
] as const
export type TutoringTimeSlot = (typeof tutoringTimeSlots)[number]

/** School visits happen in school hours: hourly 08:00 to 15:00. */
export const schoolTimeSlots = [
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
] as const
export type SchoolTimeSlot = (typeof schoolTimeSlots)[number]

/**
 * Not in the spec: teachers' workshops often run after school, and online ones in the
 * evening, so they take the consultation hours, hourly 08:00 to 20:00.
 */
export const workshopTimeSlots = tutoringTimeSlots

/** Files an announcement may carry (spec part 2 §6), checked by content on the server (D19). */
export const announcementFileTypes = ['pdf', 'ppt', 'pptx', 'doc', 'docx'] as const
export type AnnouncementFileType = (typeof announcementFileTypes)[number]
