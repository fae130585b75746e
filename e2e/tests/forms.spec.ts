import { readFile } from 'node:fs/promises'
import { expect, test } from '../test.ts'
import { newClubRunBy } from '../club-helpers.ts'
import { demo } from '../fixtures.ts'
import { expectAccessibleAtWidths, signedIn } from '../screens.ts'

/**
 * Issue 37 item 1 in the browser (decision 110): Iris, officer of a club the school admin
 * creates, builds a form in its Manage area and opens it; Felix, a member, finds it on the
 * club's page, is told what is missing, answers, and sends a PDF through the device's
 * picker; Iris reads the results, saves Felix's file and downloads the CSV holding his
 * answer. The builder, the answer page, the results and the Manage area
 * pass axe at 390 and 1280 px, light and dark. The rules are apps/server/src/features/forms;
 * the screens' detail the route tests.
 */
test('an officer builds a form, a member answers it, the officer reads the answers', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const [admin, iris, felix] = await Promise.all(
    ['admin@demo.edu', 'iris@demo.edu', 'felix@demo.edu'].map((email) =>
      signedIn(browser, baseURL, email),
    ),
  )
  if (!admin || !iris || !felix) throw new Error('not signed in')
  const suffix = Math.random().toString(36).slice(2, 7)
  const clubId = await newClubRunBy(
    admin,
    iris,
    { name: `Rowing Club ${suffix}`, category: 'Sports' },
    [felix],
  )
  const clubPage = `/_/_/clubs/${clubId}`
  const title = `Kit order ${suffix}`

  // Iris builds the form: a required choice and a short text.
  await iris.goto(clubPage)
  await iris
    .getByRole('region', { name: 'Forms' })
    .getByRole('link', { name: 'Build a form' })
    .click()
  await expect(iris.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible()
  await iris.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  const first = iris.getByRole('group', { name: 'Question 1' })
  await first.getByRole('textbox', { name: 'Question' }).fill('Shirt size')
  await first.getByRole('combobox', { name: 'Answer type' }).selectOption('choice')
  await first.getByRole('textbox', { name: 'Options' }).fill('S\nM\nL')
  await first.getByRole('checkbox', { name: 'Required' }).check()
  await iris.getByRole('button', { name: 'Add a question' }).click()
  await expect(
    iris.getByRole('group', { name: 'Question 2' }).getByRole('textbox', { name: 'Question' }),
  ).toBeFocused()
  await iris.keyboard.type('Anything else?')
  await iris.getByRole('button', { name: 'Add a question' }).click()
  await iris.keyboard.type('Your design')
  await iris
    .getByRole('group', { name: 'Question 3' })
    .getByRole('combobox', { name: 'Answer type' })
    .selectOption('file')
  await expectAccessibleAtWidths(iris, 'form-builder')
  await iris.getByRole('button', { name: 'Save and open' }).click()
  const forms = iris.getByRole('region', { name: 'Forms', exact: true })
  await expect(forms.getByRole('link', { name: title, exact: true })).toBeVisible()
  await expect(forms.getByText('Open', { exact: true })).toBeVisible()
  await expectAccessibleAtWidths(iris, 'form-manage')

  // Felix finds it on the club's page and answers it.
  await felix.goto(clubPage)
  await felix
    .getByRole('region', { name: 'Forms for you' })
    .getByRole('link', { name: `Answer ${title}` })
    .click()
  await expect(felix.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await felix.getByRole('button', { name: 'Send answers' }).click()
  await expect(felix.getByText('is required')).toBeVisible()
  await expect(felix.getByRole('radio', { name: 'S', exact: true })).toBeFocused()
  await expectAccessibleAtWidths(felix, 'form-answer')
  await felix.getByRole('radio', { name: 'M', exact: true }).check()
  await felix.getByRole('textbox', { name: 'Anything else?' }).fill('Navy, please')
  const design = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
  const [chooser] = await Promise.all([
    felix.waitForEvent('filechooser'),
    felix.getByRole('button', { name: 'Choose a file' }).click(),
  ])
  await chooser.setFiles({ name: 'design.pdf', mimeType: 'application/pdf', buffer: design })
  await expect(felix.getByText('design.pdf · 1 KB')).toBeVisible()
  await felix.getByRole('button', { name: 'Send answers' }).click()
  await expect(felix.getByRole('heading', { name: 'Thank you' })).toBeFocused()

  // Iris reads the answers, and the CSV holds Felix's.
  await iris.reload()
  await iris.getByRole('link', { name: `Results of ${title}` }).click()
  await expect(iris.getByText('M: 1 (100%)')).toBeVisible()
  await expect(iris.getByText('Navy, please')).toBeVisible()
  await expectAccessibleAtWidths(iris, 'form-results')
  const [saved] = await Promise.all([
    iris.waitForEvent('download'),
    iris
      .getByRole('list', { name: 'Files sent' })
      .getByRole('button', { name: 'Save design.pdf' })
      .click(),
  ])
  expect(saved.suggestedFilename()).toBe('design.pdf')
  expect((await readFile(await saved.path())).equals(design)).toBe(true)
  const download = iris.waitForEvent('download')
  await iris.getByRole('button', { name: 'Download CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  expect(csv).toContain('"Shirt size","Anything else?","Your design"')
  expect(csv).toMatch(/"Felix [^"]*","M","Navy, please","design.pdf"/)
})

/**
 * The school's own form (decision 110): Grace (staff) builds one in Admin → Forms and opens
 * it; Felix finds it through the main menu's Forms and answers it; Grace reads the count.
 */
test('staff build a school form, and a student finds it in Forms and answers it', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const [grace, felix] = await Promise.all(
    [demo.staff.email, 'felix@demo.edu'].map((email) => signedIn(browser, baseURL, email)),
  )
  if (!grace || !felix) throw new Error('not signed in')
  const title = `Campus life ${Math.random().toString(36).slice(2, 7)}`

  await grace.goto('/admin/forms')
  await grace.getByRole('link', { name: 'Build a form' }).click()
  // The school's form goes to everyone (its default) or to one event's guests.
  await expect(grace.getByRole('combobox', { name: 'Who may answer' })).toHaveValue('school')
  await grace.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  const first = grace.getByRole('group', { name: 'Question 1' })
  await first.getByRole('textbox', { name: 'Question' }).fill('How is the library?')
  await first.getByRole('combobox', { name: 'Answer type' }).selectOption('scale')
  await first.getByRole('textbox', { name: 'Label at the low end' }).fill('Poor')
  await first.getByRole('textbox', { name: 'Label at the high end' }).fill('Great')
  await grace.getByRole('button', { name: 'Save and open' }).click()
  const list = grace.getByRole('list', { name: 'The school’s forms' })
  await expect(list.getByRole('link', { name: title, exact: true })).toBeVisible()
  await expectAccessibleAtWidths(grace, 'school-forms')

  await felix.goto('/')
  await felix.getByRole('button', { name: 'Open menu' }).click()
  await felix.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Forms' }).click()
  await felix.getByRole('link', { name: `Answer ${title}` }).click()
  await expect(felix.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const scale = felix.getByRole('radiogroup', { name: 'How is the library?' })
  await scale.getByRole('radio', { name: '4', exact: true }).check()
  await expectAccessibleAtWidths(felix, 'school-form-answer')
  await felix.getByRole('button', { name: 'Send answers' }).click()
  await expect(felix.getByRole('heading', { name: 'Thank you' })).toBeFocused()

  await grace.getByRole('link', { name: `Results of ${title}` }).click()
  await expect(grace.getByText('Answered by 1 · Mean 4')).toBeVisible()
})
