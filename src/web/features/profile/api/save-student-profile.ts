import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { StudentProfile, StudentProfileInputSchema } from '#shared/schemas/student-profile.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { studentProfileQueryKey } from './get-student-profile.ts'
import { studentStatusQueryKey } from '#web/components/account-notices/get-student-status.ts'

/** What the form sends after the shared schema has trimmed it (empty optionals absent). */
export type SaveStudentProfileBody = z.output<typeof StudentProfileInputSchema>

/** POST /api/students/profile → 200 the stored profile; 400 `{ error, fields }`. */
export const saveStudentProfile = (body: SaveStudentProfileBody) =>
  apiFetch<StudentProfile>('/api/students/profile', { method: 'POST', json: body })

export function useSaveStudentProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveStudentProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(studentProfileQueryKey, profile)
      // A first profile makes the user a student (`is_student`).
      await queryClient.invalidateQueries({ queryKey: studentStatusQueryKey })
    },
  })
}
