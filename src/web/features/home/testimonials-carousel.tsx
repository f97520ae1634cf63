import { clsx } from 'clsx'
import { useEffect, useState } from 'react'
import { homeClaims } from '#shared/business-facts.ts'
import { PauseIcon, PlayIcon, StarIcon } from '#web/components/ui/icons.tsx'
import { usePrefersReducedMotion } from '#web/lib/reduced-motion.ts'
import { TESTIMONIAL_INTERVAL_MS, testimonials } from './home-content.ts'

/**
 * Rotating testimonials (spec part 1 §1, §9): the next one every 5 seconds, dots to pick
 * one. Rotation pauses while the pointer is over the carousel or focus is inside it,
 * can be stopped with its own button (WCAG 2.2.2), and does not start at all for someone
 * who asked their system for less motion. Every slide stays in the layout, so the
 * section keeps the height of the longest and nothing below it jumps.
 */
export function TestimonialsCarousel() {
  const [active, setActive] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // Until the visitor uses the button, stopped only for someone who asked for less motion.
  const reducedMotion = usePrefersReducedMotion()
  const [stoppedByVisitor, setStopped] = useState<boolean | null>(null)
  const stopped = stoppedByVisitor ?? reducedMotion
  const rotating = !stopped && !hovered && !focused

  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(
      () => setActive((current) => (current + 1) % testimonials.length),
      TESTIMONIAL_INTERVAL_MS,
    )
    return () => clearInterval(timer)
  }, [rotating])

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Student testimonials, one at a time"
      data-testid="testimonials"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      className="mx-auto max-w-3xl"
    >
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {testimonials.map((testimonial, index) => {
          const current = index === active
          return (
            <figure
              key={testimonial.name}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              aria-hidden={!current}
              inert={!current}
              data-testid="testimonial-slide"
              data-active={current}
              className={clsx(
                'col-start-1 row-start-1 flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10',
                'motion-safe:transition-opacity motion-safe:duration-500',
                current ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <div
                className="flex gap-1 text-accent-500"
                role="img"
                aria-label={`Rated ${testimonial.rating} out of 5`}
              >
                {Array.from({ length: testimonial.rating }, (_, star) => (
                  <StarIcon key={star} className="size-5" />
                ))}
              </div>
              <blockquote className="mt-5 text-lg text-pretty text-slate-800 sm:text-xl">
                <p>“{testimonial.content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 text-left">
                <img
                  src={testimonial.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 rounded-full"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-sm text-slate-600">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          )
        })}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <div className="flex items-center gap-1">
          {testimonials.map((testimonial, index) => (
            <button
              key={testimonial.name}
              type="button"
              onClick={() => setActive(index)}
              aria-label={`Show testimonial ${index + 1} of ${testimonials.length}`}
              aria-current={index === active ? 'true' : undefined}
              data-testid="testimonial-dot"
              className="flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'block h-3 rounded-full motion-safe:transition-all',
                  index === active ? 'w-8 bg-brand-700' : 'w-3 bg-slate-300 hover:bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => setStopped(!stopped)}
          aria-label={stopped ? 'Start rotating testimonials' : 'Stop rotating testimonials'}
          data-testid="testimonial-toggle"
          className="flex size-11 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100"
        >
          {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
        </button>
      </div>
      <p className="mt-4 text-center text-sm text-slate-600">
        Rated {homeClaims.rating} by our students
      </p>
    </section>
  )
}
