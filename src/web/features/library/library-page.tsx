import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function LibraryPage() {
  usePageTitle('Study Library')
  return (
    <>
      <PageHeader
        eyebrow="Free study material"
        title="Study Library"
        lead="Search and download PDF study material — textbooks, practice worksheets, past exam papers, study guides, formula sheets and lecture notes. Signed-in students can upload files to share."
      >
        <LinkButton to={paths.register.getHref()} variant="accent" size="lg">
          Register to upload
        </LinkButton>
        <LinkButton to={paths.mathematicsTopics.getHref()} variant="outline-light" size="lg">
          Mathematics topics
        </LinkButton>
      </PageHeader>
    </>
  )
}

export { LibraryPage as Component }
