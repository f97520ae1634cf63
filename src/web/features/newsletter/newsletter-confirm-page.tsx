import { usePageTitle } from '#web/lib/use-page-title.ts'
import { useConfirmNewsletter } from './api/confirm-newsletter.ts'
import { NewsletterTokenAction } from './components/newsletter-token-action.tsx'

function NewsletterConfirmPage() {
  usePageTitle('Confirm your newsletter subscription')
  const mutation = useConfirmNewsletter()
  return (
    <NewsletterTokenAction
      title="Confirm your newsletter subscription"
      lead="Press the button to confirm that you want our occasional emails with maths study tips, exam reminders and news. You can unsubscribe from any email."
      buttonLabel="Confirm my subscription"
      pendingLabel="Confirming..."
      mutation={mutation}
    />
  )
}

export { NewsletterConfirmPage as Component }
