/** About the first 20,000 characters of an intake context reach each question (02 "Limits"). */
export const CONTEXT_WINDOW_CHARS = 20_000;
/** The most an intake session stores of the context; more is a 422. */
export const CONTEXT_MAX_CHARS = 100_000;
