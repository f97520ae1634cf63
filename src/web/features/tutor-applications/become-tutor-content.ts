import type { FeatureCard } from '#web/components/sales/sales-sections.tsx'

// The /become-tutor recruitment pitch (spec part 2 §2): who we look for and why they join.

export const whoWeLookFor: readonly FeatureCard[] = [
  {
    title: 'Retired teachers',
    description:
      'Your years in the classroom are exactly what learners need. Tutor a few hours a week, from home or nearby.',
  },
  {
    title: 'Part-time students',
    description:
      'Strong in mathematics at university or college? Earn around your lectures and sharpen your own understanding.',
  },
  {
    title: 'Working professionals',
    description:
      'Engineers, accountants and scientists who enjoy teaching can tutor in the evenings and on weekends.',
  },
]

export const whyTutorWithUs = [
  'Choose your own days and hours',
  'Tutor online from anywhere, or face to face in Gauteng',
  'Set your hourly rate with us',
  'We find the students and handle bookings and payments',
  'Lesson plans, past papers and the study library to work from',
  'A community of tutors to share methods with',
] as const

export const whatWeAskFor = [
  'A mathematics qualification, completed or in progress',
  'Clear, patient explanations and reliability',
  'A short interview and a teaching demonstration',
  'Two references we may contact',
] as const
