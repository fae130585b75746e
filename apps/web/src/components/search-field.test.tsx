import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SearchField } from './search-field.tsx'

/**
 * A page whose URL takes its time: a search reaches `value` only when the test lets it,
 * as a navigation on a slow phone finishes after the student typed on.
 */
function SlowPage({ onSent }: { onSent: (query: string, arrive: () => void) => void }) {
  const [value, setValue] = useState('')
  return (
    <>
      <SearchField
        value={value}
        label="Search people"
        placeholder="Name"
        onSearch={(query) => {
          onSent(query, () => {
            setValue(query)
          })
        }}
      />
      <button
        type="button"
        onClick={() => {
          setValue('from a link')
        }}
      >
        Follow a link
      </button>
    </>
  )
}

describe('SearchField', () => {
  it('keeps what was typed after a search when that search reaches the URL late', async () => {
    const user = userEvent.setup()
    const arrivals = new Map<string, () => void>()
    const onSent = vi.fn((query: string, arrive: () => void) => arrivals.set(query, arrive))
    render(<SlowPage onSent={onSent} />)
    const field = screen.getByRole('searchbox', { name: 'Search people' })
    await user.type(field, 'jna')
    await waitFor(() => {
      expect(onSent).toHaveBeenCalledWith('jna', expect.any(Function))
    })
    await user.type(field, 'h')
    act(() => arrivals.get('jna')?.())
    expect(field).toHaveValue('jnah')
    await waitFor(() => {
      expect(onSent).toHaveBeenLastCalledWith('jnah', expect.any(Function))
    })
    act(() => arrivals.get('jnah')?.())
    expect(field).toHaveValue('jnah')
  })

  it('follows the URL when it changes under the field', async () => {
    const user = userEvent.setup()
    render(<SlowPage onSent={(_query, arrive) => arrive()} />)
    const field = screen.getByRole('searchbox', { name: 'Search people' })
    await user.type(field, 'abc')
    await user.click(screen.getByRole('button', { name: 'Follow a link' }))
    expect(field).toHaveValue('from a link')
  })
})
