import { Toaster as Sonner } from 'sonner'

/** Three visible, bottom-right, Alt+T to reach them, 5 s on screen. */
export const toasterSettings = {
  position: 'bottom-right',
  visibleToasts: 3,
  hotkey: ['altKey', 'KeyT'],
  duration: 5000,
} as const

interface ToasterProps {
  readonly theme: 'light' | 'dark'
  /** Room to leave at the bottom of a phone's screen, for a bar fixed there. */
  readonly phoneBottomOffset?: number
}

export function Toaster({ theme, phoneBottomOffset = 16 }: ToasterProps) {
  return (
    <Sonner
      {...toasterSettings}
      hotkey={[...toasterSettings.hotkey]}
      theme={theme}
      mobileOffset={{ bottom: phoneBottomOffset, left: 16, right: 16 }}
      richColors
      closeButton
    />
  )
}
