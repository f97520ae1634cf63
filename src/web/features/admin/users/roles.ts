import type { AdminUser } from '#shared/schemas/admin-users.ts'
import type { ListFilters } from '../list-query.ts'

export type UserRole = AdminUser['role']

/** The roles an account may have, as the role filter and the badges name them. */
export const roleOptions: readonly { value: UserRole; label: string }[] = [
  { value: 'student', label: 'Student' },
  { value: 'admin', label: 'Administrator' },
]
export const roleValues: readonly UserRole[] = roleOptions.map((option) => option.value)

export const roleLabel = (role: UserRole) =>
  roleOptions.find((option) => option.value === role)?.label ?? role

/** The accounts list's choice filter, by its address key. */
export const userListChoices = { role: roleValues }
export type UserListFilters = ListFilters<typeof userListChoices>
