import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import type { ReactNode } from 'react'
import type { heroSliderLabels, Slide } from '../../content/home'
import { useHeroSlider } from './use-hero-slider'
import { ContentImage } from '../../components/ui/content-image'

interface HeroSliderProps {
  readonly slides: readonly Slide[]
  readonly labels: typeof heroSliderLabels
  /** The hero's text, laid over the slides. */
  readonly children: ReactNode
}

const controlClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-white/90 transition-colors hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none'

/**
 * A full-width image carousel behind the home hero's text (APG carousel pattern: a labelled
 * region of labelled slide groups, only the current one exposed).
 */
export function HeroSlider({ slides, labels, children }: HeroSliderProps) {
  const slider = useHeroSlider(slides.length)
  const { index, count } = slider

  return (
    <div
      // The slides start below the header band, so the see-through header always sits on solid navy
      // and its wordmark keeps a contrast anyone can measure.
      className="relative isolate flex min-h-[44rem] flex-col overflow-hidden bg-navy-950 text-white sm:min-h-[46rem] lg:min-h-[48rem]"
      {...slider.pauseHandlers}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={labels.carousel}
        tabIndex={0}
        onKeyDown={slider.onKeyDown}
        className="absolute inset-x-0 top-16 bottom-0 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white">
        <div
          aria-live={slider.autoplaying ? 'off' : 'polite'}
          className="flex h-full transition-transform duration-700 ease-in-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, position) => {
            const current = position === index
            return (
              <div
                key={slide.image.src}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide(position + 1, count)}
                aria-hidden={current ? undefined : true}
                inert={!current}
                className="relative h-full w-full shrink-0">
                {slider.hasPicture(position) && (
                  <ContentImage
                    image={slide.image}
                    alt={slide.alt}
                    loading={position === 0 ? 'priority' : 'eager'}
                    className="h-full w-full object-cover"
                  />
                )}
              </div>
            )
          })}
        </div>
        {/* Darkens every slide evenly so the white headline keeps its contrast. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-gradient-to-b from-navy-950/85 via-navy-950/70 to-navy-950/90"
        />

        {/*
          The spec's arrows, dots and (for WCAG 2.2.2) the pause button, gathered in one small pill at
          the bottom (on a wide screen at the right edge of the page's content, never past it), away
          from the headline and its buttons.
        */}
        <div className="pointer-events-none absolute inset-x-0 bottom-5 z-20 px-4 sm:px-6 lg:bottom-6">
          <div className="mx-auto flex max-w-7xl justify-center lg:justify-end">
            <div className="pointer-events-auto flex items-center gap-0.5 rounded-full bg-navy-950/55 px-1 py-0.5 ring-1 ring-white/15 backdrop-blur-sm">
              <button type="button" className={controlClass} aria-label={labels.previous} onClick={slider.previous}>
                <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              </button>
              <div role="group" aria-label={labels.dots} className="flex items-center">
                {slides.map((slide, position) => {
                  const current = position === index
                  return (
                    <button
                      key={slide.image.src}
                      type="button"
                      aria-label={labels.goTo(position + 1)}
                      aria-current={current ? 'true' : undefined}
                      onClick={() => slider.goTo(position)}
                      className="group inline-flex h-8 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white">
                      <span
                        aria-hidden="true"
                        className={`block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                          current ? 'w-5 bg-white' : 'w-2 bg-white/55 group-hover:bg-white/90'
                        }`}
                      />
                    </button>
                  )
                })}
              </div>
              <button type="button" className={controlClass} aria-label={labels.next} onClick={slider.next}>
                <ChevronRight aria-hidden="true" className="h-5 w-5" />
              </button>
              {!slider.reducedMotion && (
                <button
                  type="button"
                  className={controlClass}
                  aria-label={slider.stopped ? labels.play : labels.pause}
                  onClick={slider.toggleStopped}>
                  {slider.stopped ? <Play aria-hidden="true" className="h-4 w-4" /> : <Pause aria-hidden="true" className="h-4 w-4" />}
                </button>
              )}
            </div>
          </div>
        </div>
      </div>

      <div className="pointer-events-none relative z-10 flex flex-1 items-center justify-center px-4 pt-28 pb-24 sm:px-6 lg:pb-24">
        <div className="pointer-events-auto mx-auto w-full max-w-7xl text-center">{children}</div>
      </div>
    </div>
  )
}
