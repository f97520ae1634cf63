import { Fragment, useId } from 'react'
import { campaignParagraphs } from '#shared/newsletter-campaigns.ts'
import { usePublicConfig } from '#web/lib/public-config.ts'
import { campaignPageMessages as t } from './campaign-messages.ts'

/**
 * The newsletter as the mail shows it, from the same parts the server renders it from
 * (`campaignParagraphs`): text escaped by React, bare https addresses as links, the
 * unsubscribe line and the business's foot.
 */
export function CampaignPreview({ subject, body }: { subject: string; body: string }) {
  const headingId = useId()
  const business = usePublicConfig().data?.business
  const paragraphs = campaignParagraphs(body)
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-slate-100 p-3 sm:p-5"
      data-testid="campaign-preview"
    >
      <h2 id={headingId} className="px-2 text-lg font-bold text-slate-900">
        {t.previewHeading}
      </h2>
      <p className="px-2 text-sm text-slate-700">{t.previewLead}</p>
      <article className="mt-3 rounded-lg bg-white p-5 text-slate-800 shadow-sm">
        <p className="border-b border-slate-200 pb-3 text-sm text-slate-600">
          {t.previewSubject}{' '}
          <strong className="break-words text-slate-900" data-testid="preview-subject">
            {subject.trim()}
          </strong>
        </p>
        <div className="mt-4 space-y-4 break-words" data-testid="preview-body">
          {paragraphs.length === 0 ? <p className="text-slate-600">{t.previewEmpty}</p> : null}
          {paragraphs.map((lines, p) => (
            <p key={p}>
              {lines.map((parts, l) => (
                <Fragment key={l}>
                  {l > 0 ? <br /> : null}
                  {parts.map((part, i) =>
                    'link' in part ? (
                      <a
                        key={i}
                        href={part.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="break-all text-brand-800 underline"
                      >
                        {part.link}
                      </a>
                    ) : (
                      <Fragment key={i}>{part.text}</Fragment>
                    ),
                  )}
                </Fragment>
              ))}
            </p>
          ))}
        </div>
        <p className="mt-4 text-sm text-slate-600">{t.previewUnsubscribe}</p>
        {business ? (
          <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-600">
            {business.name}
            <br />
            {business.address}
          </p>
        ) : null}
      </article>
    </section>
  )
}
