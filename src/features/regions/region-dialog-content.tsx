import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { regionsCopy } from '../../content/regions'

interface RegionDialogContentProps extends Pick<Dialog.DialogContentProps, 'onEscapeKeyDown' | 'onCloseAutoFocus'> {
  readonly title: string
  readonly description: string
  /** Small text above the title. */
  readonly eyebrow?: string
  readonly children: ReactNode
}

/** The overlay, panel, title and close button shared by the state and area dialogs. */
export function RegionDialogContent({ title, description, eyebrow, children, ...contentProps }: RegionDialogContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm data-[state=open]:animate-fade-in motion-reduce:animate-none" />
      <Dialog.Content
        {...contentProps}
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-6 shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in motion-reduce:animate-none sm:p-8 dark:bg-slate-900 dark:text-slate-100">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{eyebrow}</p>}
        <Dialog.Title className="pr-10 text-2xl font-bold tracking-tight">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-slate-600 dark:text-slate-300">{description}</Dialog.Description>
        {children}
        <Dialog.Close
          className="absolute top-4 right-4 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          aria-label={regionsCopy.closeLabel}>
          <X aria-hidden="true" className="h-5 w-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  )
}
