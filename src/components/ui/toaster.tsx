import { Toaster as Sonner } from 'sonner'
import { useTheme } from '../../features/theme/use-theme'

/** Three visible, bottom-right, Alt+T to reach them, 5 s on screen. */
export const toasterSettings = {
  position: 'bottom-right',
  visibleToasts: 3,
  hotkey: ['altKey', 'KeyT'],
  duration: 5000,
} as const

export function Toaster() {
  const { theme } = useTheme()
  return (
    <Sonner
      {...toasterSettings}
      hotkey={[...toasterSettings.hotkey]}
      theme={theme}
      richColors
      closeButton
    />
  )
}
