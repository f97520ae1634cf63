import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate, useParams } from 'react-router'
import { adminUserMessages } from '#shared/admin.ts'
import { studentCategories } from '#shared/options.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { AdminUser } from '#shared/schemas/admin-users.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { DownloadIcon, TrashIcon } from '#web/components/ui/icons.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminDetailBody } from '../detail-body.tsx'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { useChangeRole } from './api/change-role.ts'
import { useDeleteUser } from './api/delete-user.ts'
import { userExportHref, useUser } from './api/get-user.ts'
import { userPageMessages as t } from './messages.ts'
import { RoleBadge } from './role-badge.tsx'
import type { UsersPageState } from './users-page.tsx'
import { EmailLink } from '../email-link.tsx'
import { StudentPackages } from '../packages/student-packages.tsx'

const panel = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

/** The server's reason for a refusal (409: last administrator, unverified, ADMIN_EMAILS). */
const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? (error.serverMessage ?? fallback) : fallback

function Section({
  title,
  children,
  testId,
  tone = 'plain',
}: {
  title: string
  children: ReactNode
  testId?: string
  tone?: 'plain' | 'danger'
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={tone === 'danger' ? `${panel} border-red-200` : panel}
      data-testid={testId}
    >
      <h2
        id={headingId}
        className={
          tone === 'danger' ? 'text-lg font-bold text-red-800' : 'text-lg font-bold text-slate-900'
        }
      >
        {title}
      </h2>
      {children}
    </section>
  )
}

function Details({ user }: { user: AdminUser }) {
  const rows: [string, ReactNode][] = [
    [t.name, user.name || '—'],
    [t.email, <EmailLink email={user.email} />],
    [t.role, <RoleBadge role={user.role} />],
    [t.emailVerified, user.email_verified ? t.yes : t.no],
    [t.googleSignIn, user.signs_in_with_google ? t.yes : t.no],
    [
      t.category,
      studentCategories.find((option) => option.value === user.student_category)?.label ??
        (user.student_category || '—'),
    ],
    [t.level, user.student_level ?? '—'],
    [t.bookings, String(user.bookings)],
    [
      t.registered,
      <>
        <time dateTime={user.created_at}>{formatSastDateTime(user.created_at)}</time> (SAST)
      </>,
    ],
  ]
  return (
    <Section title={t.detailsHeading}>
      <dl className="mt-4 divide-y divide-slate-200" data-testid="user-details">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="grid gap-x-6 gap-y-0.5 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[10rem_minmax(0,1fr)]"
          >
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

/** Make administrator / Remove administrator, after a confirmation. */
function RolePanel({ user }: { user: AdminUser }) {
  const change = useChangeRole(user.id)
  const [confirm, confirmDialog] = useConfirm()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const isAdmin = user.role === 'admin'

  const onChange = async () => {
    if (change.isPending) return
    const confirmed = await confirm(
      isAdmin
        ? {
            title: t.removeAdminTitle,
            message: t.removeAdminConfirm(user.email),
            confirmLabel: t.removeAdmin,
            tone: 'danger',
          }
        : {
            title: t.makeAdminTitle,
            message: t.makeAdminConfirm(user.email),
            confirmLabel: t.makeAdmin,
          },
    )
    if (!confirmed) return
    setOutcome(null)
    try {
      await change.mutateAsync({ role: isAdmin ? 'student' : 'admin' })
      setOutcome({ tone: 'success', text: isAdmin ? t.removedAdmin : t.madeAdmin })
    } catch (error) {
      console.warn('Changing the role failed:', error)
      setOutcome({ tone: 'error', text: reasonOf(error, t.roleFailed) })
    }
  }

  return (
    <Section title={t.roleHeading} testId="role-panel">
      <p className="mt-1 text-sm text-slate-700">{isAdmin ? t.isAdmin : t.isStudent}</p>
      {!isAdmin && !user.email_verified ? (
        <p className="mt-1 text-sm text-slate-700">{t.verifyHint}</p>
      ) : null}
      <Button
        variant="outline"
        className="mt-4"
        disabled={change.isPending}
        onClick={() => void onChange()}
      >
        {change.isPending ? t.changingRole : isAdmin ? t.removeAdmin : t.makeAdmin}
      </Button>
      <div role="status" className="empty:hidden not-empty:mt-4">
        {outcome?.tone === 'success' ? <Alert tone="success">{outcome.text}</Alert> : null}
      </div>
      <div role="alert" className="empty:hidden not-empty:mt-4">
        {outcome?.tone === 'error' ? <Alert tone="error">{outcome.text}</Alert> : null}
      </div>
      {confirmDialog}
    </Section>
  )
}

function ExportPanel({ user }: { user: AdminUser }) {
  return (
    <Section title={t.popiaHeading}>
      <p className="mt-1 text-sm text-slate-700">{t.popiaLead}</p>
      <a
        href={userExportHref(user.id)}
        download
        // A button's look, but free to wrap: the label is long for the narrow column.
        className="mt-4 inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50 active:bg-brand-100"
      >
        <DownloadIcon className="size-4 shrink-0" />
        {t.download}
      </a>
    </Section>
  )
}

/** Deleting needs the account's email typed again; then back to the list, which says so. */
function DeletePanel({ user }: { user: AdminUser }) {
  const remove = useDeleteUser(user.id)
  const navigate = useNavigate()
  const [typed, setTyped] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [formError, setFormError] = useState<string>()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (remove.isPending) return
    setFieldError(undefined)
    setFormError(undefined)
    if (!typed.trim()) {
      setFieldError(adminUserMessages.confirmDelete)
      return
    }
    try {
      const { message } = await remove.mutateAsync({ confirm_email: typed })
      await navigate(paths.adminUsers.getHref(), {
        state: { message } satisfies UsersPageState,
      })
    } catch (error) {
      console.warn('Deleting the account failed:', error)
      if (error instanceof ApiError && error.fields?.confirm_email) {
        setFieldError(error.fields.confirm_email)
      } else {
        setFormError(reasonOf(error, t.deleteFailed))
      }
    }
  }

  return (
    <Section title={t.deleteHeading} tone="danger" testId="delete-panel">
      <p className="mt-1 text-sm text-slate-700">{t.deleteLead}</p>
      <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Input
          label={t.confirmEmail}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={fieldError}
          onChange={(event) => {
            setTyped(event.target.value)
            setFieldError(undefined)
          }}
        />
        <div role="alert" className="empty:hidden">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
        </div>
        <Button
          type="submit"
          variant="danger"
          className="max-w-full whitespace-normal"
          disabled={remove.isPending}
        >
          <TrashIcon className="size-4 shrink-0" />
          {remove.isPending ? t.deleting : t.deleteButton}
        </Button>
      </form>
    </Section>
  )
}

/**
 * In place of the delete panel on one's own account: the server refuses to delete it here
 * (`adminUserMessages.deleteOwn`), so the page says so up front and where to go instead.
 */
function OwnAccountPanel() {
  return (
    <Section title={t.deleteHeading} testId="own-account-panel">
      <p className="mt-1 text-sm text-slate-700">{adminUserMessages.deleteOwn}</p>
      <LinkButton to={paths.profile.getHref()} variant="outline" className="mt-4">
        {t.openProfile}
      </LinkButton>
    </Section>
  )
}

function UserView({ user }: { user: AdminUser }) {
  const session = useSession()
  const own = session.status === 'signed-in' && session.user.id === user.id
  return (
    <div className="space-y-6">
      <AdminPageHeader
        eyebrow={t.title}
        title={user.name || user.email}
        lead={<span className="break-all">{user.email}</span>}
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-6">
          <Details user={user} />
          <StudentPackages userId={user.id} email={user.email} />
        </div>
        <div className="grid gap-6">
          <RolePanel user={user} />
          <ExportPanel user={user} />
        </div>
      </div>
      {own ? <OwnAccountPanel /> : <DeletePanel key={user.id} user={user} />}
    </div>
  )
}

function UserDetailPage({ id }: { id: string }) {
  const record = useUser(id)
  usePageTitle(record.data?.name || t.title)
  return (
    <AdminDetailBody
      query={record}
      back={{ to: paths.adminUsers.getHref(), label: t.backToList }}
      texts={{
        eyebrow: t.title,
        loading: t.detailLoading,
        notFoundTitle: t.notFoundTitle,
        loadFailed: t.detailLoadFailed,
        loadFailedHint: t.loadFailedHint,
      }}
    >
      {(user) => <UserView user={user} />}
    </AdminDetailBody>
  )
}

/** /admin/users/{id}: one account, its role, and the person's POPIA requests. */
function UserPage() {
  const { id } = useParams()
  if (!id) return null
  return <UserDetailPage key={id} id={id} />
}

export { UserPage as Component }
