/** Who made a change: the user behind an API key, or a run of rules on their behalf (named after it). */
export interface Actor {
  id: string;
  name: string;
  /** For a run: the step making the change, recorded with the events it causes. */
  cause?: RunStepRef;
}

/** One step of one run. */
export interface RunStepRef {
  runId: string;
  stepIndex: number;
}
