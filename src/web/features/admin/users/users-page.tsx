import { useLocation } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { UsersIcon } from '#web/components/ui/icons.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { CsvExportLink } from '../csv-export-link.tsx'
import { AdminListBody, ListTotal } from '../list-body.tsx'
import { backOfficeMessages } from '../messages.ts'
import { usersCsvHref, useUsers } from './api/get-users.ts'
import { ListFiltersForm } from '../list-filters-form.tsx'
import { hasListFilters, listQuery, noListFilters, useListQuery } from '../list-query.ts'
import { accountCount, userPageMessages as t } from './messages.ts'
import { roleOptions, userListChoices } from './roles.ts'
import { UserList } from './user-list.tsx'

/** What the account's page hands back after a deletion, to be said on the list. */
export type UsersPageState = { message?: string }

/** /admin/users: every account, searched by name or email, filtered by role, paged. */
function UsersPage() {
  usePageTitle(t.title)
  const { filters, page, setFilters } = useListQuery(userListChoices)
  const list = useUsers(filters, page)
  const state = useLocation().state as UsersPageState | null
  const filtered = hasListFilters(filters)
  const clear = () => setFilters(noListFilters(userListChoices))
  const hrefFor = (to: number) => paths.adminUsers.getHref(listQuery(filters, to))

  const body = (
    <AdminListBody
      query={list}
      data={list.data}
      shown={(data) => data.users.length}
      texts={t}
      emptyIcon={UsersIcon}
      emptyTestId="users-empty"
      filtered={filtered}
      onClear={clear}
      hrefFor={hrefFor}
    >
      {(data) => <UserList users={data.users} />}
    </AdminListBody>
  )

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
        selects={[{ key: 'role', label: t.role, placeholder: t.allRoles, options: roleOptions }]}
        filters={filters}
        onChange={setFilters}
      />
      <ListTotal
        text={list.data ? accountCount(list.data.total) : ''}
        testId="users-total"
        canClear={filtered && (list.data?.users.length ?? 0) > 0}
        clearLabel={t.clearFilters}
        onClear={clear}
      />
      <div className="min-h-[28rem]">{body}</div>
    </div>
  )
}

export { UsersPage as Component }
