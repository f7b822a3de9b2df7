// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as buttonStyles from '../../../src/components/ui/button-styles'
import { buttonClass } from '../../../src/components/ui/button-styles'
import { QuoteButton, QuoteDialogProvider } from '../../../src/quote/ui'
import { useQuoteForm } from '../../../src/quote/ui/quote-dialog-context'

// Every render of a quote button draws its class list once, so counting those calls counts renders.
vi.mock('../../../src/components/ui/button-styles', async (importOriginal) => {
  const original = await importOriginal<typeof buttonStyles>()
  return { ...original, buttonClass: vi.fn(original.buttonClass) }
})

/** A stand-in for the dialog's name field: it reads and writes the form through the context. */
function NameField() {
  const { values, setValue } = useQuoteForm()
  return <input aria-label="Full Name" value={values.name} onChange={(event) => setValue('name', event.target.value)} />
}

afterEach(cleanup)

describe('the quote dialog context', () => {
  it('does not render the quote buttons again when the visitor types in the form', async () => {
    render(
      <QuoteDialogProvider>
        <QuoteButton />
        <QuoteButton />
        <NameField />
      </QuoteDialogProvider>,
    )
    expect(buttonClass).toHaveBeenCalledTimes(2)

    await userEvent.type(screen.getByLabelText('Full Name'), 'Jan')

    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Jan')
    expect(buttonClass).toHaveBeenCalledTimes(2)
  })
})
