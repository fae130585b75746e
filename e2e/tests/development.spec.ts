import { expect, test } from '../test.ts'
import { signedIn } from '../chat-helpers.ts'
import { demo, expectNoAxeViolationsLightAndDark, lookAt } from '../fixtures.ts'

/**
 * Issue 36 item 5 in the browser: Maya sets a goal in her Dev space and Quad suggests an
 * upcoming event for it, saying why; she lists a skill. Details: development.test.tsx.
 */
test('a goal brings suggested events, each with its reason', async ({ browser, baseURL }) => {
  const maya = await signedIn(browser, baseURL ?? '', demo.student.email, 390)
  await maya.goto('/development')
  await expect(maya.getByRole('heading', { level: 1, name: 'Dev space' })).toBeVisible()
  const title = `Get better at photography ${String(Date.now())}`
  await maya.getByRole('button', { name: 'Add a goal' }).click()
  const dialog = maya.getByRole('dialog', { name: 'Add a goal' })
  await dialog.getByRole('textbox', { name: 'Goal' }).fill(title)
  await dialog.getByRole('textbox', { name: /Words it is about/ }).fill('photo')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const suggested = maya.getByRole('region', { name: 'Suggested for your goals' })
  await expect(
    suggested.getByText(`For your goal “${title}”: it is about photo`).first(),
  ).toBeVisible()
  const skills = maya.getByRole('region', { name: 'Skills' })
  await skills.getByRole('textbox', { name: 'Add a skill' }).fill('Darkroom printing')
  await skills.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(skills.getByRole('button', { name: 'Remove Darkroom printing' })).toBeVisible()
  await lookAt(maya, 'development-390', true)
  await expectNoAxeViolationsLightAndDark(maya)
  await maya.setViewportSize({ width: 1280, height: 800 })
  await lookAt(maya, 'development-1280', true)
  // Tidy: the goal and skill are Maya's, and other specs read her Dev space's neighbours.
  await maya.getByRole('button', { name: `Delete ${title}` }).click()
  await maya
    .getByRole('dialog', { name: 'Delete this goal?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(maya.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0)
})
