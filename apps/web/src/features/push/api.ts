import { base64UrlBytes, NotificationPreferences, PushKey, PushStatus } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson, signedInJson } from '../../lib/http/bearer-client.ts'
import { activeRegistration, PushRefusedError } from './browser-push.ts'

const PATH = '/api/v1/me/push-subscription'

/** Whether this device's session receives pushes (issue 34, decision 083). */
export const pushStatusQuery = queryOptions({
  queryKey: ['me', 'push'],
  queryFn: async ({ signal }) => {
    return signedInJson(PATH, PushStatus, { signal })
  },
})

/** How pushes read on the lock screen (the student's notification preferences). */
export const lockScreenQuery = queryOptions({
  queryKey: ['me', 'push', 'lock-screen'],
  queryFn: async ({ signal }) => {
    const preferences = await signedInJson(
      '/api/v1/notifications/preferences',
      NotificationPreferences,
      { signal },
    )
    return preferences.push.lockScreenText
  },
})

/**
 * "Turn on notifications": asks the browser's permission (only now, after the tap: iOS
 * and Chromium both require it), subscribes with Quad's key and hands Quad the result.
 */
export function useTurnOnPush() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') throw new PushRefusedError(permission)
      const [registration, key] = await Promise.all([
        activeRegistration(),
        bearerRequestJson('/api/v1/push/key', PushKey),
      ])
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        // The key as bytes, read by the same decoder the server's contract checks keys with.
        applicationServerKey: base64UrlBytes(key.publicKey) ?? key.publicKey,
      })
      await bearerRequest(PATH, { method: 'PUT', json: subscription.toJSON() })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  })
}

/** "Turn off": this device stops receiving pushes, here and at Quad. */
export function useTurnOffPush() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await bearerRequest(PATH, { method: 'DELETE' })
      const registration = await navigator.serviceWorker?.getRegistration()
      const subscription = await registration?.pushManager.getSubscription()
      await subscription?.unsubscribe()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  })
}

export function useLockScreenText() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (lockScreenText: boolean) =>
      bearerRequestJson('/api/v1/notifications/preferences/push', NotificationPreferences, {
        method: 'PATCH',
        json: { lockScreenText },
      }),
    onSuccess: (preferences) =>
      queryClient.setQueryData(lockScreenQuery.queryKey, preferences.push.lockScreenText),
  })
}
