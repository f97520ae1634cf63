import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'

/** Every field the sender gave, labelled and formatted by the server, in its order. */
export function SubmissionFields({ fields }: { fields: SubmissionDetail['fields'] }) {
  return (
    <dl className="divide-y divide-slate-200" data-testid="submission-fields">
      {fields.map((field) => (
        <div
          key={field.label}
          className="grid gap-x-6 gap-y-0.5 py-3 first:pt-0 last:pb-0 sm:grid-cols-[13rem_minmax(0,1fr)]"
        >
          <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
          <dd className="break-words whitespace-pre-wrap text-slate-900">{field.value || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
