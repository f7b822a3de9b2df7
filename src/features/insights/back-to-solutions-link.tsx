import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'

export function BackToSolutionsLink({ text, to }: { text: string; to: '/solutions' }) {
  return (
    <div className="mb-6">
      <Link
        to={to}
        className="group inline-flex items-center gap-2 rounded-md px-1 py-1 text-sm font-semibold text-brand-200 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
        <ArrowLeft aria-hidden="true" className="h-4 w-4 transition-transform group-hover:-translate-x-0.5 motion-reduce:transition-none" />
        {text}
      </Link>
    </div>
  )
}
