import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { useBusinessName, usePublicConfig } from '#web/lib/public-config.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { paths } from '#web/paths.ts'
import { LAST_UPDATED, LegalDocument } from './legal-layout.tsx'
import { termsSections } from './terms-sections.tsx'

function TermsPage() {
  usePageMeta('/terms')
  const sections = termsSections(useBusinessName(), usePublicConfig().data?.business.email)
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Terms of Service"
        lead="The terms that apply when you use this website and when you book, pay for or cancel tutoring sessions, school visits, teacher workshops and video orders."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us
        </LinkButton>
        <LinkButton to={paths.privacy.getHref()} variant="outline-light" size="lg">
          Privacy Policy
        </LinkButton>
      </PageHeader>
      <LegalDocument sections={sections} lastUpdated={LAST_UPDATED} />
    </>
  )
}

export { TermsPage as Component }
