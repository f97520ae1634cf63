import { profileMessages } from '#shared/messages.ts'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { LockIcon } from '#web/components/ui/icons.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession, type SessionUser } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { useStudentProfile } from './api/get-student-profile.ts'
import { AccountNotices } from '#web/components/account-notices/account-notices.tsx'
import { BenefitsPanel } from './components/benefits-panel.tsx'
import { CompletionChecklist } from './components/completion-checklist.tsx'
import { PrivacySection } from './components/privacy-section.tsx'
import { ProfileCard } from './components/profile-card.tsx'
import { ProfileEditor } from './components/profile-editor.tsx'
import { ProfileLayout } from './components/profile-layout.tsx'
import { profilePageMessages as m } from './messages.ts'

function LoadingProfile() {
  return (
    <p
      role="status"
      data-testid="profile-loading"
      className="flex min-h-64 items-center justify-center gap-3 text-lg font-medium text-slate-700"
    >
      <Spinner className="size-6 text-brand-700" />
      {profileMessages.loading}
    </p>
  )
}

/** The gate keeps signed-out visitors away; this is the page's own answer if one gets here. */
function SignInRequired() {
  return (
    <Card className="mx-auto max-w-lg text-center" data-testid="profile-sign-in-required">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LockIcon className="size-7" />
      </span>
      <p className="text-lg font-medium text-slate-800">{profileMessages.signInRequired}</p>
      <LinkButton
        to={paths.login.getHref(paths.profile.getHref())}
        size="lg"
        className="mt-6 w-full sm:w-auto"
      >
        Sign In
      </LinkButton>
    </Card>
  )
}

function StudentProfile({ user }: { user: SessionUser }) {
  const profile = useStudentProfile()

  if (profile.isPending) {
    return (
      <ProfileLayout
        main={
          <>
            <AccountNotices user={user} />
            <ProfileCard title="Profile details">
              <LoadingProfile />
            </ProfileCard>
          </>
        }
        after={<PrivacySection />}
        aside={
          <>
            <CompletionChecklist completion={null} />
            <BenefitsPanel />
          </>
        }
      />
    )
  }

  return (
    <ProfileEditor
      user={user}
      profile={profile.data ?? null}
      loadFailed={profile.isError}
      onReload={() => void profile.refetch()}
    />
  )
}

function ProfilePage() {
  usePageTitle(m.title)
  const session = useSession()

  return (
    <>
      <PageHeader eyebrow="Student area" title={m.title} lead={m.lead} />
      <Container className="py-8 sm:py-12">
        {session.status === 'signed-in' ? (
          <StudentProfile user={session.user} />
        ) : session.status === 'pending' ? (
          <LoadingProfile />
        ) : (
          <SignInRequired />
        )}
      </Container>
    </>
  )
}

export { ProfilePage as Component }
