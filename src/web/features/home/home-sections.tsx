import type { ReactNode } from 'react'
import { Container } from '#web/components/ui/container.tsx'
import {
  CalendarIcon,
  GraduationCapIcon,
  TargetIcon,
  TrophyIcon,
  VideoIcon,
  WalletIcon,
} from '#web/components/ui/icons.tsx'
import { features, impactNumbers, subjects, type FeatureIcon } from './home-content.ts'

const featureIcons: Record<FeatureIcon, (props: { className?: string }) => ReactNode> = {
  tutors: GraduationCapIcon,
  plan: TargetIcon,
  hours: CalendarIcon,
  online: VideoIcon,
  price: WalletIcon,
  results: TrophyIcon,
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string
  eyebrow: string
  title: string
  lead?: string
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-pretty text-slate-700">{lead}</p> : null}
    </div>
  )
}

/** The impact numbers (spec part 1 §1). */
export function ImpactBand() {
  return (
    <section aria-label="Our impact" className="border-b border-slate-200 bg-white">
      <Container>
        <dl className="grid grid-cols-2 gap-px overflow-hidden py-8 sm:grid-cols-4 sm:py-10">
          {impactNumbers.map((item) => (
            <div key={item.label} className="flex flex-col-reverse items-center p-3 text-center">
              <dt className="mt-1 text-sm font-medium text-slate-600 sm:text-base">{item.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}

/** Why choose us: six feature cards (spec part 1 §1). */
export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-choose" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="why-choose"
          eyebrow="Why choose us"
          title="Tutoring that gets results"
          lead="Patient, expert help for high school, college and university mathematics, at times and prices that work for South African families."
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="feature-cards">
          {features.map((feature) => {
            const Icon = featureIcons[feature.icon]
            return (
              <li
                key={feature.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-slate-700">{feature.text}</p>
              </li>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}

/** The eight subjects (spec part 1 §1). */
export function SubjectsSection({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="subjects"
      className="border-y border-slate-200 bg-white py-16 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="subjects"
          eyebrow="Subjects"
          title="Mathematics from Grade 7 to university"
          lead="CAPS, IEB, Cambridge, NCV, TVET N1-N6 and university mathematics, taught step by step at the pace you need."
        />
        <ul
          className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
          data-testid="subjects"
        >
          {subjects.map((subject) => (
            <li key={subject.name} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
              <h3 className="font-semibold text-slate-900">{subject.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{subject.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">{children}</div>
      </Container>
    </section>
  )
}
