import { Link } from 'react-router'
import { formatSastDateTime } from '#shared/sast.ts'
import type { AdminUser } from '#shared/schemas/admin-users.ts'
import { paths } from '#web/paths.ts'
import { userPageMessages as t } from './messages.ts'
import { RoleBadge } from './role-badge.tsx'

function NameLink({ user }: { user: AdminUser }) {
  return (
    <Link
      to={paths.adminUser.getHref(user.id)}
      className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
    >
      {user.name || user.email}
    </Link>
  )
}

function Verified({ user }: { user: AdminUser }) {
  return (
    <span className={user.email_verified ? 'text-slate-800' : 'font-medium text-amber-800'}>
      {user.email_verified ? t.verified : t.unverified}
      {user.signs_in_with_google ? ` · ${t.google}` : ''}
    </span>
  )
}

const Registered = ({ user }: { user: AdminUser }) => (
  <time dateTime={user.created_at}>{formatSastDateTime(user.created_at)}</time>
)

/** One page of accounts: a table from `lg`, a card per account below it. */
export function UserList({ users }: { users: AdminUser[] }) {
  const th = 'border-b border-slate-200 px-4 py-3'
  return (
    <>
      <table className="hidden w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-2xl border border-slate-200 bg-white text-left text-sm shadow-sm lg:table">
        <colgroup>
          <col />
          <col className="w-32" />
          <col className="w-36" />
          <col className="w-24" />
          <col className="w-40" />
        </colgroup>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={th}>
              {t.name}
            </th>
            <th scope="col" className={th}>
              {t.role}
            </th>
            <th scope="col" className={th}>
              {t.emailVerified}
            </th>
            <th scope="col" className={th}>
              {t.bookings}
            </th>
            <th scope="col" className={th}>
              {t.registeredSast}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr
              key={user.id}
              data-testid="admin-user"
              className="align-top [&:not(:last-child)>td]:border-b [&>td]:border-slate-200"
            >
              <td className="px-4 py-3">
                <NameLink user={user} />
                <p className="mt-0.5 break-words text-slate-600">{user.email}</p>
              </td>
              <td className="px-4 py-3">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-4 py-3">
                <Verified user={user} />
              </td>
              <td className="px-4 py-3 text-slate-800">{user.bookings}</td>
              <td className="px-4 py-3 text-slate-700">
                <Registered user={user} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label={t.accountsLabel} className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden">
        {users.map((user) => (
          <li
            key={user.id}
            data-testid="admin-user"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <NameLink user={user} />
                <p className="mt-0.5 text-sm wrap-anywhere text-slate-600">{user.email}</p>
              </div>
              <RoleBadge role={user.role} className="mt-0.5" />
            </div>
            <p className="mt-2 text-sm">
              <Verified user={user} /> ·{' '}
              <span className="text-slate-800">
                {t.bookings}: {user.bookings}
              </span>
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {t.registered} <Registered user={user} /> (SAST)
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
