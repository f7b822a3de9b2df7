import * as RadixTooltip from '@radix-ui/react-tooltip'
import type { ReactElement } from 'react'

/**
 * A short visible hint for an icon-only control. The control keeps its own accessible name; the
 * delays come from the provider in the root layout (open after 700 ms, skip within 300 ms).
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={6}
          className="z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg data-[state=delayed-open]:animate-fade-in motion-reduce:animate-none dark:bg-slate-100 dark:text-slate-900"
        >
          {label}
          <RadixTooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}
