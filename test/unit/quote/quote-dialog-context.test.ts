// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as buttonStyles from '../../../src/components/ui/button-styles'
import { buttonClass } from '../../../src/components/ui/button-styles'
import { QuoteButton, QuoteDialogProvider } from '../../../src/features/quote'
import { useQuoteForm } from '../../../src/features/quote/quote-dialog-context'

// Every render of a quote button draws its class list once, so counting those calls counts renders.
vi.mock('../../../src/components/ui/button-styles', async (importOriginal) => {
  const original = await importOriginal<typeof buttonStyles>()
  return { ...original, buttonClass: vi.fn(original.buttonClass) }
})

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** A stand-in for the dialog's name field: it reads and writes the form through the context. */
function NameField() {
  const { values, setValue } = useQuoteForm()
  return createElement('input', {
    'aria-label': 'Full Name',
    value: values.name,
    onChange: (event: { target: { value: string } }) => setValue('name', event.target.value),
  })
}

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

describe('the quote dialog context', () => {
  it('does not render the quote buttons again when the visitor types in the form', () => {
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() =>
      root!.render(
        createElement(QuoteDialogProvider, null, createElement(QuoteButton), createElement(QuoteButton), createElement(NameField)),
      ),
    )
    expect(buttonClass).toHaveBeenCalledTimes(2)

    const field = container.querySelector('input')!
    const setNativeValue = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')!.set!
    for (const text of ['J', 'Ja', 'Jan']) {
      act(() => {
        setNativeValue.call(field, text)
        field.dispatchEvent(new window.Event('input', { bubbles: true }))
      })
    }

    expect(field.value).toBe('Jan')
    expect(buttonClass).toHaveBeenCalledTimes(2)
  })
})
