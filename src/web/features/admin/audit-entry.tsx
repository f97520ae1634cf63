import { Link } from 'react-router'
import { formatSastDateTime } from '#shared/sast.ts'
import type { AuditEntry } from '#shared/schemas/admin-submissions.ts'
import { paths } from '#web/paths.ts'
import { actionLabel, auditChanges, subjectLabel, submissionSubject } from './audit-changes.ts'
import { backOfficeMessages as t } from './messages.ts'

/** The first block of an id: enough to tell records apart in the log. */
const shortId = (id: string) => id.split('-')[0] ?? id

function Subject({ entry }: { entry: AuditEntry }) {
  const submission = submissionSubject(entry.subject_type)
  if (!submission) {
    return (
      <span className="text-slate-800">
        {subjectLabel(entry.subject_type)}{' '}
        <span className="font-mono text-sm whitespace-nowrap">{shortId(entry.subject_id)}</span>
      </span>
    )
  }
  return (
    <Link
      to={paths.adminSubmission.getHref(submission.kind, entry.subject_id)}
      className="font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {submission.label}{' '}
      <span className="font-mono text-sm whitespace-nowrap">{shortId(entry.subject_id)}</span>
    </Link>
  )
}

/** One administrator action: when, who, what on which record, and before → after. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after)
  return (
    <li
      className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[14rem_minmax(0,1fr)_minmax(0,1.4fr)]"
      data-testid="audit-entry"
    >
      <div className="text-sm">
        <time dateTime={entry.created_at} className="font-medium text-slate-900">
          {formatSastDateTime(entry.created_at)}
        </time>
        <p className="break-words text-slate-600">
          <span className="sr-only">{t.by} </span>
          {entry.actor_email}
        </p>
      </div>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{actionLabel(entry.action)}</p>
        <p className="break-words">
          <Subject entry={entry} />
        </p>
      </div>
      {changes.length > 0 ? (
        <ul className="min-w-0 space-y-1 text-sm">
          {changes.map((change) => (
            <li key={change.field} className="break-words text-slate-800">
              <span className="font-medium text-slate-600">{change.field}:</span>{' '}
              <span className="sr-only">from </span>
              <span className="text-slate-700">{change.before}</span>{' '}
              <span aria-hidden="true" className="text-slate-500">
                →
              </span>
              <span className="sr-only">to</span>{' '}
              <span className="font-medium text-slate-900">{change.after}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">—</p>
      )}
    </li>
  )
}
