import { LinkButton } from '#web/components/ui/button.tsx'
import { Notice } from '#web/components/ui/notice.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function TeacherWorkshopsPage() {
  usePageTitle('Teacher Workshops')
  return (
    <>
      <PageHeader
        eyebrow="Professional development"
        title="Teacher Workshops"
        lead="Workshops for mathematics teachers on curriculum, teaching methods, assessment, technology in the classroom and exam preparation — online or face to face at your institution."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us
        </LinkButton>
        <LinkButton to={paths.supportTeacher.getHref()} variant="outline-light" size="lg">
          Support the Teacher
        </LinkButton>
      </PageHeader>
      <Notice title="Online workshop booking is opening soon">
        <p>
          Until then, tell us about your team and goals on our contact page and we will plan a
          workshop with you.
        </p>
      </Notice>
    </>
  )
}

export { TeacherWorkshopsPage as Component }
