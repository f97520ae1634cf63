import type { ReactNode } from 'react'
import { Container } from '#web/components/ui/container.tsx'
import { CheckCircleIcon, StarIcon } from '#web/components/ui/icons.tsx'

// The building blocks of the institutional sales pages (school visits, workshops, video
// orders, donations, partnerships): a titled band, cards of reasons, testimonials.

export function SalesSection({
  id,
  title,
  lead,
  tinted = false,
  children,
}: {
  id: string
  title: string
  lead?: ReactNode
  tinted?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={tinted ? 'bg-slate-50 py-14 sm:py-20' : 'bg-white py-14 sm:py-20'}
    >
      <Container>
        <div className="max-w-3xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {lead ? <p className="mt-3 text-lg text-slate-700">{lead}</p> : null}
        </div>
        <div className="mt-8 sm:mt-10">{children}</div>
      </Container>
    </section>
  )
}

export interface FeatureCard {
  title: string
  description: string
}

export function FeatureCards({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <ul
      className={
        cards.length === 3
          ? 'grid gap-5 md:grid-cols-3'
          : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4'
      }
    >
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <CheckCircleIcon className="size-8 text-brand-700" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 text-slate-700">{card.description}</p>
        </li>
      ))}
    </ul>
  )
}

export function CheckList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-800">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

export interface Testimonial {
  quote: string
  name: string
  role: string
}

export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonials">
      {testimonials.map((testimonial) => (
        <li
          key={testimonial.name}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <figure className="flex flex-1 flex-col">
            <p className="flex gap-0.5 text-accent-500">
              {[1, 2, 3, 4, 5].map((star) => (
                <StarIcon key={star} className="size-5" />
              ))}
              <span className="sr-only">Rated 5 out of 5</span>
            </p>
            <blockquote className="mt-3 flex-1 text-slate-800">“{testimonial.quote}”</blockquote>
            <figcaption className="mt-4">
              <span className="block font-semibold text-slate-900">{testimonial.name}</span>
              <span className="block text-sm text-slate-600">{testimonial.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

/** The figures in a sales page's hero ('50+ Corporate Partners'), on its dark band. */
export function HeroStats({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="flex w-full flex-wrap gap-x-10 gap-y-4 pt-2">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse">
          <dt className="text-sm text-blue-100">{stat.label}</dt>
          <dd className="text-3xl font-bold text-accent-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
