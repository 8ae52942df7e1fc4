/** Lengths the spec's Limits table sets for tags and notes, shared with automation actions that make them. */
export const TAG_LABEL_MAX_LENGTH = 40;
export const NOTE_BODY_MAX_LENGTH = 20_000;
