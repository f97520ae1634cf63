import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TutorProfile, TutorProfileFields } from '#shared/schemas/tutor-accounts.ts'
import { apiFetch } from '#web/lib/api-client.ts'

const tutorProfileKey = ['tutor-profile'] as const
/** The public tutors' pages (features/tutors keeps them under this key). */
const publicTutorsKey = ['tutors'] as const

/** GET /api/tutor/profile: the signed-in tutor's own record. */
export const tutorProfileQueryOptions = () =>
  queryOptions({
    queryKey: tutorProfileKey,
    queryFn: ({ signal }) => apiFetch<TutorProfile>('/api/tutor/profile', { signal }),
  })

export const useTutorProfile = () => useQuery(tutorProfileQueryOptions())

function useAfterSave() {
  const queryClient = useQueryClient()
  return async (profile: TutorProfile) => {
    queryClient.setQueryData(tutorProfileKey, profile)
    await queryClient.invalidateQueries({ queryKey: publicTutorsKey, refetchType: 'none' })
  }
}

/** PUT /api/tutor/profile: bio, expertise, qualifications, experience (the office keeps the rest). */
export function useSaveTutorProfile() {
  const afterSave = useAfterSave()
  return useMutation({
    mutationFn: (fields: TutorProfileFields) =>
      apiFetch<TutorProfile>('/api/tutor/profile', { method: 'PUT', json: fields }),
    onSuccess: afterSave,
  })
}

/** POST /api/tutor/profile/photo: a new photo, multipart. */
export function useUploadTutorPhoto() {
  const afterSave = useAfterSave()
  return useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData()
      form.append('photo', photo)
      return apiFetch<TutorProfile>('/api/tutor/profile/photo', { method: 'POST', form })
    },
    onSuccess: afterSave,
  })
}
