import type { AdminUser } from '#shared/schemas/admin-users.ts'

export type UserRole = AdminUser['role']

/** The roles an account may have, as the role filter and the badges name them. */
export const roleOptions: readonly { value: UserRole; label: string }[] = [
  { value: 'student', label: 'Student' },
  { value: 'admin', label: 'Administrator' },
]
export const roleValues: readonly UserRole[] = roleOptions.map((option) => option.value)

export const roleLabel = (role: UserRole) =>
  roleOptions.find((option) => option.value === role)?.label ?? role
