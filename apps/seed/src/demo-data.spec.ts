import { CANDIDATE_COUNT, DEMO_JOBS, demoDataSet, OFFER_STATES, OFFER_VALIDITY_DAYS, REFERENCE_DATE, resumeLines } from './demo-data';
import { pdfWith } from './pdf';

// The email rule of docs/api/wire-rules.md#recurring-validation-rules: what the API would accept.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

describe('demoDataSet', () => {
  const data = demoDataSet();

  it('is the same data on every call, down to the bytes of each résumé', () => {
    const again = demoDataSet();
    expect(again).toEqual(data);
    expect(pdfWith(resumeLines(again.candidates[7])).equals(pdfWith(resumeLines(data.candidates[7])))).toBe(true);
  });

  it('has 200 candidates with distinct valid emails, education and experience, and a résumé in Latin-1', () => {
    expect(data.candidates).toHaveLength(CANDIDATE_COUNT);
    expect(new Set(data.candidates.map((candidate) => candidate.email.toLowerCase())).size).toBe(CANDIDATE_COUNT);
    for (const candidate of data.candidates) {
      expect(candidate.email).toMatch(EMAIL);
      expect(candidate.educationEntries.length).toBeGreaterThan(0);
      expect(candidate.experienceEntries.length).toBeGreaterThan(0);
      // The PDF font's encoding (WinAnsi) covers Latin-1: a name outside it would not come back out of the résumé.
      expect([...resumeLines(candidate).join('\n')].every((character) => character.charCodeAt(0) <= 0xff)).toBe(true);
    }
  });

  it('plans offers in every state, applications in every job and outcome, and interviews only in stages that hold one', () => {
    const applications = data.candidates.flatMap((candidate) => candidate.applications);
    expect(new Set(applications.flatMap((application) => application.offer ?? []))).toEqual(new Set(OFFER_STATES));
    expect(new Set(applications.map((application) => application.job))).toEqual(new Set(DEMO_JOBS.map((_, index) => index)));
    expect(new Set(applications.map((application) => application.outcome))).toEqual(new Set(['active', 'rejected', 'withdrawn', 'hired']));
    for (const application of applications) {
      const stages = DEMO_JOBS[application.job].stages;
      if (application.outcome === 'hired') expect(application.stageIndex).toBe(stages.length - 1);
      for (const interview of application.interviews) expect(stages[interview.stageIndex].interview?.title).toBe(interview.title);
    }
  });

  it('spreads the stage history over months before the reference date, each change after the one before', () => {
    const applications = data.candidates.flatMap((candidate) => candidate.applications);
    const months = new Set<string>();
    for (const application of applications) {
      const times = [...application.timeline.enteredAt, ...(application.timeline.closedAt === null ? [] : [application.timeline.closedAt])].map(Date.parse);
      expect(application.timeline.enteredAt).toHaveLength(application.stageIndex + 1);
      expect(application.timeline.closedAt !== null).toBe(application.offer === 'declined' || (application.offer === null && application.outcome !== 'active'));
      times.forEach((time, index) => expect(time).toBeGreaterThan(index === 0 ? 0 : times[index - 1]));
      expect(Math.max(...times)).toBeLessThan(REFERENCE_DATE.getTime());
      months.add(application.timeline.enteredAt[0].slice(0, 7));
    }
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it('dates each offer within its application history, over months, the hire at the acceptance, an expiry only on the expired ones', () => {
    const day = 86_400_000;
    const sentMonths = new Set<string>();
    for (const application of data.candidates.flatMap((candidate) => candidate.applications)) {
      const { enteredAt, closedAt, offer } = application.timeline;
      expect(offer !== null).toBe(application.offer !== null);
      if (offer === null || application.offer === null) continue;
      const offerStage = DEMO_JOBS[application.job].stages.length - 2;
      const time = (at: string | null) => (at === null ? null : Date.parse(at));
      const [created, sent, decided, withdrawn, expires] = [offer.createdAt, offer.sentAt, offer.decidedAt, offer.withdrawnAt, offer.expiresAt].map(time);
      expect(created).toBeGreaterThan(Date.parse(enteredAt[offerStage]));
      const state = application.offer;
      expect(sent !== null).toBe(!['draft', 'withdrawn'].includes(state));
      expect(decided !== null).toBe(state === 'accepted' || state === 'declined');
      expect(withdrawn !== null).toBe(state === 'withdrawn');
      expect(expires !== null).toBe(state === 'expired');
      if (sent !== null) {
        expect(sent).toBeGreaterThan(created!);
        sentMonths.add(offer.sentAt!.slice(0, 7));
      }
      if (decided !== null) expect(decided - sent!).toBeGreaterThanOrEqual(2 * day);
      if (expires !== null) expect(expires - sent!).toBe(OFFER_VALIDITY_DAYS * day);
      if (state === 'accepted') expect(enteredAt[offerStage + 1]).toBe(offer.decidedAt);
      if (state === 'declined') expect(Date.parse(closedAt!)).toBeGreaterThan(decided!);
      expect(Math.max(created!, sent ?? 0, decided ?? 0, withdrawn ?? 0, expires ?? 0, Date.parse(closedAt ?? enteredAt[0]))).toBeLessThan(
        REFERENCE_DATE.getTime(),
      );
    }
    expect(sentMonths.size).toBeGreaterThanOrEqual(3);
  });

  it('places each interview held within the stay of its stage, and creates each task before it is due and before the reference date', () => {
    for (const application of data.candidates.flatMap((candidate) => candidate.applications)) {
      const { enteredAt, closedAt, offer } = application.timeline;
      for (const interview of application.interviews) {
        const at = Date.parse(interview.scheduledAt);
        if (interview.status === 'scheduled') {
          expect(at).toBeGreaterThan(REFERENCE_DATE.getTime());
          continue;
        }
        expect(at).toBeGreaterThan(Date.parse(enteredAt[interview.stageIndex]));
        expect(at).toBeLessThan(Date.parse(enteredAt[interview.stageIndex + 1] ?? closedAt ?? offer?.createdAt ?? REFERENCE_DATE.toISOString()));
      }
    }
    for (const task of data.tasks) {
      expect(Date.parse(task.createdAt)).toBeLessThan(Math.min(Date.parse(task.dueDate), REFERENCE_DATE.getTime()));
    }
  });

  it('plans a post per job whose form asks for a résumé, a few questions of different types, a required consent and one voluntary self_id question', () => {
    expect(data.jobPosts).toHaveLength(DEMO_JOBS.length);
    for (const post of data.jobPosts) {
      expect(post.form).toMatchObject({ resume: 'required', coverLetter: 'optional' });
      const { questions } = post.form;
      expect(new Set(questions.map((question) => question.key)).size).toBe(questions.length);
      const application = questions.filter((question) => (question.section ?? 'application') === 'application');
      expect(new Set(application.map((question) => question.type)).size).toBeGreaterThanOrEqual(4);
      expect(application.some((question) => question.type === 'single_select')).toBe(true);
      expect(questions.filter((question) => question.section === 'consent')).toEqual([expect.objectContaining({ type: 'boolean', required: true })]);
      expect(questions.filter((question) => question.section === 'self_id')).toEqual([expect.not.objectContaining({ required: true })]);
      expect(post.salary.min).toBeLessThanOrEqual(post.salary.max);
    }
  });
});
