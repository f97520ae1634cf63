// The 13 kinds of students the business serves (spec part 1 §1, §2 /who-we-serve).
// The spec's "Grade 7-12" is two stages with different needs, so it is two cards.

export interface StudentGroup {
  id: string
  title: string
  text: string
  highlights: readonly string[]
}

export const studentGroups: readonly StudentGroup[] = [
  {
    id: 'senior-phase',
    title: 'Senior Phase (Grades 7-9)',
    text: 'Strong foundations in number, algebra and geometry before the FET years.',
    highlights: ['CAPS Mathematics', 'Homework and test support', 'Closing gaps early'],
  },
  {
    id: 'fet-phase',
    title: 'FET Phase (Grades 10-12)',
    text: 'Mathematics and Mathematical Literacy towards a strong National Senior Certificate.',
    highlights: ['Functions, calculus and trigonometry', 'Past-paper practice', 'Exam technique'],
  },
  {
    id: 'tvet-n1-n6',
    title: 'TVET College N1-N6',
    text: 'NATED engineering and business mathematics for college students and apprentices.',
    highlights: ['Mathematics N1-N6', 'Engineering applications', 'Trade test preparation'],
  },
  {
    id: 'ncv',
    title: 'NCV Levels 1-4',
    text: 'National Certificate (Vocational) Mathematics and Mathematical Literacy.',
    highlights: ['ISAT and exam preparation', 'Practical, job-related problems', 'Level by level'],
  },
  {
    id: 'matric-upgrade',
    title: 'Matric Upgrades',
    text: 'Rewriting matric mathematics to qualify for university or a better job.',
    highlights: [
      'Second-chance and supplementary exams',
      'A study plan to the exam date',
      'Evening sessions',
    ],
  },
  {
    id: 'university',
    title: 'University Students',
    text: 'First-year and beyond: the modules that decide whether you progress.',
    highlights: [
      'Calculus and linear algebra',
      'Statistics and differential equations',
      'Assignment guidance',
    ],
  },
  {
    id: 'cet-level-4',
    title: 'CET Level 4',
    text: 'Community Education and Training learners completing the GETC at Level 4.',
    highlights: [
      'Mathematical Literacy and Mathematics',
      'Adult-friendly pace',
      'Exam preparation',
    ],
  },
  {
    id: 'cambridge',
    title: 'Cambridge Learners',
    text: 'IGCSE, AS and A Level Mathematics for private and home-schooled learners.',
    highlights: ['Pure, mechanics and statistics', 'Syllabus-matched practice', 'Online sessions'],
  },
  {
    id: 'ieb',
    title: 'IEB Learners',
    text: 'Independent Examinations Board Mathematics, including Paper 3 and AP Maths.',
    highlights: [
      'Problem-solving depth',
      'Independent school syllabus',
      'Paper-by-paper preparation',
    ],
  },
  {
    id: 'adult-first-time',
    title: 'Adult First-Time Learners',
    text: 'Adults learning mathematics for the first time, patiently and without judgement.',
    highlights: ['Start from the basics', 'Everyday mathematics', 'Confidence first'],
  },
  {
    id: 'part-time',
    title: 'Part-Time Learners',
    text: 'Students who study part-time alongside work, family or other courses.',
    highlights: ['Sessions until 1:00am', 'Weekend sessions', 'Flexible packages'],
  },
  {
    id: 'working-personnel',
    title: 'Working Professionals',
    text: 'Employees who need mathematics for a promotion, a qualification or a new role.',
    highlights: ['Workplace numeracy', 'Company-sponsored training', 'Online or on site'],
  },
  {
    id: 'retired-teachers',
    title: 'Retired Teachers',
    text: 'Retired educators refreshing their mathematics, or returning to teach as tutors.',
    highlights: [
      'Curriculum updates (CAPS)',
      'Online teaching skills',
      'A path to tutoring with us',
    ],
  },
]
