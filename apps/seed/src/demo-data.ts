/**
 * The demo data set, computed (no I/O) from a fixed PRNG seed and word lists: the same data on every
 * run and every machine. Every date derives from REFERENCE_DATE, never from the clock.
 */

import type { FormQuestion, Salary } from '@app/job-posts';

/** "Today" of the demo story: interviews before it happened, tasks around it are due. */
export const REFERENCE_DATE = new Date('2026-11-02T09:00:00.000Z');
/** How long an offer planned to read `expired` was open: it expired this long after it was sent, before REFERENCE_DATE. */
export const OFFER_VALIDITY_DAYS = 14;
const SEED = 14;
export const CANDIDATE_COUNT = 200;
export const OFFER_STATES = ['draft', 'sent', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type DemoOfferState = (typeof OFFER_STATES)[number];

/** mulberry32: a small, well-distributed 32-bit PRNG; one stream for the whole data set. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoUser {
  key: 'recruiter' | 'hiringManager' | 'interviewer1' | 'interviewer2' | 'interviewer3';
  name: string;
  email: string;
  role: 'recruiter' | 'hiring_manager' | 'interviewer';
}

export const DEMO_USERS: readonly DemoUser[] = [
  { key: 'recruiter', name: 'Riley Morgan', email: 'riley.morgan@acme.example', role: 'recruiter' },
  { key: 'hiringManager', name: 'Sam Okafor', email: 'sam.okafor@acme.example', role: 'hiring_manager' },
  { key: 'interviewer1', name: 'Alex Chen', email: 'alex.chen@acme.example', role: 'interviewer' },
  { key: 'interviewer2', name: 'Jordan Lee', email: 'jordan.lee@acme.example', role: 'interviewer' },
  { key: 'interviewer3', name: 'Priya Nair', email: 'priya.nair@acme.example', role: 'interviewer' },
];
export const INTERVIEWER_KEYS = ['interviewer1', 'interviewer2', 'interviewer3'] as const;

export interface DemoStage {
  name: string;
  color: string;
  /** An interview happens while an application sits here. */
  interview?: { title: string; type: 'phone_screen' | 'technical' | 'onsite' | 'behavioral' | 'final'; mode: 'video' | 'phone' | 'in_person' };
}

export interface DemoJob {
  title: string;
  department: string;
  location: string;
  employmentType: 'full_time' | 'part_time' | 'contract' | 'internship';
  description: string;
  /** In pipeline order; the last two are always Offer and Hired. */
  stages: DemoStage[];
  skills: readonly string[];
  /** Relative weight of applications. */
  weight: number;
  /** Reached by admins and its hiring team only (docs/api/access.md); the demo hiring manager is not on its team. */
  confidential?: boolean;
  /** What its job post adds to the form every post shares, and its pay. */
  post: { remote: boolean; salary: Salary; question: DemoQuestion };
}

/** A form question as the seed sends it: the keys it leaves out take their defaults. */
export type DemoQuestion = Pick<FormQuestion, 'key' | 'label' | 'type'> & Partial<Omit<FormQuestion, 'key' | 'label' | 'type'>>;

/** The job post the seed publishes for an open job (docs/api/careers.md#job-posts). */
export interface DemoJobPost {
  content: string;
  remote: boolean;
  salary: Salary;
  form: { resume: 'required'; coverLetter: 'optional'; phone: 'optional'; linkedinUrl: 'optional'; questions: DemoQuestion[] };
}

const offerAndHired: DemoStage[] = [
  { name: 'Offer', color: '#F59E0B' },
  { name: 'Hired', color: '#10B981' },
];

export const DEMO_JOBS: readonly DemoJob[] = [
  {
    title: 'Senior Backend Engineer',
    department: 'Engineering',
    location: 'Berlin (hybrid)',
    employmentType: 'full_time',
    description: 'Design and run the services behind our hiring platform: TypeScript, PostgreSQL, queues.',
    stages: [
      { name: 'Applied', color: '#6B7280' },
      { name: 'Phone screen', color: '#3B82F6', interview: { title: 'Recruiter call', type: 'phone_screen', mode: 'phone' } },
      { name: 'Technical interview', color: '#8B5CF6', interview: { title: 'System design', type: 'technical', mode: 'video' } },
      { name: 'Onsite', color: '#EC4899', interview: { title: 'Onsite loop', type: 'onsite', mode: 'in_person' } },
      ...offerAndHired,
    ],
    skills: ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Terraform', 'Kafka', 'Rust', 'Golang', 'Redis'],
    weight: 5,
    post: {
      remote: false,
      salary: { min: 75000, max: 95000, currency: 'EUR', period: 'year' },
      question: { key: 'github_profile', label: 'GitHub or GitLab profile', type: 'url', helpText: 'Optional: code you are proud of.' },
    },
  },
  {
    title: 'Product Designer',
    department: 'Design',
    location: 'Remote (EU)',
    employmentType: 'full_time',
    description: 'Own the recruiter experience end to end, from research to shipped pixels.',
    stages: [
      { name: 'Applied', color: '#6B7280' },
      { name: 'Portfolio review', color: '#3B82F6', interview: { title: 'Portfolio walkthrough', type: 'behavioral', mode: 'video' } },
      { name: 'Design challenge', color: '#8B5CF6', interview: { title: 'Design challenge review', type: 'technical', mode: 'video' } },
      { name: 'Final interview', color: '#EC4899', interview: { title: 'Final conversation', type: 'final', mode: 'in_person' } },
      ...offerAndHired,
    ],
    skills: ['Figma', 'prototyping', 'typography', 'usability testing', 'accessibility', 'illustration'],
    weight: 3,
    post: {
      remote: true,
      salary: { min: 62000, max: 78000, currency: 'EUR', period: 'year' },
      question: { key: 'portfolio', label: 'Portfolio (PDF)', type: 'file', required: true, accept: ['application/pdf'], maxBytes: 10485760 },
    },
  },
  {
    title: 'Data Analyst',
    confidential: true,
    department: 'Analytics',
    location: 'Lisbon',
    employmentType: 'full_time',
    description: 'Turn funnel data into decisions: dashboards, experiments and forecasts.',
    stages: [
      { name: 'Applied', color: '#6B7280' },
      { name: 'Screen', color: '#3B82F6', interview: { title: 'Screening call', type: 'phone_screen', mode: 'phone' } },
      { name: 'Case study', color: '#8B5CF6', interview: { title: 'Case study debrief', type: 'technical', mode: 'video' } },
      ...offerAndHired,
    ],
    skills: ['SQL', 'Tableau', 'Python', 'dbt', 'statistics', 'Looker'],
    weight: 3,
    post: {
      remote: false,
      salary: { min: 48000, max: 62000, currency: 'EUR', period: 'year' },
      question: {
        key: 'tools',
        label: 'Which of these tools have you used at work?',
        type: 'multi_select',
        options: [
          { value: 'sql', label: 'SQL' },
          { value: 'python', label: 'Python' },
          { value: 'dbt', label: 'dbt' },
          { value: 'tableau', label: 'Tableau' },
          { value: 'looker', label: 'Looker' },
        ],
        min: 1,
        max: 5,
        required: true,
      },
    },
  },
  {
    title: 'Customer Success Manager',
    department: 'Customer Success',
    location: 'London',
    employmentType: 'full_time',
    description: 'Help recruiting teams get the most out of the product, from onboarding to renewal.',
    stages: [
      { name: 'Applied', color: '#6B7280' },
      { name: 'Screen', color: '#3B82F6', interview: { title: 'Screening call', type: 'phone_screen', mode: 'phone' } },
      { name: 'Interview', color: '#8B5CF6', interview: { title: 'Role play', type: 'behavioral', mode: 'video' } },
      ...offerAndHired,
    ],
    skills: ['Salesforce', 'onboarding', 'negotiation', 'Zendesk', 'renewals', 'HubSpot'],
    weight: 2,
    post: {
      remote: false,
      salary: { min: 45000, max: 55000, currency: 'GBP', period: 'year' },
      question: { key: 'languages', label: 'Which languages do you speak with customers?', type: 'short_text', maxLength: 200 },
    },
  },
  {
    title: 'Engineering Intern',
    department: 'Engineering',
    location: 'Berlin',
    employmentType: 'internship',
    description: 'Six months on a product team, with a mentor and real features to ship.',
    stages: [
      { name: 'Applied', color: '#6B7280' },
      { name: 'Screen', color: '#3B82F6', interview: { title: 'Intro call', type: 'phone_screen', mode: 'video' } },
      { name: 'Interview', color: '#8B5CF6', interview: { title: 'Pairing session', type: 'technical', mode: 'video' } },
      ...offerAndHired,
    ],
    skills: ['JavaScript', 'Python', 'Linux', 'Git', 'Haskell', 'algorithms'],
    weight: 2,
    post: {
      remote: false,
      salary: { min: 1800, max: 1800, currency: 'EUR', period: 'month' },
      question: { key: 'enrolled', label: 'Are you enrolled at a university for the whole internship?', type: 'boolean', required: true },
    },
  },
];

// prettier-ignore
const FIRST_NAMES = [
  'Ada', 'Amara', 'Björn', 'Carmen', 'Chloé', 'Daniel', 'Elena', 'Emeka', 'Fatima', 'François', 'Grace', 'Hana', 'Hugo', 'Inês',
  'Isabel', 'Jakob', 'José', 'Julia', 'Kenji', 'Lars', 'Leila', 'Liam', 'Lucía', 'Maja', 'Marco', 'Margaret', 'Mateo', 'Mei',
  'Nadia', 'Noah', 'Olivia', 'Omar', 'Pavel', 'Priyanka', 'Rafael', 'Renée', 'Rosa', 'Samir', 'Sofia', 'Søren', 'Tariq', 'Thandiwe',
  'Tomás', 'Valentina', 'Wei', 'Yusuf', 'Zara', 'Zoë',
];
// prettier-ignore
const LAST_NAMES = [
  'Abara', 'Andersen', 'Bauer', 'Bianchi', 'Costa', 'Da Silva', 'Dubois', 'Eriksson', 'Fernández', 'Fischer', 'García', 'Haddad',
  'Hansen', 'Ivanova', 'Jansen', 'Kim', 'Kowalski', 'Lefèvre', 'Lindqvist', 'López', 'Martin', 'Meyer', 'Moreau', 'Müller', 'Nakamura',
  'Novak', "O'Brien", 'Okoye', 'Pereira', 'Petrov', 'Rossi', 'Santos', 'Schmidt', 'Singh', 'Suzuki', 'Tanaka', 'Van Dijk', 'Wagner',
  'Weber', 'Yilmaz', 'Zhang',
];
const CITIES = ['Berlin', 'Lisbon', 'London', 'Amsterdam', 'Madrid', 'Paris', 'Warsaw', 'Stockholm', 'Dublin', 'Milan', 'Vienna', 'Copenhagen'];
const COMPANIES = [
  'Northwind',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Hooli',
  'Stark Logistics',
  'Wayne Retail',
  'Acme Analytics',
  'Soylent Foods',
  'Vandelay Imports',
];
const SCHOOLS = [
  'TU Berlin',
  'University of Lisbon',
  'Imperial College London',
  'ETH Zurich',
  'KTH Stockholm',
  'Sorbonne University',
  'University of Amsterdam',
  'Politecnico di Milano',
];
const TITLE_OF_JOB: Record<string, readonly string[]> = {
  'Senior Backend Engineer': ['Backend Engineer', 'Software Engineer', 'Platform Engineer', 'Site Reliability Engineer'],
  'Product Designer': ['Product Designer', 'UX Designer', 'Interaction Designer', 'Visual Designer'],
  'Data Analyst': ['Data Analyst', 'Business Analyst', 'Analytics Engineer', 'BI Developer'],
  'Customer Success Manager': ['Account Manager', 'Customer Success Manager', 'Support Lead', 'Onboarding Specialist'],
  'Engineering Intern': ['Student Assistant', 'Teaching Assistant', 'Junior Developer', 'Working Student'],
};
const FIELD_OF_JOB: Record<string, string> = {
  'Senior Backend Engineer': 'Computer Science',
  'Product Designer': 'Interaction Design',
  'Data Analyst': 'Statistics',
  'Customer Success Manager': 'Business Administration',
  'Engineering Intern': 'Computer Science',
};
const SOURCES = ['careers_site', 'linkedin', 'referral', 'agency', 'job_board'];
const TAGS = ['referral', 'remote', 'relocation', 'senior', 'visa_sponsorship', 'returning'];
const RATINGS = ['strong', 'good', 'neutral', 'weak', 'poor'] as const;
const CRITERIA = ['Communication', 'Craft', 'Ownership', 'Collaboration'];

export type DemoOutcome = 'active' | 'rejected' | 'withdrawn' | 'hired';
export type DemoRating = (typeof RATINGS)[number];

export interface DemoInterview {
  stageIndex: number;
  title: string;
  type: NonNullable<DemoStage['interview']>['type'];
  mode: NonNullable<DemoStage['interview']>['mode'];
  interviewer: (typeof INTERVIEWER_KEYS)[number];
  scheduledAt: string;
  durationMins: number;
  location: string | null;
  meetingUrl: string | null;
  status: 'scheduled' | 'completed' | 'canceled';
  /** Set when completed: the interviewer's scorecard. */
  scorecard: { rating: DemoRating; comment: string; criteria: { name: string; rating: DemoRating }[] } | null;
}

export interface DemoApplication {
  job: number;
  source: string;
  /** The stage the application ends in (index into the job's stages). */
  stageIndex: number;
  outcome: DemoOutcome;
  interviews: DemoInterview[];
  offer: DemoOfferState | null;
  /** Yearly, in EUR, when there is an offer. */
  salaryAmount: number | null;
  /** When it happened, so that the reports show months of history (docs/adr/0057-demo-data-set.md). */
  timeline: DemoTimeline;
}

/** The times of an application's changes, its offer's included, all before REFERENCE_DATE (docs/adr/0057-demo-data-set.md). */
export interface DemoTimeline {
  /** enteredAt[i]: when it entered stage i (enteredAt[0] is appliedAt), up to its planned stage; Hired when its offer is accepted. */
  enteredAt: string[];
  /** When it was rejected (a declined offer's after the decision) or withdrew; null otherwise. */
  closedAt: string | null;
  offer: DemoOfferTimeline | null;
}

/** An offer's times, made after its application entered the Offer stage. */
export interface DemoOfferTimeline {
  createdAt: string;
  /** Every offer but a draft and a withdrawn one (withdrawn while a draft) is sent. */
  sentAt: string | null;
  /** Accepted (which hires the application at that moment) or declined. */
  decidedAt: string | null;
  withdrawnAt: string | null;
  /**
   * Only an offer planned to read `expired` has one: OFFER_VALIDITY_DAYS after it was sent, before REFERENCE_DATE.
   * The draft and sent ones have none, so they stay open whatever the date the demo is looked at.
   */
  expiresAt: string | null;
}

export interface DemoCandidate {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  headline: string;
  summary: string;
  linkedinUrl: string;
  githubUrl: string | null;
  educationEntries: { id: string; school: string; degree: string; field: string; startDate: string; endDate: string; description: null }[];
  experienceEntries: {
    id: string;
    company: string;
    title: string;
    startDate: string;
    endDate: string | null;
    current: boolean;
    location: string;
    description: string;
  }[];
  /** Only in the résumé PDF, so that finding a candidate by one of them shows that résumé text is searchable. */
  skills: string[];
  tags: string[];
  note: string | null;
  applications: DemoApplication[];
  /** Values of DEMO_CUSTOM_FIELDS, by key (docs/api/custom-fields.md#values); `{}` for a few. */
  customFields: Record<string, unknown>;
}

/** A custom field definition of the demo installation (docs/api/custom-fields.md#definitions). */
export interface DemoCustomField {
  objectType: 'candidate';
  key: string;
  label: string;
  type: 'number' | 'single_select' | 'currency' | 'date';
  options?: { value: string; label: string }[];
  description: string;
}

/** Fields every agency adds: notice period, visa sponsorship, salary expectation and availability. */
export const DEMO_CUSTOM_FIELDS: readonly DemoCustomField[] = [
  {
    objectType: 'candidate',
    key: 'notice_period_days',
    label: 'Notice period (days)',
    type: 'number',
    description: 'Days of notice the current employer needs',
  },
  {
    objectType: 'candidate',
    key: 'visa_sponsorship',
    label: 'Visa sponsorship',
    type: 'single_select',
    options: [
      { value: 'required', label: 'Sponsorship required' },
      { value: 'not_required', label: 'No sponsorship needed' },
    ],
    description: 'Whether the candidate needs a work visa sponsored',
  },
  { objectType: 'candidate', key: 'salary_expectation', label: 'Salary expectation', type: 'currency', description: 'Yearly gross' },
  { objectType: 'candidate', key: 'available_from', label: 'Available from', type: 'date', description: 'Earliest start date (filled by the careers form)' },
];

/** A candidate's values, from its place in the list (no draw of the generator, so the rest of the set stays as it was): every tenth has none. */
function demoCustomValues(index: number): Record<string, unknown> {
  if (index % 10 === 9) return {};
  const available = new Date(REFERENCE_DATE.getTime() + (14 + (index % 90)) * 86_400_000).toISOString().slice(0, 10);
  return {
    notice_period_days: [0, 14, 30, 60, 90][index % 5],
    visa_sponsorship: index % 7 === 0 ? 'required' : 'not_required',
    salary_expectation: { amount: 50_000 + (index % 13) * 5_000, currency: 'EUR' },
    ...(index % 3 === 0 ? {} : { available_from: available }),
  };
}

export interface DemoTask {
  title: string;
  description: string;
  status: 'pending' | 'in_progress' | 'completed' | 'canceled';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  dueDate: string;
  /** 10-17 days before it is due, before REFERENCE_DATE; a task created completed was completed then. */
  createdAt: string;
  owner: DemoUser['key'];
  candidate: number;
}

export interface DemoDataSet {
  users: readonly DemoUser[];
  jobs: readonly DemoJob[];
  candidates: DemoCandidate[];
  tasks: DemoTask[];
  pool: { name: string; description: string; members: { candidate: number; note: string }[] };
  automation: { name: string; description: string; tagLabel: string; noteBody: string };
  /** One per job, in the order of `jobs`: published while the job is open. */
  jobPosts: DemoJobPost[];
  customFields: readonly DemoCustomField[];
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
const isoDaysFrom = (days: number, hour = 10) => new Date(REFERENCE_DATE.getTime() + days * 86_400_000 + (hour - 9) * 3_600_000).toISOString();
const yearMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * Spreads the applications and their offers over the six months before REFERENCE_DATE, from a PRNG stream of their
 * own (the rest of the data set stays as it was), to the minute. Applied 2-26 weeks before it (those whose offer is
 * still open, a draft or sent, 3-8 weeks; the other offers 8-26), then a stage every 2-12 days; then the offer: made
 * 1-3 days after entering Offer, sent 0.5-2 days later, decided 2-9 days after sending (a declined one's application
 * rejected 1-3 days after that), withdrawn 1-5 days after it was made, or expired OFFER_VALIDITY_DAYS after sending.
 * The stages are squeezed so that the last change comes a day before REFERENCE_DATE. Interviews held are then placed
 * within their stage's stay.
 */
function planTimelines(applications: DemoApplication[]): void {
  const random = prng(SEED + 1);
  const between = (low: number, high: number) => low + random() * (high - low);
  const at = (offset: number) => new Date(REFERENCE_DATE.getTime() + Math.round(offset * 1440) * 60_000).toISOString();
  for (const application of applications) {
    const { offer } = application;
    const open = offer === 'draft' || offer === 'sent';
    const daysBefore = offer === null ? between(14, 182) : open ? between(21, 56) : between(56, 182);
    const offerSteps = offer === null ? {} : offerStepsOf(offer, between);
    const tail = offerTail(offerSteps);
    const closes = offer === null && application.outcome !== 'active';
    const offerStage = offer === null ? -1 : DEMO_JOBS[application.job].stages.length - 2;
    const stages = offer === null ? application.stageIndex : offerStage;
    const steps = Array.from({ length: stages + (closes ? 1 : 0) }, () => between(2, 12));
    const total = steps.reduce((sum, step) => sum + step, 0);
    const room = Math.min(1, (daysBefore - 1 - tail) / total);
    let day = -daysBefore;
    const offsets = [day, ...steps.map((step) => (day += step * room))];
    const enteredAt = offsets.slice(0, stages + 1).map(at);
    let closedAt = closes ? at(offsets[offsets.length - 1]) : null;
    let offerTimeline: DemoOfferTimeline | null = null;
    if (offer !== null) {
      const { created = 0, sent, decided, rejected, withdrawn, validity } = offerSteps;
      const createdAt = day + created;
      const sentAt = sent === undefined ? null : createdAt + sent;
      const decidedAt = sentAt === null || decided === undefined ? null : sentAt + decided;
      offerTimeline = {
        createdAt: at(createdAt),
        sentAt: sentAt === null ? null : at(sentAt),
        decidedAt: decidedAt === null ? null : at(decidedAt),
        withdrawnAt: withdrawn === undefined ? null : at(createdAt + withdrawn),
        expiresAt: sentAt === null || validity === undefined ? null : at(sentAt + validity),
      };
      if (decidedAt !== null && rejected !== undefined) closedAt = at(decidedAt + rejected);
      // Moved to Hired as the offer is accepted, which hires it.
      if (application.outcome === 'hired' && decidedAt !== null) enteredAt.push(at(decidedAt));
    }
    application.timeline = { enteredAt, closedAt, offer: offerTimeline };
    placeInterviews(application, random);
  }
}

/** The days between an offer's changes, by its planned state. */
interface OfferSteps {
  created?: number;
  sent?: number;
  decided?: number;
  rejected?: number;
  withdrawn?: number;
  validity?: number;
}

function offerStepsOf(offer: DemoOfferState, between: (low: number, high: number) => number): OfferSteps {
  const created = between(1, 3);
  if (offer === 'draft') return { created };
  if (offer === 'withdrawn') return { created, withdrawn: between(1, 5) };
  const sent = between(0.5, 2);
  if (offer === 'sent') return { created, sent };
  if (offer === 'expired') return { created, sent, validity: OFFER_VALIDITY_DAYS };
  const decided = between(2, 9);
  return offer === 'declined' ? { created, sent, decided, rejected: between(1, 3) } : { created, sent, decided };
}

/** How long the offer's part of the story lasts after entering the Offer stage. */
function offerTail({ created = 0, sent = 0, decided = 0, rejected = 0, withdrawn = 0, validity = 0 }: OfferSteps): number {
  return created + Math.max(withdrawn, sent + Math.max(decided + rejected, validity));
}

/** Each interview held (completed or canceled) within its stage's stay, on a working hour (9:00-16:45 UTC) when the stay allows. */
function placeInterviews(application: DemoApplication, random: () => number): void {
  const { enteredAt, closedAt, offer } = application.timeline;
  for (const interview of application.interviews) {
    if (interview.status === 'scheduled') continue;
    const start = Date.parse(enteredAt[interview.stageIndex]);
    const end = Date.parse(enteredAt[interview.stageIndex + 1] ?? closedAt ?? offer?.createdAt ?? REFERENCE_DATE.toISOString());
    const point = new Date(start + (0.2 + 0.6 * random()) * (end - start));
    const onTheHour = Date.UTC(point.getUTCFullYear(), point.getUTCMonth(), point.getUTCDate(), 9) + Math.floor(random() * 32) * 15 * 60_000;
    interview.scheduledAt = new Date(onTheHour > start && onTheHour < end ? onTheHour : Math.round(point.getTime() / 60_000) * 60_000).toISOString();
  }
}

/** The whole data set; every call returns an equal value. */
export function demoDataSet(): DemoDataSet {
  const random = prng(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const totalWeight = DEMO_JOBS.reduce((sum, job) => sum + job.weight, 0);
  const pickJob = (except?: number) => {
    for (;;) {
      let roll = random() * totalWeight;
      const index = DEMO_JOBS.findIndex((job) => (roll -= job.weight) < 0);
      if (index !== except) return index;
    }
  };
  // Offer states handed out in turn to the applications that reach the Offer stage, so every state occurs.
  const offerCycle: DemoOfferState[] = ['accepted', 'sent', 'declined', 'draft', 'withdrawn', 'accepted', 'expired', 'sent', 'accepted'];
  let offersGiven = 0;

  const application = (jobIndex: number, handle: string): DemoApplication => {
    const job = DEMO_JOBS[jobIndex];
    const offerStage = job.stages.length - 2;
    const roll = random();
    // About 40% wait in Applied, 35% somewhere in the interview stages, 10% reach an offer; the rest are rejected or withdrew.
    let stageIndex: number;
    let outcome: DemoOutcome = 'active';
    if (roll < 0.4) stageIndex = 0;
    else if (roll < 0.75) stageIndex = between(1, offerStage - 1);
    else if (roll < 0.85) stageIndex = offerStage;
    else if (roll < 0.97) [stageIndex, outcome] = [between(0, offerStage - 1), 'rejected'];
    else [stageIndex, outcome] = [between(0, offerStage - 1), 'withdrawn'];
    let offer: DemoOfferState | null = null;
    if (stageIndex === offerStage) {
      offer = offerCycle[offersGiven++ % offerCycle.length];
      if (offer === 'accepted') [stageIndex, outcome] = [offerStage + 1, 'hired'];
      if (offer === 'declined') outcome = 'rejected';
    }
    const interviews: DemoInterview[] = [];
    const lastInterviewStage = Math.min(stageIndex, offerStage - 1);
    for (let index = 1; index <= lastInterviewStage; index++) {
      const plan = job.stages[index].interview;
      if (plan === undefined) continue;
      // Interviews of stages the application has left are done; one in the stage it waits in is still ahead.
      const current = index === stageIndex && outcome === 'active';
      const status = current ? 'scheduled' : random() < 0.08 ? 'canceled' : 'completed';
      const day = current ? between(1, 10) : -between(3, 40);
      const rating = pick(RATINGS);
      interviews.push({
        stageIndex: index,
        ...plan,
        interviewer: pick(INTERVIEWER_KEYS),
        scheduledAt: isoDaysFrom(day, between(9, 16)),
        durationMins: plan.type === 'onsite' ? 180 : plan.type === 'phone_screen' ? 30 : 60,
        location: plan.mode === 'in_person' ? 'Office, room 4.2' : null,
        meetingUrl: plan.mode === 'video' ? `https://meet.example.com/${handle.replace(/\./g, '-')}-${index}` : null,
        status,
        scorecard:
          status === 'completed'
            ? {
                rating,
                comment: `${plan.title}: ${rating} overall.`,
                criteria: CRITERIA.slice(0, 2 + between(0, 2)).map((name) => ({ name, rating: pick(RATINGS) })),
              }
            : null,
      });
    }
    // From the count of offers so far, not the PRNG: the salary does not shift the rest of the data set.
    const salaryAmount = offer === null ? null : 50_000 + ((offersGiven * 7919) % 45) * 1000;
    return {
      job: jobIndex,
      source: pick(SOURCES),
      stageIndex,
      outcome,
      interviews,
      offer,
      salaryAmount,
      timeline: { enteredAt: [], closedAt: null, offer: null },
    };
  };

  const candidates: DemoCandidate[] = Array.from({ length: CANDIDATE_COUNT }, (_, index) => {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const number = String(index + 1).padStart(3, '0');
    const handle = `${ascii(firstName)}.${ascii(lastName)}.${number}`;
    const jobIndex = pickJob();
    const job = DEMO_JOBS[jobIndex];
    const city = pick(CITIES);
    const years = between(1, 14);
    const experienceEntries = Array.from({ length: between(1, 3) }, (_, position) => {
      const startYear = 2026 - years + position * 2;
      const current = position === 0;
      return {
        id: `exp-${position + 1}`,
        company: pick(COMPANIES),
        title: pick(TITLE_OF_JOB[job.title]),
        startDate: yearMonth(Math.min(startYear, 2025), between(1, 12)),
        endDate: current ? null : yearMonth(Math.min(startYear + 2, 2025), between(1, 12)),
        current,
        location: pick(CITIES),
        description: `Worked on ${pick(['payments', 'search', 'onboarding', 'reporting', 'mobile', 'billing'])} with a team of ${between(3, 12)}.`,
      };
    });
    const graduation = 2026 - years;
    const educationEntries = Array.from({ length: between(1, 2) }, (_, position) => ({
      id: `edu-${position + 1}`,
      school: pick(SCHOOLS),
      degree: position === 0 ? 'BSc' : 'MSc',
      field: FIELD_OF_JOB[job.title],
      startDate: String(graduation - 4 + position * 3),
      endDate: String(graduation + position * 2),
      description: null,
    }));
    const applications = [application(jobIndex, handle)];
    if (index % 10 === 3) applications.push(application(pickJob(jobIndex), handle));
    const skills = [...new Set(Array.from({ length: 3 }, () => pick(job.skills)))];
    return {
      firstName,
      lastName,
      email: `${handle}@example.com`,
      phone: `+49 30 5550 ${String(1000 + index)}`,
      location: city,
      headline: `${experienceEntries[0].title} at ${experienceEntries[0].company}`,
      summary: `${years} years as ${experienceEntries[0].title.toLowerCase()}; based in ${city}, looking for a role in ${job.department.toLowerCase()}.`,
      linkedinUrl: `https://www.linkedin.com/in/${handle.replace(/\./g, '-')}`,
      githubUrl: job.department === 'Engineering' ? `https://github.com/${handle.replace(/\./g, '')}` : null,
      educationEntries,
      experienceEntries,
      skills,
      tags: random() < 0.3 ? [pick(TAGS)] : [],
      note: random() < 0.2 ? `Spoke with ${firstName} at ${pick(['a meetup', 'a conference', 'the career fair', 'a webinar'])}; worth a closer look.` : null,
      applications,
      customFields: demoCustomValues(index),
    };
  });

  planTimelines(candidates.flatMap((candidate) => candidate.applications));

  const taskKinds = [
    { title: 'Call references for', description: 'Two references, one of them a former manager.', priority: 'high' },
    { title: 'Schedule the next interview with', description: 'Find a slot with the panel this week.', priority: 'medium' },
    { title: 'Send feedback to', description: 'Summarise the scorecards for the candidate.', priority: 'low' },
    { title: 'Prepare the offer for', description: 'Salary band approved by the hiring manager.', priority: 'urgent' },
  ] as const;
  const statuses = ['pending', 'in_progress', 'completed', 'canceled', 'pending'] as const;
  const owners = ['recruiter', 'hiringManager', 'recruiter', 'interviewer1'] as const;
  const tasks: DemoTask[] = Array.from({ length: 30 }, (_, index) => {
    const kind = taskKinds[index % taskKinds.length];
    const candidate = (index * 37 + 11) % CANDIDATE_COUNT;
    const { firstName, lastName } = candidates[candidate];
    return {
      title: `${kind.title} ${firstName} ${lastName} (#${index + 1})`,
      description: kind.description,
      status: statuses[index % statuses.length],
      priority: kind.priority,
      dueDate: isoDaysFrom((index % 15) - 5, 17),
      createdAt: isoDaysFrom((index % 15) - 5 - (10 + (index % 8)), 11),
      owner: owners[index % owners.length],
      candidate,
    };
  });

  // Silver medallists: rejected late in a pipeline, or declined an offer.
  const members = candidates
    .map((candidate, index) => ({ candidate, index }))
    .filter(({ candidate }) => candidate.applications.some((app) => app.outcome === 'rejected' && app.stageIndex >= 2))
    .slice(0, 15)
    .map(({ candidate, index }) => ({ candidate: index, note: `Strong ${candidate.headline.split(' at ')[0].toLowerCase()}; ask again next quarter.` }));

  return {
    users: DEMO_USERS,
    jobs: DEMO_JOBS,
    candidates,
    tasks,
    pool: { name: 'Silver medallists', description: 'Candidates who reached the last rounds: the first calls for the next opening.', members },
    automation: {
      name: 'Welcome new hires',
      description: 'Tags every hired candidate and leaves a note for the onboarding team.',
      tagLabel: 'hired',
      noteBody: 'Hired: onboarding can start (note added by the "Welcome new hires" automation).',
    },
    jobPosts: DEMO_JOBS.map(jobPostOf),
    customFields: DEMO_CUSTOM_FIELDS,
  };
}

/**
 * A job's post: its text from the job's description and skills, its pay, and a form that asks for a
 * résumé (a cover letter optional), the questions every post asks, the job's own, the privacy
 * consent and a voluntary self-identification question (docs/api/careers.md#application-forms).
 */
function jobPostOf(job: DemoJob): DemoJobPost {
  const content = [
    '## About the role',
    '',
    job.description,
    '',
    '## What you bring',
    '',
    ...job.skills.slice(0, 4).map((skill) => `- ${skill}`),
    '',
    '## Where',
    '',
    `${job.location}, in the ${job.department} team.`,
  ].join('\n');
  const questions: DemoQuestion[] = [
    {
      key: 'work_permit',
      label: 'Do you have the right to work where this job is based?',
      type: 'single_select',
      required: true,
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'sponsorship', label: 'I will need visa sponsorship' },
        { value: 'unsure', label: 'Not sure' },
      ],
    },
    { key: 'years_experience', label: 'Years of relevant experience', type: 'number', required: true, min: 0, max: 50 },
    { key: 'start_date', label: 'Earliest start date', type: 'date', customField: 'candidate.available_from' },
    job.post.question,
    { key: 'motivation', label: `What draws you to the ${job.title} role?`, type: 'long_text', maxLength: 2000 },
    {
      key: 'privacy_consent',
      label: 'I agree that my data is processed to assess this application, as the privacy policy describes.',
      type: 'boolean',
      required: true,
      section: 'consent',
    },
    {
      key: 'gender',
      label: 'Gender',
      type: 'single_select',
      helpText: 'Voluntary. Stored apart from your application and not used to assess it.',
      section: 'self_id',
      options: [
        { value: 'woman', label: 'Woman' },
        { value: 'man', label: 'Man' },
        { value: 'non_binary', label: 'Non-binary' },
        { value: 'self_describe', label: 'I describe myself another way' },
        { value: 'decline', label: 'I prefer not to say' },
      ],
    },
  ];
  return {
    content,
    remote: job.post.remote,
    salary: job.post.salary,
    form: { resume: 'required', coverLetter: 'optional', phone: 'optional', linkedinUrl: 'optional', questions },
  };
}

/** `text` broken at spaces into lines of at most `width` characters (a PDF page does not wrap). */
function wrap(text: string, width = 90): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The lines of a candidate's résumé PDF. */
export function resumeLines(candidate: DemoCandidate): string[] {
  return [
    `${candidate.firstName} ${candidate.lastName}`,
    candidate.headline,
    `${candidate.email} | ${candidate.phone} | ${candidate.location}`,
    '',
    'Summary',
    ...wrap(candidate.summary),
    '',
    'Experience',
    ...candidate.experienceEntries.flatMap((entry) =>
      wrap(`${entry.title}, ${entry.company} (${entry.startDate} - ${entry.endDate ?? 'present'}): ${entry.description}`),
    ),
    '',
    'Education',
    ...candidate.educationEntries.map((entry) => `${entry.degree} ${entry.field}, ${entry.school} (${entry.endDate})`),
    '',
    'Skills',
    candidate.skills.join(', '),
  ];
}
