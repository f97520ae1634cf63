import { useEffect } from 'react'
import { publicPages, type PageMeta, type PublicPagePath } from '#shared/site-pages.ts'
import { usePageTitle } from './use-page-title.ts'

/**
 * A public page's title and description (shared/site-pages.ts), or a page's own (a tutor's).
 * The server already wrote them into the HTML of a page opened directly; this keeps them
 * right when the visitor moves between pages in the client.
 */
export function usePageMeta(page: PublicPagePath | PageMeta) {
  const { title, description } = typeof page === 'string' ? publicPages[page] : page
  usePageTitle(title)
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [description])
}
