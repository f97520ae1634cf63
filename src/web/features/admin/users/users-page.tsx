import { CsvExportLink } from '../csv-export-link.tsx'
import { clsx } from 'clsx'
import { Link, useLocation } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { SearchIcon, UsersIcon } from '#web/components/ui/icons.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { backOfficeMessages } from '../messages.ts'
import { Pagination } from '../pagination.tsx'
import { usersCsvHref, useUsers } from './api/get-users.ts'
import { ListFiltersForm } from './list-filters-form.tsx'
import { listQuery, useListQuery } from './list-query.ts'
import { accountCount, userPageMessages as t } from './messages.ts'
import { roleOptions, roleValues } from './roles.ts'
import { UserList } from './user-list.tsx'

/** What the account's page hands back after a deletion, to be said on the list. */
export type UsersPageState = { message?: string }

function ListLoading() {
  return (
    <div role="status">
      <p className="mb-4 text-slate-700">{t.loading}</p>
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-20 rounded-xl bg-slate-200 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  )
}

/** /admin/users: every account, searched by name or email, filtered by role, paged. */
function UsersPage() {
  usePageTitle(t.title)
  const { filters, page, setFilters } = useListQuery('role', roleValues)
  const list = useUsers(filters, page)
  const state = useLocation().state as UsersPageState | null
  const filtered = filters.q !== '' || filters.choice !== ''
  const clear = () => setFilters({ q: '', choice: '' })
  const hrefFor = (to: number) => paths.adminUsers.getHref(listQuery(filters, 'role', to))

  let body
  if (list.isPending) {
    body = <ListLoading />
  } else if (list.isError && !list.data) {
    const refusal =
      list.error instanceof ApiError && list.error.status < 500
        ? list.error.serverMessage
        : undefined
    body = (
      <LoadFailed
        title={t.loadFailed}
        hint={refusal ?? t.loadFailedHint}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        className=""
      />
    )
  } else if (list.data.users.length === 0 && list.data.total > 0) {
    body = (
      <Alert tone="info">
        {t.pastLastPage}{' '}
        <Link to={hrefFor(1)} className="font-semibold underline">
          {t.firstPage}
        </Link>
      </Alert>
    )
  } else if (list.data.users.length === 0) {
    const Icon = filtered ? SearchIcon : UsersIcon
    body = (
      <div
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        data-testid="users-empty"
      >
        <Icon className="mx-auto size-10 text-slate-500" />
        <p className="mt-4 text-lg font-bold text-slate-900">
          {filtered ? t.emptyFiltered : t.emptyAll}
        </p>
        {filtered ? (
          <>
            <p className="mt-1 text-slate-700">{t.emptyFilteredHint}</p>
            <Button variant="outline" size="sm" className="mt-5" onClick={clear}>
              {t.clearFilters}
            </Button>
          </>
        ) : null}
      </div>
    )
  } else {
    body = (
      <div
        aria-busy={list.isPlaceholderData || undefined}
        className={clsx('space-y-5', list.isPlaceholderData && 'opacity-60')}
      >
        <UserList users={list.data.users} />
        <Pagination
          page={list.data.page}
          pageSize={list.data.page_size}
          total={list.data.total}
          hrefFor={hrefFor}
        />
      </div>
    )
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader eyebrow={backOfficeMessages.navPeople} title={t.title} lead={t.lead}>
        <CsvExportLink href={usersCsvHref(filters)} />
      </AdminPageHeader>
      <div role="status" className="empty:hidden" data-testid="users-message">
        {state?.message ? <Alert tone="success">{state.message}</Alert> : null}
      </div>
      <ListFiltersForm
        label={t.filtersLabel}
        searchPlaceholder={t.searchPlaceholder}
        choiceLabel={t.role}
        choicePlaceholder={t.allRoles}
        choices={roleOptions}
        filters={filters}
        onChange={setFilters}
      />
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-slate-700" data-testid="users-total">
          {list.data ? accountCount(list.data.total) : ''}
        </p>
        {filtered && (list.data?.users.length ?? 0) > 0 ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            {t.clearFilters}
          </Button>
        ) : null}
      </div>
      <div className="min-h-[28rem]">{body}</div>
    </div>
  )
}

export { UsersPage as Component }
