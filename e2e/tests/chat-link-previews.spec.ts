import http from 'node:http'
import { expect, test } from '../test.ts'
import { expectNoAxeViolationsLightAndDark, lookAt } from '../fixtures.ts'
import { bothInDirectChat, composer, mayaAndConnection, messages } from '../chat-helpers.ts'
import { ports } from '../ports.ts'

/**
 * Issue 35 item 6 in two browsers: a message with a link to a page (served here, on the
 * port the e2e Quad's outbound guard allows) gets the page's Open Graph preview, with its
 * picture re-encoded by the server, in the sender's and the reader's chat without a reload;
 * the sender removes it and it goes from both. Parsing and the guard's refusals are in
 * apps/server/src/features/chat/link-previews.test.ts.
 */
test('a link’s preview reaches both students live, and the sender removes it for both', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const { maya, other, peer } = await mayaAndConnection(browser, baseURL ?? '', 6)
  // A real PNG for the page's og:image: a picture the browser draws.
  await maya.setContent('<div style="width:600px;height:315px;background:#2f6f4f"></div>')
  const picture = await maya.screenshot({ clip: { x: 0, y: 0, width: 600, height: 315 } })
  const stamp = String(Date.now())
  const pages = http.createServer((request, response) => {
    if (request.url === `/news/${stamp}`) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(`<!doctype html><html><head>
        <meta property="og:site_name" content="Campus Gazette">
        <meta property="og:title" content="Garden club plants 40 trees">
        <meta property="og:description" content="Volunteers met on Saturday by the science building.">
        <meta property="og:image" content="/trees.png"></head><body></body></html>`)
      return
    }
    if (request.url === '/trees.png') {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end(picture)
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => pages.listen(ports.linkPages, '127.0.0.1', resolve))
  try {
    await bothInDirectChat(maya, other, peer.uid)

    const link = `http://127.0.0.1:${String(ports.linkPages)}/news/${stamp}`
    await composer(maya).fill(`Look at this ${link}`)
    await composer(maya).press('Enter')
    const card = (page: typeof maya) =>
      messages(page).getByRole('link', {
        name: /^Campus Gazette\s*Garden club plants 40 trees.*\(opens in a new tab\)$/,
      })
    await expect(card(other)).toBeVisible()
    await expect(card(maya)).toBeVisible()
    // The picture the server made, shown from its own address (decoded, not broken).
    const thumbnail = card(other).locator('img')
    await expect(thumbnail).toBeVisible()
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(card(other)).toHaveAttribute('href', link)
    await expect(card(other)).toHaveAttribute('rel', 'noopener noreferrer')
    await lookAt(other, 'chat-link-preview-1280')
    await expectNoAxeViolationsLightAndDark(other, '[aria-label="Messages"]')
    // Only the sender may remove it.
    await expect(
      messages(other).getByRole('button', { name: 'Remove the link preview' }),
    ).toHaveCount(0)

    await messages(maya).getByRole('button', { name: 'Remove the link preview' }).click()
    await expect(card(maya)).toHaveCount(0)
    await expect(card(other)).toHaveCount(0)
    await expect(messages(other).getByText(`Look at this ${link}`)).toBeVisible()
  } finally {
    await new Promise((resolve) => pages.close(resolve))
  }
})
