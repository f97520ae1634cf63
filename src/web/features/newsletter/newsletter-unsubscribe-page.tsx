import { usePageTitle } from '#web/lib/use-page-title.ts'
import { useUnsubscribeNewsletter } from './api/unsubscribe-newsletter.ts'
import { NewsletterTokenAction } from './components/newsletter-token-action.tsx'

function NewsletterUnsubscribePage() {
  usePageTitle('Unsubscribe from the newsletter')
  const mutation = useUnsubscribeNewsletter()
  return (
    <NewsletterTokenAction
      title="Unsubscribe from our newsletter"
      lead="Press the button to stop receiving our newsletter. Emails about your own bookings and account are not affected."
      buttonLabel="Unsubscribe"
      pendingLabel="Unsubscribing..."
      mutation={mutation}
    />
  )
}

export { NewsletterUnsubscribePage as Component }
