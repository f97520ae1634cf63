import { useParams } from 'react-router'
import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function TutorDetailPage() {
  usePageTitle('Tutor profile')
  const { id = '' } = useParams()
  return (
    <PageHeader
      eyebrow="Tutor profile"
      title="Meet your tutor"
      lead="A tutor's background, expertise, qualifications and rates, with a free 30-minute consultation or a paid session over Google Meet."
    >
      <LinkButton
        to={paths.book.getHref({ tutor: id, type: 'free_consultation' })}
        variant="accent"
        size="lg"
      >
        Free consultation
      </LinkButton>
      <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
        All tutors
      </LinkButton>
    </PageHeader>
  )
}

export { TutorDetailPage as Component }
