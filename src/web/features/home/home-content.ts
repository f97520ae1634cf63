// The home page's words (spec part 1 §1): the six reasons, the eight subjects and the
// three testimonials. Claims and hours come from shared/business-facts.ts.
import { aboutClaims, homeClaims, operatingHours } from '#shared/business-facts.ts'
import { formatZar } from '#shared/money.ts'
import { advertisedPriceRangeCents } from '#shared/pricing.ts'
import leratoImage from './images/lerato.svg'
import siphoImage from './images/sipho.svg'
import thandiweImage from './images/thandiwe.svg'

export const impactNumbers = [
  { value: homeClaims.studentsHelped, label: 'Students helped' },
  { value: homeClaims.successRate, label: 'Success rate' },
  { value: homeClaims.expertTutors, label: 'Expert tutors' },
  { value: homeClaims.hoursTaught, label: 'Hours taught' },
] as const

export const priceRangeText = `${formatZar(advertisedPriceRangeCents.from)} to ${formatZar(advertisedPriceRangeCents.to)}`

export type FeatureIcon = 'tutors' | 'plan' | 'hours' | 'online' | 'price' | 'results'

export const features: ReadonlyArray<{ icon: FeatureIcon; title: string; text: string }> = [
  {
    icon: 'tutors',
    title: 'Expert tutors',
    text: `Qualified mathematics tutors, led by a founder with ${aboutClaims.yearsExperience} years of teaching experience.`,
  },
  {
    icon: 'plan',
    title: 'A plan for you',
    text: 'Every session starts where you are and works towards the tests and exams you are writing.',
  },
  {
    icon: 'hours',
    title: 'Hours that fit your life',
    text: `Sessions ${operatingHours.label.toLowerCase()}, around school, lectures and work.`,
  },
  {
    icon: 'online',
    title: 'Online or face-to-face',
    text: 'Meet on Google Meet or Zoom from anywhere, or in person in Gauteng.',
  },
  {
    icon: 'price',
    title: 'Affordable and clear',
    text: `From ${formatZar(advertisedPriceRangeCents.from)} an hour, with weekly and monthly packages and a free first consultation.`,
  },
  {
    icon: 'results',
    title: 'Proven results',
    text: `A ${homeClaims.successRate} success rate across ${homeClaims.studentsHelped} students we have helped.`,
  },
]

export const subjects = [
  { name: 'Algebra', text: 'Expressions, equations, inequalities and functions.' },
  { name: 'Calculus', text: 'Limits, derivatives, integrals and their uses.' },
  { name: 'Geometry', text: 'Euclidean and analytical geometry, proofs and constructions.' },
  { name: 'Statistics', text: 'Data handling, probability and statistical methods.' },
  { name: 'Trigonometry', text: 'Ratios, identities, graphs and the sine and cosine rules.' },
  { name: 'Linear Algebra', text: 'Vectors, matrices, determinants and linear systems.' },
  { name: 'Differential Equations', text: 'First- and second-order equations and models.' },
  { name: 'Mathematical Literacy', text: 'Finance, measurement, maps and data for daily life.' },
] as const

export interface Testimonial {
  name: string
  role: string
  content: string
  rating: 5
  image: string
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Lerato M.',
    role: 'Grade 12 learner, Pretoria',
    content:
      'I went from failing Paper 1 in Grade 11 to a distinction in my matric finals. My tutor explained calculus and trigonometry step by step until it finally made sense.',
    rating: 5,
    image: leratoImage,
  },
  {
    name: 'Sipho N.',
    role: 'Parent of a Grade 10 learner, Johannesburg',
    content:
      'The online sessions fit around my son’s school day and soccer practice. He is confident in class now, and his marks have gone up every term.',
    rating: 5,
    image: siphoImage,
  },
  {
    name: 'Thandiwe K.',
    role: 'First-year engineering student',
    content:
      'Linear algebra and differential equations nearly made me drop a module. The evening sessions before my exams got me through with marks I am proud of.',
    rating: 5,
    image: thandiweImage,
  },
]

/** Spec part 1 §9: testimonials rotate every 5 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 5000
