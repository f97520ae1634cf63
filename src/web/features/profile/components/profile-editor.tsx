import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useForm, useWatch } from 'react-hook-form'
import { profileMessages } from '#shared/messages.ts'
import { StudentProfileInputSchema, type StudentProfile } from '#shared/schemas/student-profile.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import type { SessionUser } from '#web/lib/session.ts'
import { PROFILE_SAVED_MESSAGE_MS } from '../constants.ts'
import { profilePageMessages as m } from '../messages.ts'
import { completionOf } from '../profile-completion.ts'
import {
  formValuesFrom,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../profile-form-values.ts'
import { AccountNotices } from '#web/components/account-notices/account-notices.tsx'
import { BenefitsPanel } from './benefits-panel.tsx'
import { CompletionChecklist } from './completion-checklist.tsx'
import { ProfileDetails } from './profile-details.tsx'
import { ProfileCard } from './profile-card.tsx'
import { ProfileForm } from './profile-form.tsx'
import { ProfileLayout } from './profile-layout.tsx'
import { PrivacySection } from './privacy-section.tsx'

/**
 * The loaded profile in view or edit mode (spec part 1 §4). With no profile, or when it
 * could not be loaded, the form opens prefilled from the account. The checklist follows
 * the saved profile in view mode and the form as it is typed in edit mode.
 */
export function ProfileEditor({
  user,
  profile,
  loadFailed,
  onReload,
}: {
  user: SessionUser
  profile: StudentProfile | null
  loadFailed: boolean
  onReload: () => void
}) {
  // null until the student chooses: then edit mode exactly when there is no profile yet.
  const [editingChoice, setEditingChoice] = useState<boolean | null>(null)
  const editing = editingChoice ?? profile === null
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(StudentProfileInputSchema),
    defaultValues: formValuesFrom(profile, user.email),
  })
  const typed = useWatch({ control: form.control })
  const completion = completionOf(editing ? typed : (profile ?? {}))

  // 'Profile updated successfully!' stays 3 s (spec part 1 §9); a new save restarts it.
  useEffect(() => {
    if (savedAt === null) return
    const timer = window.setTimeout(() => setSavedAt(null), PROFILE_SAVED_MESSAGE_MS)
    return () => window.clearTimeout(timer)
  }, [savedAt])

  const startEditing = () => {
    form.reset(formValuesFrom(profile, user.email))
    setSavedAt(null)
    flushSync(() => setEditingChoice(true))
    form.setFocus('name')
  }

  const showView = () => {
    flushSync(() => setEditingChoice(false))
    heading.current?.focus()
  }

  const cancel = () => {
    showView()
    onReload()
  }

  const saved = () => {
    setSavedAt(Date.now())
    showView()
  }

  const notice = editing
    ? loadFailed
      ? { tone: 'info' as const, text: m.loadFailed }
      : profile === null
        ? { tone: 'info' as const, text: m.noProfile }
        : null
    : loadFailed
      ? { tone: 'error' as const, text: m.viewLoadFailed }
      : null

  return (
    <ProfileLayout
      main={
        <>
          <AccountNotices user={user} />
          <div role="status" className="empty:hidden" data-testid="profile-saved">
            {savedAt !== null ? <Alert tone="success">{profileMessages.saved}</Alert> : null}
          </div>
          <ProfileCard
            title={editing ? 'Edit your profile' : 'Profile details'}
            headingRef={heading}
            action={
              editing ? null : (
                <Button variant="primary" onClick={startEditing} className="w-full sm:w-auto">
                  {profileMessages.edit}
                </Button>
              )
            }
          >
            {notice ? (
              <Alert tone={notice.tone} className="mb-6">
                {notice.text}
              </Alert>
            ) : null}
            {editing ? (
              <ProfileForm form={form} onSaved={saved} onCancel={cancel} />
            ) : profile ? (
              <ProfileDetails profile={profile} />
            ) : (
              <p className="text-slate-700" data-testid="profile-empty">
                {m.emptyView}
              </p>
            )}
          </ProfileCard>
        </>
      }
      after={<PrivacySection />}
      aside={
        <>
          <CompletionChecklist completion={completion} />
          <BenefitsPanel />
        </>
      }
    />
  )
}
