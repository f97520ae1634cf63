import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { useSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function AboutPage() {
  usePageTitle('About us')
  const session = useSession()
  const signedIn = session.status === 'signed-in'
  return (
    <PageHeader
      eyebrow="Our story"
      title="About us"
      lead="Founded by a physics and mathematics graduate with 17 years of teaching experience, we help students across Gauteng understand mathematics, pass with confidence and enjoy learning — online or face to face, every day from 8:00am to 1:00am."
    >
      <LinkButton
        to={signedIn ? paths.book.getHref() : paths.home.getHref()}
        variant="accent"
        size="lg"
        className="w-64"
      >
        {signedIn ? 'Book a Paid Session' : 'Register & Get Started'}
      </LinkButton>
      <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
        Meet Our Tutors
      </LinkButton>
    </PageHeader>
  )
}

export { AboutPage as Component }
