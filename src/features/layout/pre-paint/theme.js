/*
 * Runs before first paint so a prerendered page never flashes the wrong theme:
 * saved preference, else the system's, else light. Kept in step with src/features/theme.
 */
;(function () {
  var theme = null
  try {
    theme = localStorage.getItem('theme')
  } catch {
    // Storage can be blocked (private mode): the system's preference decides.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  if (theme === 'dark') document.documentElement.classList.add('dark')
})()
