import {
  type ChangePasswordBody,
  ConnectionStatus,
  ListingConfigResponse,
  OwnProfileResponse,
  type ProfileUpdate,
  type UserProfile,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { request, requestJson } from '../../lib/http/http.ts'
import { sanitizeBio, type SanitizedBio } from '../profile/index.ts'
import type { TagField } from './profile-form.ts'

const ME = '/mobile_ws/v18/me/profile'
const PHOTO = '/mobile_ws/v18/me/photo'

export const settingsKeys = {
  all: ['settings'] as const,
  own: ['settings', 'own'] as const,
  preview: (viewAs: ViewAs) => ['settings', 'preview', viewAs] as const,
  suggestions: ['settings', 'suggestions'] as const,
  experiences: ['settings', 'experiences'] as const,
}

/** The owner's settings, with the bio already made safe to put into the editor. */
export interface OwnProfile {
  response: OwnProfileResponse
  /** Sanitised bio HTML ('' when none), the editor's starting content. */
  bioHtml: string
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Issue 4: sanitised before display, the editor included; the sanitiser loads lazily. */
async function safeBioHtml(bio: string | null | undefined): Promise<string> {
  if (!bio) return ''
  const { html, text } = await sanitizeBio(bio)
  return html ?? (text ? `<p>${escapeText(text)}</p>` : '')
}

export const ownProfileQuery = queryOptions({
  queryKey: settingsKeys.own,
  queryFn: async ({ signal }): Promise<OwnProfile> => {
    const response = await requestJson(ME, OwnProfileResponse, { signal })
    return { response, bioHtml: await safeBioHtml(response.data.bio) }
  },
  // The form starts from this once; a background refetch must not look like new data.
  staleTime: Infinity,
})

export type ViewAs = 'school' | 'connection'

/** The shape the profile card takes (features/profile ProfileData). */
export interface PreviewData {
  profile: UserProfile
  bio: SanitizedBio | null
}

/** The connection status a student of that audience has with the owner. */
const AUDIENCE_STATUS: Record<ViewAs, number> = {
  school: ConnectionStatus.NONE,
  connection: ConnectionStatus.CONNECTED,
}

/**
 * Exactly what that audience receives (server contract), shaped for the profile card,
 * with the status that audience has with the owner: the card then shows that audience's
 * buttons (Connect, Message…), drawn inert by the caller, rather than the owner's own.
 */
export function previewQuery(viewAs: ViewAs) {
  return queryOptions({
    queryKey: settingsKeys.preview(viewAs),
    queryFn: async ({ signal }): Promise<PreviewData> => {
      const { data } = await requestJson(`${ME}?viewAs=${viewAs}`, OwnProfileResponse, { signal })
      return {
        profile: { ...data, connectionStatus: AUDIENCE_STATUS[viewAs] },
        bio: data.bio ? await sanitizeBio(data.bio) : null,
      }
    },
    staleTime: 0,
  })
}

/** Spec 3 listing config: its `contains` filters list the school's vocabularies. */
export const suggestionsQuery = queryOptions({
  queryKey: settingsKeys.suggestions,
  queryFn: ({ signal }) =>
    requestJson('/mobile_ws/v18/listing_config?type=directory', ListingConfigResponse, { signal }),
  select: (config): Partial<Record<TagField, string[]>> =>
    Object.fromEntries(
      config.filters
        .filter((filter) => filter.kind === 'contains')
        .map((filter) => [filter.name, filter.options.map((option) => option.value)]),
    ),
  staleTime: 10 * 60_000,
})

/*
 * After any change the cached cards (features/profile), the previews and the photo are
 * out of date. The open form is not reset by the refetch: it keeps what the owner typed.
 */
function useRefreshProfiles() {
  const queryClient = useQueryClient()
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
    ])
  }
}

/** A change to the owner's profile; the session client adds the CSRF token (lib/http/http.ts). */
function useChange<Input>(send: (input: Input) => Promise<OwnProfileResponse>) {
  const refresh = useRefreshProfiles()
  return useMutation({
    mutationFn: send,
    onSuccess: refresh,
    // The top bar shows the owner's photo and name from the authentication call.
    meta: { changesCurrentUser: true },
  })
}

export function useSaveProfile() {
  return useChange((update: ProfileUpdate) =>
    requestJson(ME, OwnProfileResponse, { method: 'PATCH', json: update }),
  )
}

/** Issue 4 photo upload: one multipart file field named `photo` (server contract). */
export function uploadPhoto(photo: Blob): Promise<OwnProfileResponse> {
  const formData = new FormData()
  // The file name only gives the server an extension to log; it reads the bytes.
  formData.append('photo', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg')
  return requestJson(PHOTO, OwnProfileResponse, { method: 'POST', formData })
}

export function useUploadPhoto() {
  return useChange(uploadPhoto)
}

export function useRemovePhoto() {
  return useChange<void>(() => requestJson(PHOTO, OwnProfileResponse, { method: 'DELETE' }))
}

/**
 * Issue 12 item 3: the student's password change. The server ends every other session of
 * theirs (other browsers are signed out); this one stays, so nothing cached changes.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => {
      await request('/mobile_ws/v18/password/change', { method: 'POST', json: body })
    },
  })
}
