import { Toaster as Sonner } from 'sonner'

interface ToasterProps {
  readonly theme: 'light' | 'dark'
  /** Room to leave at the bottom of a phone's screen, for a bar fixed there. */
  readonly phoneBottomOffset: number
}

/** Three visible, bottom-right, Alt+T to reach them, 5 s on screen. */
export function Toaster({ theme, phoneBottomOffset }: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      duration={5000}
      theme={theme}
      mobileOffset={{ bottom: phoneBottomOffset, left: 16, right: 16 }}
      richColors
      closeButton
    />
  )
}
