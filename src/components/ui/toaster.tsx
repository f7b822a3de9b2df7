import { Toaster as Sonner } from 'sonner'

/** Three visible, bottom-right, Alt+T to reach them, 5 s on screen. */
export const toasterSettings = {
  position: 'bottom-right',
  visibleToasts: 3,
  hotkey: ['altKey', 'KeyT'],
  duration: 5000,
} as const

export function Toaster({ theme }: { readonly theme: 'light' | 'dark' }) {
  return <Sonner {...toasterSettings} hotkey={[...toasterSettings.hotkey]} theme={theme} richColors closeButton />
}
