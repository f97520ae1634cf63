import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse } from '#shared/schemas/common.ts'
import type {
  Campaign,
  CampaignInput,
  CampaignList,
  CampaignSendResult,
} from '#shared/schemas/newsletter-campaigns.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from '../../api/get-audit-log.ts'

/** Every newsletter list and newsletter; invalidate it after a change. */
export const campaignsKey = ['admin-newsletter-campaigns'] as const
const BASE = '/api/admin/newsletter/campaigns'
const campaignPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`
const campaignKey = (id: string) => [...campaignsKey, 'one', id] as const

/** While a newsletter is being sent, its counts are asked for this often. */
const PROGRESS_POLL_MS = 2000
const whileSending = (campaign: Campaign | undefined) =>
  campaign?.status === 'sending' ? PROGRESS_POLL_MS : false

/** GET /api/admin/newsletter/campaigns */
export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: [...campaignsKey, 'list'],
    queryFn: ({ signal }) => apiFetch<CampaignList>(BASE, { signal }),
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((campaign) => campaign.status === 'sending')
        ? PROGRESS_POLL_MS
        : false,
  })
export const useCampaigns = () => useQuery(campaignsQueryOptions())

/** GET /api/admin/newsletter/campaigns/{id}, again every 2 s while it is being sent. */
export const useCampaign = (id: string) =>
  useQuery({
    queryKey: campaignKey(id),
    queryFn: ({ signal }) => apiFetch<Campaign>(campaignPath(id), { signal }),
    refetchInterval: (query) => whileSending(query.state.data),
  })

function useAfterChange() {
  const queryClient = useQueryClient()
  return async (campaign?: Campaign) => {
    if (campaign) queryClient.setQueryData(campaignKey(campaign.id), campaign)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: campaignsKey }),
      queryClient.invalidateQueries({ queryKey: auditLogKey }),
    ])
  }
}

/** POST (a new draft) or PUT (a draft's new text). */
export function useSaveCampaign(id: string | undefined) {
  const afterChange = useAfterChange()
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      id
        ? apiFetch<Campaign>(campaignPath(id), { method: 'PUT', json: input })
        : apiFetch<Campaign>(BASE, { method: 'POST', json: input }),
    onSuccess: (campaign) => afterChange(campaign),
  })
}

/** POST …/{id}/test: to the signed-in administrator only. */
export function useSendTest(id: string) {
  const afterChange = useAfterChange()
  return useMutation({
    mutationFn: () => apiFetch<MessageResponse>(`${campaignPath(id)}/test`, { method: 'POST' }),
    onSuccess: () => afterChange(),
  })
}

/** POST …/{id}/send → 202; the newsletter then reports its progress. */
export function useSendCampaign(id: string) {
  const queryClient = useQueryClient()
  const afterChange = useAfterChange()
  return useMutation({
    mutationFn: () => apiFetch<CampaignSendResult>(`${campaignPath(id)}/send`, { method: 'POST' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: campaignKey(id) })
      await afterChange()
    },
  })
}
