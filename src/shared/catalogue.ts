// The mathematics catalogue of /mathematics-topics (spec part 1, §2) and, derived from
// it, the modules a student can book.
//
// Slugs are stored identifiers: the server seeds its modules table from
// `mathematicsModules` and matches rows by slug, and bookings point at those rows. So a
// slug, once written, never changes and is never reused; names, topics and descriptions
// may be edited freely. Add a new module with a new slug.
//
// Topics follow CAPS for Grades 7-12, the DHET subject guidelines for NCV and the
// NATED (Report 191) syllabi for N1-N6, phrased as a student would look for them.

export interface CatalogueModule {
  readonly slug: string
  readonly name: string
  readonly topics: readonly string[]
}

export interface CatalogueLevel {
  readonly title: string
  readonly description: string
  readonly modules: readonly CatalogueModule[]
}

export interface CatalogueSection {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly levels: readonly CatalogueLevel[]
}

// ---------------------------------------------------------------------------
// Grades 7-12

const seniorPhaseTopics = {
  numbers: ['Whole numbers', 'Integers', 'Exponents', 'Common fractions', 'Decimal fractions'],
  algebra: [
    'Numeric and geometric patterns',
    'Functions and relationships',
    'Algebraic expressions',
    'Algebraic equations',
    'Graphs',
  ],
  geometry: [
    'Geometry of 2D shapes',
    'Geometry of straight lines',
    'Construction of geometric figures',
    'Transformation geometry',
    'Geometry of 3D objects',
  ],
  measurement: ['Area and perimeter of 2D shapes', 'Surface area and volume of 3D objects'],
  data: ['Data handling', 'Probability'],
} as const

const mathematicalLiteracyTopics = [
  'Interpreting and communicating answers and calculations',
  'Numbers and calculations with numbers',
  'Patterns, relationships and representations',
  'Finance',
  'Measurement',
  'Maps, plans and other representations of the physical world',
  'Data handling',
  'Probability',
] as const

const schoolSection: CatalogueSection = {
  id: 'grades-7-12',
  title: 'High School (Grades 7-12)',
  description:
    'CAPS Mathematics from the Senior Phase to matric, and Mathematical Literacy for Grades 10-12.',
  levels: [
    {
      title: 'Grade 7',
      description: 'Senior Phase: number sense, early algebra and geometry.',
      modules: [
        {
          slug: 'grade-7-mathematics',
          name: 'Grade 7 Mathematics',
          topics: [
            ...seniorPhaseTopics.numbers,
            ...seniorPhaseTopics.algebra,
            ...seniorPhaseTopics.geometry,
            ...seniorPhaseTopics.measurement,
            ...seniorPhaseTopics.data,
          ],
        },
      ],
    },
    {
      title: 'Grade 8',
      description: 'Senior Phase: algebraic manipulation and the theorem of Pythagoras.',
      modules: [
        {
          slug: 'grade-8-mathematics',
          name: 'Grade 8 Mathematics',
          topics: [
            ...seniorPhaseTopics.numbers,
            ...seniorPhaseTopics.algebra,
            ...seniorPhaseTopics.geometry,
            'Theorem of Pythagoras',
            ...seniorPhaseTopics.measurement,
            ...seniorPhaseTopics.data,
          ],
        },
      ],
    },
    {
      title: 'Grade 9',
      description: 'Senior Phase: the bridge to FET, with factorisation, equations and graphs.',
      modules: [
        {
          slug: 'grade-9-mathematics',
          name: 'Grade 9 Mathematics',
          topics: [
            ...seniorPhaseTopics.numbers,
            'Numeric and geometric patterns',
            'Functions and relationships',
            'Algebraic expressions and factorisation',
            'Algebraic equations',
            'Graphs',
            ...seniorPhaseTopics.geometry,
            'Theorem of Pythagoras',
            ...seniorPhaseTopics.measurement,
            ...seniorPhaseTopics.data,
          ],
        },
      ],
    },
    {
      title: 'Grade 10',
      description: 'FET Phase: the foundation of the matric syllabus.',
      modules: [
        {
          slug: 'grade-10-mathematics',
          name: 'Grade 10 Mathematics',
          topics: [
            'Algebraic expressions',
            'Exponents',
            'Number patterns',
            'Equations and inequalities',
            'Trigonometry',
            'Functions',
            'Euclidean geometry',
            'Analytical geometry',
            'Finance and growth',
            'Statistics',
            'Probability',
            'Measurement',
          ],
        },
        {
          slug: 'grade-10-mathematical-literacy',
          name: 'Grade 10 Mathematical Literacy',
          topics: mathematicalLiteracyTopics,
        },
      ],
    },
    {
      title: 'Grade 11',
      description:
        'FET Phase: surds, quadratic functions, trigonometric rules and circle geometry.',
      modules: [
        {
          slug: 'grade-11-mathematics',
          name: 'Grade 11 Mathematics',
          topics: [
            'Exponents and surds',
            'Equations and inequalities',
            'Number patterns',
            'Analytical geometry',
            'Functions',
            'Trigonometry',
            'Measurement',
            'Euclidean geometry',
            'Finance, growth and decay',
            'Probability',
            'Statistics',
          ],
        },
        {
          slug: 'grade-11-mathematical-literacy',
          name: 'Grade 11 Mathematical Literacy',
          topics: mathematicalLiteracyTopics,
        },
      ],
    },
    {
      title: 'Grade 12',
      description: 'Matric (NSC): preparation for the final examinations.',
      modules: [
        {
          slug: 'grade-12-mathematics',
          name: 'Grade 12 Mathematics',
          topics: [
            'Sequences and series',
            'Functions and inverse functions',
            'Exponential and logarithmic functions',
            'Finance, growth and decay',
            'Trigonometry',
            'Polynomials',
            'Differential calculus',
            'Analytical geometry',
            'Euclidean geometry',
            'Statistics',
            'Counting principle and probability',
          ],
        },
        {
          slug: 'grade-12-mathematical-literacy',
          name: 'Grade 12 Mathematical Literacy',
          topics: mathematicalLiteracyTopics,
        },
      ],
    },
  ],
}

// ---------------------------------------------------------------------------
// NCV Levels 1-4

const ncvSection: CatalogueSection = {
  id: 'ncv',
  title: 'NCV (Levels 1-4)',
  description:
    'National Certificate (Vocational) at TVET colleges: Mathematics or Mathematical Literacy at every level.',
  levels: [
    {
      // The NCV qualification itself starts at NQF Level 2; Level 1 is the bridging year
      // students take before it, which the spec lists and the profile offers.
      title: 'NCV Level 1',
      description: 'Foundation: the number and measurement skills NCV Level 2 builds on.',
      modules: [
        {
          slug: 'ncv-level-1-mathematics',
          name: 'NCV Level 1 Mathematics',
          topics: [
            'Number operations and number sense',
            'Fractions, decimals and percentages',
            'Ratio, rate and proportion',
            'Introduction to algebraic expressions and equations',
            'Patterns and graphs',
            'Measurement: length, area and volume',
            'Data handling',
          ],
        },
        {
          slug: 'ncv-level-1-mathematical-literacy',
          name: 'NCV Level 1 Mathematical Literacy',
          topics: [
            'Numbers and calculations in everyday life',
            'Personal finance and budgets',
            'Measurement in everyday contexts',
            'Maps and plans',
            'Data handling',
          ],
        },
      ],
    },
    {
      title: 'NCV Level 2',
      description: 'NQF Level 2: the first year of the National Certificate (Vocational).',
      modules: [
        {
          slug: 'ncv-level-2-mathematics',
          name: 'NCV Level 2 Mathematics',
          topics: [
            'Number systems and rounding',
            'Exponents and scientific notation',
            'Algebraic expressions and factorisation',
            'Linear equations and inequalities',
            'Simultaneous linear equations',
            'Linear and quadratic functions',
            'Financial mathematics: simple and compound interest',
            'Measurement: area, surface area and volume',
            'Right-angled trigonometry',
            'Data handling',
          ],
        },
        {
          slug: 'ncv-level-2-mathematical-literacy',
          name: 'NCV Level 2 Mathematical Literacy',
          topics: [
            'Numbers and calculations in context',
            'Patterns, relationships and representations',
            'Personal finance: income, expenditure and budgets',
            'Measurement: length, mass, volume and time',
            'Maps, plans and scale',
            'Data handling',
            'Probability',
          ],
        },
      ],
    },
    {
      title: 'NCV Level 3',
      description: 'NQF Level 3: the second year of the National Certificate (Vocational).',
      modules: [
        {
          slug: 'ncv-level-3-mathematics',
          name: 'NCV Level 3 Mathematics',
          topics: [
            'Exponents, surds and logarithms',
            'Quadratic equations and inequalities',
            'Functions and their graphs',
            'Financial mathematics: nominal and effective interest, depreciation',
            'Trigonometric ratios, identities and graphs',
            'Sine, cosine and area rules',
            'Analytical geometry',
            'Measurement and mensuration',
            'Data handling and statistics',
          ],
        },
        {
          slug: 'ncv-level-3-mathematical-literacy',
          name: 'NCV Level 3 Mathematical Literacy',
          topics: [
            'Numbers and calculations in context',
            'Finance: interest, inflation and taxation',
            'Patterns, relationships and graphs',
            'Measurement: perimeter, area and volume',
            'Maps, plans and models',
            'Data handling: summarising and representing data',
            'Probability',
          ],
        },
      ],
    },
    {
      title: 'NCV Level 4',
      description: 'NQF Level 4: the final year, equivalent in level to matric.',
      modules: [
        {
          slug: 'ncv-level-4-mathematics',
          name: 'NCV Level 4 Mathematics',
          topics: [
            'Complex numbers',
            'Functions and inverse functions',
            'Exponential and logarithmic functions',
            'Polynomials and the remainder and factor theorems',
            'Introduction to differential calculus',
            'Financial mathematics: annuities and loans',
            'Trigonometry: compound and double angles',
            'Circle geometry and analytical geometry',
            'Measurement in two and three dimensions',
            'Statistics and regression',
          ],
        },
        {
          slug: 'ncv-level-4-mathematical-literacy',
          name: 'NCV Level 4 Mathematical Literacy',
          topics: [
            'Finance: loans, investments, exchange rates and tax',
            'Patterns, relationships and representations',
            'Measurement in workplace contexts',
            'Maps, plans and other representations',
            'Data handling: analysing and interpreting data',
            'Probability and risk',
          ],
        },
      ],
    },
  ],
}

// ---------------------------------------------------------------------------
// Higher education: TVET N1-N6, then diploma, degree and postgraduate study

const higherEducationSection: CatalogueSection = {
  id: 'higher-education',
  title: 'Higher Education',
  description:
    'TVET college N1-N6 Mathematics (engineering studies) and university mathematics from diploma to postgraduate level.',
  levels: [
    {
      title: 'TVET N1',
      description: 'Engineering studies: algebra, basic trigonometry and mensuration.',
      modules: [
        {
          slug: 'n1-mathematics',
          name: 'N1 Mathematics',
          topics: [
            'Algebraic expressions: products and factors',
            'HCF and LCM of algebraic expressions',
            'Algebraic fractions',
            'Exponents',
            'Linear equations and word problems',
            'Simultaneous linear equations',
            'Manipulation of formulae',
            'Straight-line graphs',
            'Geometry and the theorem of Pythagoras',
            'Mensuration: area and volume',
            'Trigonometric ratios of right-angled triangles',
          ],
        },
      ],
    },
    {
      title: 'TVET N2',
      description: 'Engineering studies: logarithms, quadratic equations and functions.',
      modules: [
        {
          slug: 'n2-mathematics',
          name: 'N2 Mathematics',
          topics: [
            'Factorisation',
            'Algebraic fractions',
            'Exponents and logarithms',
            'Linear, quadratic and simultaneous equations',
            'Manipulation of formulae',
            'Functions and graphs',
            'Trigonometry and trigonometric graphs',
            'Circle geometry',
            'Mensuration: areas and volumes of composite figures',
          ],
        },
      ],
    },
    {
      title: 'TVET N3',
      description: 'Engineering studies: trigonometric rules and an introduction to calculus.',
      modules: [
        {
          slug: 'n3-mathematics',
          name: 'N3 Mathematics',
          topics: [
            'Factorisation and algebraic fractions',
            'Exponents and logarithms',
            'Exponential and logarithmic equations',
            'Quadratic equations',
            'Functions and graphs',
            'Trigonometry: identities, equations and the sine and cosine rules',
            'Circle geometry',
            'Mensuration and the mid-ordinate rule',
            'Introduction to differential calculus',
          ],
        },
      ],
    },
    {
      title: 'TVET N4',
      description: 'Engineering studies: matrices, complex numbers and calculus.',
      modules: [
        {
          slug: 'n4-mathematics',
          name: 'N4 Mathematics',
          topics: [
            'Determinants and matrices',
            'Complex numbers',
            'Functions and graphs',
            'Trigonometry',
            'Limits',
            'Differential calculus and its applications',
            'Integral calculus',
          ],
        },
      ],
    },
    {
      title: 'TVET N5',
      description: 'Engineering studies: calculus techniques and their applications.',
      modules: [
        {
          slug: 'n5-mathematics',
          name: 'N5 Mathematics',
          topics: [
            'Limits and continuity',
            'Differentiation techniques',
            'Applications of differentiation',
            'Integration techniques',
            'Applications of integration: areas and volumes of revolution',
            'Centroids and moments of inertia',
            'First-order differential equations',
          ],
        },
      ],
    },
    {
      title: 'TVET N6',
      description: 'Engineering studies: advanced calculus and differential equations.',
      modules: [
        {
          slug: 'n6-mathematics',
          name: 'N6 Mathematics',
          topics: [
            'Hyperbolic and inverse trigonometric functions',
            'Partial differentiation',
            'Advanced integration techniques',
            'Applications of integration: centroids, second moments and centres of pressure',
            'First-order differential equations',
            'Second-order linear differential equations',
          ],
        },
      ],
    },
    {
      title: 'Diploma (NQF 6)',
      description: 'Mathematics for diplomas at universities and universities of technology.',
      modules: [
        {
          slug: 'diploma-nqf-6',
          name: 'Diploma Mathematics (NQF 6)',
          topics: [
            'Differential calculus',
            'Integral calculus',
            'Matrices and systems of linear equations',
            'Complex numbers',
            'Sequences and series',
            'Differential equations',
            'Numerical methods',
            'Statistics and probability',
          ],
        },
      ],
    },
    {
      title: 'Degree (NQF 7-8)',
      description: "Bachelor's and honours mathematics.",
      modules: [
        {
          slug: 'degree-nqf-7-8',
          name: 'Degree Mathematics (NQF 7-8)',
          topics: [
            'Calculus of one and several variables',
            'Linear algebra',
            'Real analysis',
            'Abstract algebra',
            'Ordinary and partial differential equations',
            'Complex analysis',
            'Numerical analysis',
            'Probability and mathematical statistics',
            'Discrete mathematics',
          ],
        },
      ],
    },
    {
      title: 'Postgraduate (NQF 9-10)',
      description: "Master's and doctoral study: advanced topics and research support.",
      modules: [
        {
          slug: 'postgraduate-nqf-9-10',
          name: 'Postgraduate Mathematics (NQF 9-10)',
          topics: [
            'Functional analysis',
            'Measure and integration theory',
            'Topology',
            'Advanced differential equations',
            'Mathematical modelling',
            'Optimisation',
            'Advanced statistical methods',
            'Research methods and dissertation support',
          ],
        },
      ],
    },
  ],
}

export const mathematicsCatalogue: readonly CatalogueSection[] = [
  schoolSection,
  ncvSection,
  higherEducationSection,
]

/** A bookable module as the server seeds it and the booking form groups it. */
export interface MathematicsModule {
  readonly slug: string
  readonly name: string
  /** The catalogue section it belongs to, for grouping the booking form's select. */
  readonly group: string
}

/** Every bookable module, in catalogue order. */
export const mathematicsModules: readonly MathematicsModule[] = mathematicsCatalogue.flatMap(
  (section) =>
    section.levels.flatMap((level) =>
      level.modules.map(({ slug, name }) => ({ slug, name, group: section.title })),
    ),
)
