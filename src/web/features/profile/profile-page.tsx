import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function ProfilePage() {
  usePageTitle('Your Profile')
  return (
    <>
      <PageHeader
        eyebrow="Student area"
        title="Your Profile"
        lead="Keep your contact details, student category and level up to date so your tutor can prepare for your sessions. You can also download your data or delete your account here."
      >
        <LinkButton to={paths.dashboard.getHref()} variant="accent" size="lg">
          Go to your dashboard
        </LinkButton>
        <LinkButton to={paths.contact.getHref()} variant="outline-light" size="lg">
          Contact us
        </LinkButton>
      </PageHeader>
    </>
  )
}

export { ProfilePage as Component }
