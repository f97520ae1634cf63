import { useEffect } from 'react'
import { useBusinessName } from './public-config.ts'

/** Sets the document title to "{title} | {business name}" while the page is shown. */
export function usePageTitle(title: string) {
  const businessName = useBusinessName()
  useEffect(() => {
    document.title = `${title} | ${businessName}`
  }, [title, businessName])
}
