/**
 * The intake answerer: answers a questionnaire's questions from what a requester pasted about a
 * vendor, with cited passages and a confidence, and never guesses. Offline rules by default
 * (`answerOffline`, synchronous and pure); a model answering from the same retrieved passages when
 * LLM_* is configured (`answerWithModel`, falling back to the offline answer when the model fails).
 * `prepareEvidence` reads an intake once (the first CONTEXT_WINDOW_CHARS of the context, the
 * description, the use case, the website) for every question asked of it.
 *
 * How it decides (see ./labelled-set/types.ts for the same rules as labelling rules):
 * - An option is chosen only when a passage states it; a denial, a question, a plan, a condition
 *   or a statement about another company does not count. Nothing found: unanswered, confidence
 *   "none", reasoning "No evidence in the context: …" saying what was looked for.
 * - A "None" option (No access, No data from us, None held, …) only on a statement of absence
 *   ("no access to our systems", "no certifications"), never for lack of evidence.
 * - Weak, and said so: a hedge ("may need VPN"), a suggestion ("SOC 2" for SOC 2 Type II), a
 *   regulation inferred from the data (GDPR from personal data in the EU/UK, HIPAA from US health
 *   data or PHI, PCI DSS from card data, CCPA from Californians' data), an amount in another
 *   currency converted at an approximate rate (no range chosen when ±5% crosses a boundary).
 * - Single select with several supported options: the riskier one (admin over VPN over accounts).
 */
export { answerWithModel } from "./llm";
export { answerOffline } from "./offline";
export { type PreparedEvidence, prepareEvidence } from "./prepare";
export * from "./types";
