import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { buttonClass } from '../../components/ui/button-styles'
import type { LinkButton, Slide, heroSliderLabels } from '../../content/home'
import { QuoteButton } from '../../quote/ui'
import { HeroSlider } from './hero-slider'
import { TypingHeadline } from './typing-headline'

interface HomeHeroProps {
  readonly slides: readonly Slide[]
  readonly sliderLabels: typeof heroSliderLabels
  readonly copy: {
    readonly typingPrefix: string
    readonly typingWords: readonly string[]
    readonly spokenWords: string
    readonly paragraph: string
    readonly quoteButton: string
    readonly exploreButton: LinkButton
  }
}

/** The home page's opening: the image slider with the typing headline and both calls to action over it. */
export function HomeHero({ slides, sliderLabels, copy }: HomeHeroProps) {
  return (
    <section aria-labelledby="home-hero-heading" className="relative">
      <HeroSlider slides={slides} labels={sliderLabels}>
        <TypingHeadline id="home-hero-heading" prefix={copy.typingPrefix} words={copy.typingWords} spokenWords={copy.spokenWords} />
        <p className="mx-auto mt-5 max-w-3xl text-base text-balance text-slate-100 sm:text-lg">{copy.paragraph}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <QuoteButton variant="accent">{copy.quoteButton}</QuoteButton>
          <Link to={copy.exploreButton.to} className={buttonClass('onDark', 'lg')}>
            {copy.exploreButton.label}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </HeroSlider>
    </section>
  )
}
