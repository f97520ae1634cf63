import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { useBusinessName, usePublicConfig } from '#web/lib/public-config.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { paths } from '#web/paths.ts'
import { LAST_UPDATED, LegalDocument } from './legal-layout.tsx'
import { privacySections } from './privacy-sections.tsx'

function PrivacyPage() {
  usePageMeta('/privacy')
  const business = usePublicConfig().data?.business
  const sections = privacySections({
    businessName: useBusinessName(),
    businessEmail: business?.email,
    businessAddress: business?.address,
    officerName: business?.informationOfficer.name,
    officerEmail: business?.informationOfficer.email,
  })
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Privacy Policy"
        lead="How we collect, use, protect and delete the personal information of students, parents, guardians and visitors, as South Africa's Protection of Personal Information Act (POPIA) requires."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Ask a privacy question
        </LinkButton>
        <LinkButton to={paths.terms.getHref()} variant="outline-light" size="lg">
          Terms of Service
        </LinkButton>
      </PageHeader>
      <LegalDocument sections={sections} lastUpdated={LAST_UPDATED} />
    </>
  )
}

export { PrivacyPage as Component }
