import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function DonatePage() {
  usePageTitle('Support Our Students')
  return (
    <>
      <PageHeader
        eyebrow="Donate"
        title="Support Our Students"
        lead="Your donation helps learners who cannot afford tutoring get the mathematics support they need. Give once, monthly or yearly, from R10."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us about giving
        </LinkButton>
        <LinkButton to={paths.partnerWithMe.getHref()} variant="outline-light" size="lg">
          Partner With Us
        </LinkButton>
      </PageHeader>
    </>
  )
}

export { DonatePage as Component }
