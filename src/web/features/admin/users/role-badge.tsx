import { clsx } from 'clsx'
import { roleLabel, type UserRole } from './roles.ts'

/** Administrator or Student. */
export function RoleBadge({ role, className }: { role: UserRole; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        role === 'admin' ? 'bg-brand-100 text-brand-900' : 'bg-slate-200 text-slate-800',
        className,
      )}
      data-testid="role-badge"
    >
      {roleLabel(role)}
    </span>
  )
}
