import { expect, test } from '../test.ts'
import { lookAt, realtimeHello } from '../fixtures.ts'
import { composer, conversationIdOf, mayaAndConnection, messages } from '../chat-helpers.ts'

/**
 * Issue 35 item 1 "Done when": reactions in two browsers, live both ways — given from the
 * quick row and from a search, added to by a press on a chip, taken back. The picker's
 * detail (keyboard, tones, recents) is in apps/web/src/app/routes/chat-reactions.test.tsx;
 * its axe runs are in chat.spec.ts with the other chat dialogs.
 */
test('two students react to a message and see each other’s reactions live', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const { maya, other, peer } = await mayaAndConnection(browser, baseURL ?? '', 3)
  await maya.goto(`/chat?with=${peer.uid}`)
  await expect(maya).toHaveURL(/\/chat\/\d+$/)
  const otherHello = realtimeHello(other)
  await other.goto(`/chat/${conversationIdOf(maya)}`)
  await expect(composer(other)).toBeVisible()
  await otherHello

  const text = `Pizza after the lab? ${String(Date.now())}`
  await composer(maya).fill(text)
  await composer(maya).press('Enter')
  const onOther = messages(other).locator('li', { hasText: text })
  const onMaya = messages(maya).locator('li', { hasText: text })
  await expect(onOther).toBeVisible()

  // The other student reacts from the quick row; Maya sees it without reloading.
  await onOther.hover()
  await onOther.getByRole('button', { name: 'Add a reaction' }).click()
  const picker = other.getByRole('dialog', { name: 'Add a reaction' })
  await picker
    .getByRole('group', { name: 'Quick reactions' })
    .getByRole('button', { name: '👍' })
    .click()
  await expect(picker).toBeHidden()
  const mayaThumbs = onMaya.getByRole('button', {
    name: new RegExp(`^👍 1, from ${peer.firstName} `),
  })
  await expect(mayaThumbs).toBeVisible()

  // Maya adds hers with a press on the chip, and a 🎉 found by searching.
  await mayaThumbs.click()
  // Theirs is among the two, so the chip stays pressed on their side.
  await expect(onOther.getByRole('button', { name: /^👍 2, from you and Maya / })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await onMaya.hover()
  await onMaya.getByRole('button', { name: 'Add a reaction' }).click()
  const mayasPicker = maya.getByRole('dialog', { name: 'Add a reaction' })
  await mayasPicker.getByRole('searchbox', { name: 'Search emoji' }).fill('party')
  await lookAt(maya, 'reaction-picker-search-1280')
  await mayasPicker.getByRole('button', { name: 'party popper' }).click()
  await expect(onOther.getByRole('button', { name: /^🎉 1, from Maya / })).toBeVisible()

  // The other student takes theirs back: Maya's chip says only she is left.
  await onOther.getByRole('button', { name: /^👍 2, from you / }).click()
  await expect(onMaya.getByRole('button', { name: '👍 1, from you' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await lookAt(maya, 'reactions-1280')
  await other.setViewportSize({ width: 390, height: 844 })
  await lookAt(other, 'reactions-390')
  await onOther.getByRole('button', { name: 'Add a reaction' }).click()
  await expect(picker.getByRole('group', { name: 'Smileys & Emotion' })).toBeVisible()
  await lookAt(other, 'reaction-picker-390')
  await Promise.all([maya, other].map((page) => page.context().close()))
})
