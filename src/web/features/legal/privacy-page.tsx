import { LinkButton } from '#web/components/ui/button.tsx'
import { Notice } from '#web/components/ui/notice.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function PrivacyPage() {
  usePageTitle('Privacy Policy')
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
      <Notice title="Our commitments in short">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Learners under 18 need a parent's or guardian's consent before they can book or pay.
          </li>
          <li>
            We email our newsletter only after you confirm your address, and every newsletter has an
            unsubscribe link.
          </li>
          <li>
            Signed-in students can download their data or delete their account from their profile.
          </li>
          <li>We never record passwords, sign-in tokens or card details in our logs.</li>
        </ul>
      </Notice>
    </>
  )
}

export { PrivacyPage as Component }
