import type { FeatureCard, Testimonial } from '#web/components/sales/sales-sections.tsx'

// The teacher workshops page's sales copy (spec part 2 §2). Prices come from pricing.ts.

export const workshopInclusions = [
  'A programme planned with you around your teachers’ goals',
  'Practical activities teachers can use in class the next day',
  'Slides, worksheets and assessment templates to keep',
  'CAPS- and NC(V)-aligned examples from Grade 8 to N6',
  'A certificate of attendance for every teacher',
  'A follow-up call a month later to see what worked',
] as const

export const whyChooseUs: readonly FeatureCard[] = [
  {
    title: 'Made for your staff',
    description:
      'We ask about your learners, your results and your teachers before we plan, so no session is generic.',
  },
  {
    title: 'From the classroom',
    description:
      '17 years of teaching mathematics and physics, from high school to university, behind every method we share.',
  },
  {
    title: 'Online or on site',
    description:
      'Join from anywhere on Zoom or Google Meet, or we come to your school, college or district office.',
  },
  {
    title: 'Ready for Monday',
    description:
      'Teachers leave with lesson ideas, worksheets and assessment tools, not just notes.',
  },
]

export const workshopTestimonials: readonly Testimonial[] = [
  {
    quote:
      'After the exam-preparation workshop our department changed how we revise. Our Grade 12 pass rate improved by 40% the following year.',
    name: 'Mr K. Molefe',
    role: 'Head of Department, Mathematics, Soshanguve',
  },
  {
    quote:
      'The differentiated instruction session gave our teachers practical ways to reach learners at every level in one class.',
    name: 'Mrs A. Pillay',
    role: 'Deputy Principal, Laudium',
  },
  {
    quote:
      'Our lecturers were sceptical about online training. The workshop was so interactive that they asked for a second one.',
    name: 'Dr M. Khumalo',
    role: 'Campus Manager, TVET college, Pretoria',
  },
  {
    quote:
      'The assessment strategies workshop helped us set fairer tests and moderate them faster. Worth every rand.',
    name: 'Ms L. Venter',
    role: 'Subject Advisor, Tshwane district',
  },
  {
    quote:
      'Technology integration was explained with the tools we already have. No expensive software, just better lessons.',
    name: 'Mr T. Nkosi',
    role: 'Mathematics teacher, Mamelodi',
  },
  {
    quote:
      'A well-planned day: our new teachers gained confidence in teaching calculus and our experienced ones learnt new tricks.',
    name: 'Mrs R. Mabuza',
    role: 'Principal, secondary school in Mpumalanga',
  },
]
