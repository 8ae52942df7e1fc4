/** Who made a change: the user behind an API key, or an automation ("Automation: <name>"). */
export interface Actor {
  id: string;
  name: string;
  /** For an automation: the run step making the change, recorded with the events it causes. */
  cause?: RunStepRef;
}

/** One step of one automation run. */
export interface RunStepRef {
  runId: string;
  stepIndex: number;
}
