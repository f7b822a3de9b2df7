/** The company's mark: a shield holding a camera lens. Decorative; the name beside it is the label. */
export function ShieldMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" d="M16 1.5 28.5 6v9.2c0 7.6-5.2 13.4-12.5 15.3C8.7 28.6 3.5 22.8 3.5 15.2V6L16 1.5Z" />
      <path
        fill="none"
        stroke="#fff"
        strokeOpacity=".35"
        strokeWidth="1.2"
        d="M16 4.3 25.9 7.9v7.3c0 6.1-4.1 10.8-9.9 12.6-5.8-1.8-9.9-6.5-9.9-12.6V7.9L16 4.3Z"
      />
      <circle cx="16" cy="15.5" r="6" fill="none" stroke="#fff" strokeWidth="2.2" />
      <circle cx="16" cy="15.5" r="2.4" fill="#fff" />
      <circle cx="17.1" cy="14.4" r=".8" fill="currentColor" />
    </svg>
  )
}
