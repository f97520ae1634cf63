import type { FeatureCard, Testimonial } from '#web/components/sales/sales-sections.tsx'

// The school booking page's sales copy (spec part 2 §2). Prices come from pricing.ts.

export const visitInclusions = [
  'An experienced mathematics and science tutor at your school',
  'Lesson plans matched to CAPS and to your learners’ grade',
  'Worksheets and practice papers for every learner',
  'Exam technique and past-paper practice',
  'A short report for the teacher on what the class found hard',
] as const

export const whyChooseUs: readonly FeatureCard[] = [
  {
    title: 'CAPS-aligned',
    description:
      'Every session follows the curriculum your learners write, from Grade 8 to matric and N-levels.',
  },
  {
    title: '17 years in the classroom',
    description:
      'Taught by a physics and mathematics graduate who has prepared thousands of learners for exams.',
  },
  {
    title: 'We come to you',
    description:
      'No transport costs or lost school time for learners: we teach in your classroom or hall.',
  },
  {
    title: 'Results you can see',
    description:
      'Practice papers, marked work and a short report help your teachers follow up after the visit.',
  },
]

export const schoolTestimonials: readonly Testimonial[] = [
  {
    quote:
      'Our Grade 12 learners finally understood Euclidean geometry. Two Saturday sessions made a real difference to our trial results.',
    name: 'Mrs N. Dlamini',
    role: 'Head of Mathematics, secondary school in Soshanguve',
  },
  {
    quote:
      'Professional from the first phone call. The tutor arrived early, worked with 45 learners and kept every one of them busy.',
    name: 'Mr S. Maluleke',
    role: 'Deputy Principal, Atteridgeville',
  },
  {
    quote:
      'The physics session on Newton’s laws was practical and clear. Our learners asked for another visit before the exams.',
    name: 'Ms R. Naidoo',
    role: 'Physical Sciences teacher, Pretoria West',
  },
  {
    quote:
      'Mathematical Literacy learners often think maths is not for them. After the workshop they wanted to try the past papers.',
    name: 'Mr P. Mokoena',
    role: 'Grade 11 teacher, Mamelodi',
  },
  {
    quote:
      'Even with the travel to Limpopo the full-day session was worth every rand. The worksheets are still used in our classes.',
    name: 'Mrs T. Baloyi',
    role: 'Principal, secondary school near Polokwane',
  },
  {
    quote:
      'The group discount made it affordable for our whole Grade 10 group. Booking online and getting a quote the same day was easy.',
    name: 'Mr J. van Wyk',
    role: 'Subject head, Centurion',
  },
]
