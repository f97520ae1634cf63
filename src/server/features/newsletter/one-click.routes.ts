import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { campaignMessages } from '#shared/newsletter-campaigns.ts'
import { ErrorResponseSchema, MessageResponseSchema } from '#shared/schemas/common.ts'
import { NewsletterTokenInputSchema } from '#shared/schemas/newsletter.ts'
import { Invalid } from '../../lib/errors.ts'
import * as newsletter from './newsletter.service.ts'

const FORM = 'application/x-www-form-urlencoded'
const MULTIPART = 'multipart/form-data'
/** RFC 8058 §3.1: the one body a one-click unsubscribe is posted. */
const FIELD = 'List-Unsubscribe'
const VALUE = 'One-Click'

/** The form's fields, or null when it is not one (a file, a malformed body). */
async function fieldsOf(request: FastifyRequest): Promise<[string, string][] | null> {
  if (request.isMultipart()) {
    const fields: [string, string][] = []
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'field' || typeof part.value !== 'string') {
          if (part.type === 'file') part.file.resume()
          return null
        }
        fields.push([part.fieldname, part.value])
      }
    } catch {
      return null
    }
    return fields
  }
  return typeof request.body === 'string' ? [...new URLSearchParams(request.body)] : null
}

/**
 * RFC 8058 one-click unsubscribe: a mail service (Gmail, Yahoo) posts
 * `List-Unsubscribe=One-Click` to the newsletter mail's `List-Unsubscribe` address, from
 * its own servers, with no cookie and no Origin. So this one route takes requests from any
 * origin, but only a form (urlencoded or multipart, as the RFC allows) holding exactly that
 * one field: anything else is 415 or 400 and changes nothing. The token in the address is
 * the proof, as in the visible link.
 */
export const oneClickRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mail client without one-click may open the https address in a browser (RFC 2369): a
  // GET never unsubscribes, so it goes on to the page that asks, with the same token.
  app.get(
    '/api/newsletter/one-click',
    {
      // A browser's navigation, not an operation of the JSON API: left out of the OpenAPI
      // document (whose lint rightly wants a 2xx of every operation), like the document itself.
      schema: { hide: true, querystring: NewsletterTokenInputSchema },
    },
    async (request, reply) =>
      reply
        .code(303)
        .header(
          'location',
          `/newsletter/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
        )
        .send(),
  )

  // Only in this plugin's scope: every other route keeps taking JSON alone.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, body),
  )

  app.post(
    '/api/newsletter/one-click',
    {
      config: { allowCrossOrigin: true, contentTypes: [FORM, MULTIPART] },
      schema: {
        summary: 'Unsubscribe in one click from a newsletter mail (RFC 8058)',
        description:
          'Posted by mail services with the body List-Unsubscribe=One-Click, as a form (application/x-www-form-urlencoded or multipart/form-data); the token is the one in the mail’s List-Unsubscribe header.',
        querystring: NewsletterTokenInputSchema,
        // 404: no newsletter mail or subscription has this token.
        response: { 200: MessageResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const fields = await fieldsOf(request)
      const [only, ...others] = fields ?? []
      if (!only || others.length > 0 || only[0] !== FIELD || only[1] !== VALUE) {
        throw new Invalid(campaignMessages.oneClickBody)
      }
      await newsletter.unsubscribe(
        {
          db: app.database.db,
          publicUrl: app.config.publicUrl,
          businessName: app.config.business.name,
        },
        request.query.token,
      )
      return { message: campaignMessages.oneClickDone }
    },
  )
}
