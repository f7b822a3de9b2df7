import { Moon, Sun } from 'lucide-react'
import { Tooltip } from '../../components/ui/tooltip'
import { headerCopy } from '../../content/navigation'
import { useTheme } from './use-theme'

export function ThemeToggle({ className = 'w-10' }: { className?: string }) {
  const { theme, toggle } = useTheme()
  const label = theme === 'dark' ? headerCopy.switchToLightLabel : headerCopy.switchToDarkLabel
  return (
    <Tooltip label={label}>
      <button
        type="button"
        onClick={toggle}
        aria-label={label}
        className={`inline-flex h-10 items-center justify-center rounded-lg text-current hover:bg-slate-900/10 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-white/10 ${className}`}>
        {/* Both icons are in the markup and CSS picks one, so prerendered HTML matches any theme. */}
        <Sun aria-hidden="true" className="hidden h-5 w-5 dark:block" />
        <Moon aria-hidden="true" className="h-5 w-5 dark:hidden" />
      </button>
    </Tooltip>
  )
}
