/** An application as the floor reads it: its status, and when it left `active` (null while active). */
export interface FloorApplication {
  status: string;
  decidedAt: Date | null;
}

const DAY_MS = 86_400_000;

/**
 * The retention floor (docs/api/retention.md#the-retention-floor): until when the candidate must be kept, or
 * `undefined` when the floor does not keep them (no floor, no application, or every decision older than the floor).
 * `null`: kept for as long as an application is active.
 */
export function floorUntil(applications: readonly FloorApplication[], floorDays: number, now: Date): Date | null | undefined {
  if (floorDays <= 0 || applications.length === 0) return undefined;
  if (applications.some((application) => application.decidedAt === null)) return null;
  const last = Math.max(...applications.map((application) => (application.decidedAt as Date).getTime()));
  const until = new Date(last + floorDays * DAY_MS);
  return until.getTime() > now.getTime() ? until : undefined;
}
