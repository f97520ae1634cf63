import type { FeatureCard } from '#web/components/sales/sales-sections.tsx'

// The partnership page's sales copy (spec part 2 §2). The success stories are sample cases.

export const whoWePartnerWith: readonly FeatureCard[] = [
  {
    title: 'Businesses',
    description:
      'Corporate social investment programmes that lift mathematics results in the communities you serve.',
  },
  {
    title: 'Schools',
    description:
      'Extra classes, exam camps and teacher support for public and independent schools.',
  },
  {
    title: 'Government departments',
    description:
      'District and provincial programmes for learners, teachers and TVET colleges, reported against your targets.',
  },
  {
    title: 'Employers',
    description:
      'Upskilling and recruitment testing for staff whose work depends on numbers, from artisans to analysts.',
  },
]

export const partnershipBenefits: readonly FeatureCard[] = [
  {
    title: 'Programmes built for you',
    description: 'We design the content, schedule and format around your people and goals.',
  },
  {
    title: 'Measurable results',
    description: 'Baseline and follow-up assessments, with reports you can share with your board.',
  },
  {
    title: 'Online and on site',
    description: 'Reach learners anywhere in South Africa online, or face to face in Gauteng.',
  },
  {
    title: 'B-BBEE and CSI reporting',
    description: 'Documentation for your skills development and socio-economic development spend.',
  },
]

export interface SuccessStory {
  organisation: string
  programme: string
  outcome: string
}

export const successStories: readonly SuccessStory[] = [
  {
    organisation: 'A mining company’s CSI programme, Rustenburg',
    programme: 'Saturday Grade 12 classes for 150 learners from five schools',
    outcome: 'Mathematics pass rate up from 48% to 71% in one year',
  },
  {
    organisation: 'A Gauteng engineering firm',
    programme: 'Numeracy upskilling for 40 artisans before a trade test',
    outcome: '38 of 40 passed the mathematics component first time',
  },
  {
    organisation: 'A TVET college in Tshwane',
    programme: 'Lecturer workshops and learner support for N3 Mathematics',
    outcome: 'Fewer repeat enrolments and a 25% rise in N3 passes',
  },
]
