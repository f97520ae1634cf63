import { z } from 'zod'
import { adminMessages, adminUserMessages as m } from '../admin.ts'
import { submissionStatusValues } from '../options.ts'
import { adminNote, listPage, listSearch, optionalFilter, workStatus } from './admin-list.ts'

export const userRoleValues = ['student', 'admin'] as const

/** GET /api/admin/users?q=&role=&page= */
export const AdminUserListQuerySchema = z.object({
  /** Name or email. */
  q: listSearch,
  role: optionalFilter(userRoleValues, m.roleInvalid),
  page: listPage,
})
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>
export type AdminUserFilters = z.output<typeof AdminUserListQuerySchema>

export const AdminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(userRoleValues),
  email_verified: z.boolean(),
  signs_in_with_google: z.boolean(),
  created_at: z.string(),
  student_category: z.string().nullable(),
  student_level: z.string().nullable(),
  bookings: z.number(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
})
export type AdminUserList = z.infer<typeof AdminUserListSchema>

/** POST /api/admin/users/{id}/role */
export const RoleChangeSchema = z.object({
  role: z.enum(userRoleValues, { error: m.roleInvalid }),
})
export type RoleChange = z.input<typeof RoleChangeSchema>

/** DELETE /api/admin/users/{id}: the account's email, typed again, confirms it (POPIA). */
export const AdminDeleteUserSchema = z.object({
  confirm_email: z.string({ error: m.confirmDelete }).trim().min(1, m.confirmDelete),
})
export type AdminDeleteUser = z.input<typeof AdminDeleteUserSchema>

export const newsletterStatusValues = ['pending', 'confirmed', 'unsubscribed'] as const

/** GET /api/admin/newsletter?q=&status=&page= (and its export.csv) */
export const NewsletterListQuerySchema = z.object({
  q: listSearch,
  status: optionalFilter(newsletterStatusValues),
  /** The office's follow-up: new, in progress, done, declined. */
  work_status: optionalFilter(submissionStatusValues),
  page: listPage,
})
export type NewsletterListQuery = z.input<typeof NewsletterListQuerySchema>
export type NewsletterFilters = z.output<typeof NewsletterListQuerySchema>

export const NewsletterSubscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(newsletterStatusValues),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  work_status: z.enum(submissionStatusValues),
  admin_note: z.string().nullable(),
  updated_at: z.string(),
})
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>

export const NewsletterListSchema = z.object({
  subscribers: z.array(NewsletterSubscriberSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
})
export type NewsletterList = z.infer<typeof NewsletterListSchema>

/** PATCH /api/admin/newsletter/{id}: the office's follow-up status and/or internal note. */
export const SubscriberUpdateSchema = z
  .object({
    work_status: workStatus.optional(),
    admin_note: adminNote.optional(),
  })
  .refine((update) => update.work_status !== undefined || update.admin_note !== undefined, {
    message: adminMessages.nothingToUpdate,
  })
export type SubscriberUpdate = z.input<typeof SubscriberUpdateSchema>
