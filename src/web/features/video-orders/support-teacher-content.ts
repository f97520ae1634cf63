import type { FeatureCard } from '#web/components/sales/sales-sections.tsx'

// The /support-teacher page's sales copy (spec part 2 §2). Prices come from pricing.ts.

export const videoInclusions = [
  'Custom video content for your class',
  'Professional narration',
  'Visual aids and graphics',
  'Step-by-step explanations',
] as const

export const videoDelivery = [
  'HD 1080p',
  'Multiple formats (MP4, and files for your LMS)',
  'A digital download link',
  'Lifetime access',
] as const

export const videoBenefits: readonly FeatureCard[] = [
  {
    title: 'Teach once, replay all year',
    description: 'Learners rewatch hard steps at home; you spend class time on practice.',
  },
  {
    title: 'Made for your syllabus',
    description: 'Your chapter, your grade, your examples: CAPS, NC(V) and university modules.',
  },
  {
    title: 'Data-friendly',
    description: 'Compressed files that play well on phones and can be shared offline.',
  },
]

export const videoProcess: readonly FeatureCard[] = [
  {
    title: '1. Order Review',
    description: 'We read your order and contact you within 24 hours to agree the details.',
  },
  {
    title: '2. Script Development',
    description: 'We write the script and worked examples, and share them with you.',
  },
  {
    title: '3. Video Production',
    description: 'We record, narrate and edit each chapter with clear visuals.',
  },
  {
    title: '4. Delivery',
    description: 'You receive a download link to HD files, yours to keep for life.',
  },
]
