import { clsx } from 'clsx'
import { profileMessages } from '#shared/messages.ts'
import { Card } from '#web/components/ui/card.tsx'
import { CheckCircleIcon } from '#web/components/ui/icons.tsx'
import { profilePageMessages as m } from '../messages.ts'
import type { Completion, CompletionState } from '../profile-completion.ts'

const stateText: Record<CompletionState, string> = {
  complete: m.checklistComplete,
  incomplete: m.checklistIncomplete,
  optional: profileMessages.contactOptional,
}

const items = [
  { key: 'basic', label: m.checklistBasic },
  { key: 'contact', label: m.checklistContact },
  { key: 'academic', label: m.checklistAcademic },
] as const

function StateIcon({ state }: { state: CompletionState | null }) {
  if (state === 'complete') return <CheckCircleIcon className="size-5 shrink-0 text-emerald-600" />
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'size-5 shrink-0 rounded-full border-2',
        state === 'optional' ? 'border-dashed border-slate-400' : 'border-slate-300',
      )}
    />
  )
}

/**
 * The completion checklist (spec part 1 §5). `completion` is null while the profile
 * loads: the list keeps its size and shows no states yet.
 */
export function CompletionChecklist({ completion }: { completion: Completion | null }) {
  return (
    <Card data-testid="profile-checklist">
      <h2 className="text-lg font-semibold text-slate-900">{m.checklistTitle}</h2>
      <ul className="mt-4 space-y-3">
        {items.map(({ key, label }) => {
          const state = completion?.[key] ?? null
          return (
            <li
              key={key}
              className="flex items-center gap-3 text-sm"
              data-testid={`checklist-${key}`}
              data-state={state ?? 'loading'}
            >
              <StateIcon state={state} />
              <span className="min-w-0 flex-1 font-medium text-slate-800">{label}</span>
              <span
                className={clsx(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  state === 'complete' && 'bg-emerald-50 text-emerald-800',
                  state === 'incomplete' && 'bg-amber-50 text-amber-900',
                  state === 'optional' && 'bg-slate-100 text-slate-700',
                  state === null && 'invisible',
                )}
              >
                {state ? stateText[state] : m.checklistIncomplete}
              </span>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
