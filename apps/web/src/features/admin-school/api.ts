import { SchoolAdmin, type SchoolAdminPatch } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { schoolQuery } from '../../lib/school/school.ts'

const PATH = '/api/v1/admin/school'

/** Everything the School page edits (issue 14 item 1). */
export const schoolAdminQuery = queryOptions({
  queryKey: ['admin', 'school'],
  queryFn: ({ signal }) => bearerRequestJson(PATH, SchoolAdmin, { signal }),
})

/**
 * After a save this tab re-reads the school at once; other tabs and students hear of it
 * through the socket's `school` frame.
 */
function useSchoolSaved() {
  const queryClient = useQueryClient()
  return (school: SchoolAdmin) => {
    queryClient.setQueryData(schoolAdminQuery.queryKey, school)
    queryClient.invalidateQueries({ queryKey: schoolQuery.queryKey }).catch(() => undefined)
  }
}

export function useSaveSchool() {
  const saved = useSchoolSaved()
  return useMutation({
    mutationFn: (patch: SchoolAdminPatch) =>
      bearerRequestJson(PATH, SchoolAdmin, { method: 'PATCH', json: patch }),
    onSuccess: saved,
  })
}

export type SchoolImageKind = 'logo' | 'favicon'

export function useUploadSchoolImage(kind: SchoolImageKind) {
  const saved = useSchoolSaved()
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData()
      formData.append(kind, file)
      return bearerRequestJson(`${PATH}/${kind}`, SchoolAdmin, { method: 'PUT', formData })
    },
    onSuccess: saved,
  })
}
