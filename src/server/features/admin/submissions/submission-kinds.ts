import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { SubmissionKind } from '#shared/admin.ts'
import {
  contactMeetingTypes,
  deliveryMethods,
  donationTypes,
  genders,
  howHeardOptions,
  meetingPlatforms,
  partnershipBudgetRanges,
  partnershipOrganizationTypes,
  partnershipTypes,
  paymentMethods,
  paymentStatuses,
  provinces,
  qualificationStatuses,
  schoolBudgetRanges,
  schoolPaymentMethods,
  schoolSubjects,
  subjectFocuses,
  workshopBudgetRanges,
  workshopTypes,
  type Option,
} from '#shared/options.ts'
import {
  contactMessages,
  donations,
  freeConsultations,
  partnershipInquiries,
  schoolBookings,
  teacherWorkshops,
  tutorApplications,
  videoOrders,
} from '../../../db/schema.ts'

/** A stored submission as drizzle reads it; each kind knows its own columns. */
export type SubmissionRow = Record<string, unknown>

export interface SubmissionKindDefinition {
  table: PgTable
  columns: {
    id: AnyPgColumn
    reference: AnyPgColumn
    status: AnyPgColumn
    adminNote: AnyPgColumn
    createdAt: AnyPgColumn
    updatedAt: AnyPgColumn
  }
  /** The sender's name (a person or an organisation) and the address replies go to. */
  title: AnyPgColumn
  email: AnyPgColumn
  /** Searched case-insensitively by the list's `q`. */
  search: AnyPgColumn[]
  /** One line of what was asked for; `show` gives a column's value as the detail shows it. */
  summary: (show: (key: string) => string) => string
  /** Option lists that turn stored values (e.g. 'face_to_face') into their labels. */
  options?: Record<string, readonly Option[]>
  /** Labels where the column name does not read well. */
  labels?: Record<string, string>
  payment?: {
    status: AnyPgColumn
    method: AnyPgColumn
    reference: AnyPgColumn
    paidAt: AnyPgColumn
    amountKey: string
    /** The email's word for what was paid for, e.g. 'video order'. */
    noun: string
  }
}

type Show = (key: string) => string
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ')
const slot = (show: Show) => joined(show('preferredDate'), show('preferredTime'))

const common = <
  T extends
    | typeof freeConsultations
    | typeof contactMessages
    | typeof tutorApplications
    | typeof schoolBookings
    | typeof teacherWorkshops
    | typeof videoOrders
    | typeof donations
    | typeof partnershipInquiries,
>(
  table: T,
) => ({
  table,
  columns: {
    id: table.id,
    reference: table.reference,
    status: table.status,
    adminNote: table.adminNote,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
  },
})

export const submissionKindDefinitions: Record<SubmissionKind, SubmissionKindDefinition> = {
  consultations: {
    ...common(freeConsultations),
    title: freeConsultations.name,
    email: freeConsultations.email,
    search: [freeConsultations.name, freeConsultations.email, freeConsultations.meetingTopic],
    summary: (show) => joined(show('meetingTopic'), slot(show)),
    labels: { googleMeetLink: 'Meeting link', tutorId: 'Tutor asked for (id)' },
  },
  'contact-messages': {
    ...common(contactMessages),
    title: contactMessages.name,
    email: contactMessages.email,
    search: [contactMessages.name, contactMessages.email, contactMessages.subject],
    summary: (show) => joined(show('subject'), slot(show)),
    options: { meetingType: contactMeetingTypes },
  },
  'tutor-applications': {
    ...common(tutorApplications),
    title: tutorApplications.name,
    email: tutorApplications.email,
    search: [tutorApplications.name, tutorApplications.email, tutorApplications.cell],
    summary: (show) => joined(`${show('experienceYears')} years’ experience`, show('subjects')),
    options: {
      qualification: qualificationStatuses,
      gender: genders,
    },
    labels: {
      cell: 'Cell number',
      whyTutor: 'Why they want to tutor',
      experienceYears: 'Years of experience',
    },
  },
  'school-bookings': {
    ...common(schoolBookings),
    title: schoolBookings.schoolName,
    email: schoolBookings.contactEmail,
    search: [
      schoolBookings.schoolName,
      schoolBookings.contactPersonName,
      schoolBookings.contactEmail,
    ],
    summary: (show) =>
      joined(`${show('numberOfLearners')} learners`, show('gradeLevel'), slot(show)),
    options: {
      schoolProvince: provinces,
      subject: schoolSubjects,
      paymentMethod: schoolPaymentMethods,
      budgetRange: schoolBudgetRanges,
    },
    labels: { sessionDurationHours: 'Session length (hours)' },
  },
  'teacher-workshops': {
    ...common(teacherWorkshops),
    title: teacherWorkshops.institutionName,
    email: teacherWorkshops.contactEmail,
    search: [
      teacherWorkshops.institutionName,
      teacherWorkshops.contactPersonName,
      teacherWorkshops.contactEmail,
    ],
    summary: (show) =>
      joined(`${show('numberOfTeachers')} teachers`, show('deliveryMethod'), slot(show)),
    options: {
      institutionProvince: provinces,
      workshopType: workshopTypes,
      deliveryMethod: deliveryMethods,
      meetingPlatform: meetingPlatforms,
      subjectFocus: subjectFocuses,
      paymentMethod: schoolPaymentMethods,
      budgetRange: workshopBudgetRanges,
    },
    labels: { sessionDurationHours: 'Session length (hours)' },
  },
  'video-orders': {
    ...common(videoOrders),
    title: videoOrders.teacherName,
    email: videoOrders.teacherEmail,
    search: [
      videoOrders.teacherName,
      videoOrders.teacherEmail,
      videoOrders.schoolInstitution,
      videoOrders.paymentReference,
    ],
    summary: (show) => joined(`${show('numberOfChapters')} chapters`, show('videoTopic')),
    options: {
      paymentMethod: paymentMethods,
      paymentStatus: paymentStatuses,
    },
    payment: {
      status: videoOrders.paymentStatus,
      method: videoOrders.paymentMethod,
      reference: videoOrders.paymentReference,
      paidAt: videoOrders.paidAt,
      amountKey: 'totalCents',
      noun: 'video order',
    },
  },
  donations: {
    ...common(donations),
    title: donations.donorName,
    email: donations.donorEmail,
    search: [donations.donorName, donations.donorEmail, donations.paymentReference],
    summary: (show) => joined(show('amountCents'), show('donationType')),
    options: {
      donationType: donationTypes,
      paymentMethod: paymentMethods,
      paymentStatus: paymentStatuses,
    },
    payment: {
      status: donations.paymentStatus,
      method: donations.paymentMethod,
      reference: donations.paymentReference,
      paidAt: donations.paidAt,
      amountKey: 'amountCents',
      noun: 'donation',
    },
  },
  partnerships: {
    ...common(partnershipInquiries),
    title: partnershipInquiries.organizationName,
    email: partnershipInquiries.contactEmail,
    search: [
      partnershipInquiries.organizationName,
      partnershipInquiries.contactPersonName,
      partnershipInquiries.contactEmail,
    ],
    summary: (show) => joined(show('partnershipType'), show('organizationType')),
    options: {
      organizationType: partnershipOrganizationTypes,
      partnershipType: partnershipTypes,
      budgetRange: partnershipBudgetRanges,
      howHeardAboutUs: howHeardOptions,
    },
    labels: { howHeardAboutUs: 'How they heard about us' },
  },
}
