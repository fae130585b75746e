import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { MenuButton } from './menu-button.tsx'

/*
 * The menu button's own contract: a plain button at start, the React Aria menu fetched when
 * it opens (decision 075). The full keyboard walk is the profile route's test
 * (app/routes/student-profile.test.tsx); the look and axe are e2e's.
 */
function renderMenu(onBanana = vi.fn()) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <MenuButton
          label="More"
          look="ghost"
          actions={[
            { id: 'apple', label: 'Apple', href: '/apple' },
            { id: 'banana', label: 'Banana', onAction: onBanana },
          ]}
        />
      ),
    },
    { path: '/apple', element: <h1>Apple page</h1> },
  ])
  render(<RouterProvider router={router} />)
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'More' }) }
}

const focusedItem = () => document.activeElement?.textContent

describe('MenuButton', () => {
  it('opens from each key on its first item, and from ↑ on its last, every time', async () => {
    const { user, button } = renderMenu()
    button.focus()
    for (const [key, item] of [
      ['{Enter}', 'Apple'],
      ['{Enter}', 'Apple'],
      [' ', 'Apple'],
      ['{ArrowDown}', 'Apple'],
      ['{ArrowUp}', 'Banana'],
    ] as const) {
      await user.keyboard(key)
      await waitFor(() => {
        expect(focusedItem()).toBe(item)
      })
      expect(button).toHaveAttribute('aria-expanded', 'true')
      expect(button).toHaveAttribute('aria-controls', screen.getByRole('menu').id)
      await user.keyboard('{Escape}')
      await waitFor(() => {
        expect(button).toHaveFocus()
      })
      expect(button).toHaveAttribute('aria-expanded', 'false')
    }
  })

  it('a press opens it and a second press closes it', async () => {
    const { user, button } = renderMenu()
    await user.click(button)
    expect(await screen.findByRole('menu', { name: 'More' })).toBeVisible()
    await user.click(button)
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull()
    })
  })

  it("runs an item's action once the menu has closed, with focus back on the button", async () => {
    const onBanana = vi.fn(() => document.activeElement?.getAttribute('aria-label'))
    const { user } = renderMenu(onBanana)
    await user.click(screen.getByRole('button', { name: 'More' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Banana' }))
    await waitFor(() => {
      expect(onBanana).toHaveReturnedWith('More')
    })
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('a link item goes to its page', async () => {
    const { user } = renderMenu()
    await user.click(screen.getByRole('button', { name: 'More' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Apple' }))
    expect(await screen.findByRole('heading', { name: 'Apple page' })).toBeVisible()
  })
})
