import type { CreateSessionInput } from "@/lib/web/intake";
import { CONTEXT_MAX_CHARS, contextLengthState, formatCount } from "./model";

/** The new request form's values, every field as typed. */
export interface RequestValues {
  vendor_name: string;
  vendor_website: string;
  vendor_description: string;
  use_case: string;
  questionnaire_ids: string[];
  context: string;
}
export type RequestField = keyof RequestValues;
export type RequestProblems = Partial<Record<RequestField, string>>;

/** The fields in the order the form shows them: the first with a problem takes focus. */
export const REQUEST_FIELDS: readonly RequestField[] = [
  "vendor_name",
  "vendor_website",
  "vendor_description",
  "use_case",
  "questionnaire_ids",
  "context",
];

/** The API's limits (docs/api-notes.md, "Sessions"). */
const LIMITS = { vendor_name: 500, vendor_website: 2000, vendor_description: 10_000, use_case: 10_000 } as const;

const atMost = (max: number) => `Use at most ${formatCount(max)} characters.`;

/** What keeps the request from being filed, by field; empty when it can be sent. */
export function requestProblems(values: RequestValues): RequestProblems {
  const problems: RequestProblems = {};
  if (values.vendor_name.trim() === "") {
    problems.vendor_name = "Enter the vendor's name.";
  }
  for (const field of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    if (values[field].trim().length > LIMITS[field]) {
      problems[field] = atMost(LIMITS[field]);
    }
  }
  if (values.questionnaire_ids.length === 0) {
    problems.questionnaire_ids = "Choose at least one questionnaire.";
  }
  if (contextLengthState(values.context.length) === "too_long") {
    problems.context = `The context is too long: at most ${formatCount(CONTEXT_MAX_CHARS)} characters.`;
  }
  return problems;
}

const textOrUndefined = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** POST /v1/intake/api/sessions for the form's values; empty fields are left out. */
export function requestBody(values: RequestValues): CreateSessionInput {
  return {
    vendor_name: values.vendor_name.trim(),
    questionnaire_ids: values.questionnaire_ids,
    context: values.context.trim() === "" ? undefined : values.context,
    vendor_website: textOrUndefined(values.vendor_website),
    vendor_description: textOrUndefined(values.vendor_description),
    use_case: textOrUndefined(values.use_case),
  };
}

/** A 422's field errors (`{"vendor_name": "…"}`) as the form's problems; the rest as one message. */
export function problemsFrom422(errors: Record<string, string>): { problems: RequestProblems; rest: string[] } {
  const problems: RequestProblems = {};
  const rest: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split(".")[0] as RequestField;
    if (REQUEST_FIELDS.includes(field)) {
      problems[field] ??= message;
    } else {
      rest.push(path ? `${path}: ${message}` : message);
    }
  }
  return { problems, rest };
}
