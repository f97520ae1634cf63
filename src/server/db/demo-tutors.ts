// Demo tutors for the embedded database (SEED_DEMO), so a fresh install shows a working
// tutors page. They are marked is_demo and never seeded into a real database by default.
export const demoTutors = [
  {
    name: 'Thandiwe Mokoena',
    email: 'thandiwe.mokoena@example.com',
    bio: 'Former head of mathematics at a Soweto high school who now tutors Grade 10 to 12 learners preparing for the NSC exams. Patient, structured and exam-focused.',
    expertise: ['Algebra', 'Calculus', 'Trigonometry', 'Euclidean Geometry'],
    qualifications: ['BSc Mathematics (Wits)', 'PGCE (UNISA)'],
    yearsExperience: 14,
    hourlyRateCents: 25_000,
  },
  {
    name: 'Sipho Ndlovu',
    email: 'sipho.ndlovu@example.com',
    bio: 'Engineering graduate who helps TVET students through N1 to N6 Mathematics and NCV levels, with worked examples drawn from the workshop floor.',
    expertise: ['Engineering Mathematics', 'Differential Equations', 'Statistics'],
    qualifications: ['BEng Mechanical (UP)', 'N6 Lecturer Certificate'],
    yearsExperience: 8,
    hourlyRateCents: 25_000,
  },
  {
    name: 'Lerato Khumalo',
    email: 'lerato.khumalo@example.com',
    bio: 'Master’s student in applied mathematics who tutors first- and second-year university students in linear algebra and calculus.',
    expertise: [
      'Linear Algebra',
      'Calculus',
      'Mathematical Analysis',
      'Applied Mathematics',
      'Number Theory',
    ],
    qualifications: ['BSc Hons Applied Mathematics (UJ)'],
    yearsExperience: 4,
    hourlyRateCents: 25_000,
  },
] as const
