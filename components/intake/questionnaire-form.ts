import type {
  CreateQuestionnaireInput,
  QuestionInput,
  QuestionnaireDetail,
  QuestionnaireType,
  ResponseType,
  UpdateQuestionnaireInput,
} from "@/lib/web/intake";

/** The API's limits on a questionnaire (docs/api-notes.md, "Questionnaires"). */
export const QUESTIONNAIRE_LIMITS = {
  name: 200,
  description: 2000,
  questions: 100,
  text: 1000,
  guidance: 2000,
  options: { min: 2, max: 30, label: 200 },
} as const;

/** One question as the editor holds it: options one per line, the API's ID kept aside (empty for a new one). */
export interface QuestionFormValues {
  question_id: string;
  text: string;
  response_type: ResponseType;
  options: string;
  guidance: string;
}

export interface QuestionnaireFormValues {
  name: string;
  description: string;
  type: QuestionnaireType;
  questions: QuestionFormValues[];
}

export const EMPTY_QUESTION: QuestionFormValues = {
  question_id: "",
  text: "",
  response_type: "free_text",
  options: "",
  guidance: "",
};

export const EMPTY_QUESTIONNAIRE: QuestionnaireFormValues = {
  name: "",
  description: "",
  type: "irq",
  questions: [EMPTY_QUESTION],
};

export const usesOptions = (type: ResponseType) => type !== "free_text";

/** The option labels typed one per line: trimmed, blank lines left out. */
export function optionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** What is wrong with a question's options, or null: a select needs 2–30 distinct labels of at most 200 characters. */
export function optionsProblem(type: ResponseType, text: string): string | null {
  if (!usesOptions(type)) {
    return null;
  }
  const { min, max, label } = QUESTIONNAIRE_LIMITS.options;
  const lines = optionLines(text);
  if (lines.length < min) {
    return "Give at least 2 options, one per line.";
  }
  if (lines.length > max) {
    return `Give at most ${max} options.`;
  }
  if (lines.some((line) => line.length > label)) {
    return `Keep each option to ${label} characters.`;
  }
  const seen = new Set<string>();
  for (const line of lines) {
    const key = line.toLowerCase();
    if (seen.has(key)) {
      return `“${line}” is listed twice.`;
    }
    seen.add(key);
  }
  return null;
}

export function formValuesOf(detail: QuestionnaireDetail): QuestionnaireFormValues {
  const type = detail.type as QuestionnaireType;
  return {
    name: detail.name,
    description: detail.description ?? "",
    type,
    questions: [...detail.questions]
      .sort((a, b) => a.position - b.position)
      .map((question) => ({
        question_id: question.id,
        text: question.text,
        response_type: question.response_type,
        options: question.options.join("\n"),
        guidance: question.guidance ?? "",
      })),
  };
}

function questionInput(question: QuestionFormValues): QuestionInput {
  const guidance = question.guidance.trim();
  return {
    ...(question.question_id ? { id: question.question_id } : {}),
    text: question.text.trim(),
    response_type: question.response_type,
    ...(usesOptions(question.response_type) ? { options: optionLines(question.options) } : {}),
    ...(guidance ? { guidance } : {}),
  };
}

export function createBody(values: QuestionnaireFormValues): CreateQuestionnaireInput {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description ? { description } : {}),
    type: values.type,
    questions: values.questions.map(questionInput),
  };
}

/**
 * The PATCH: name, description and the whole question list in its order (an entry with an `id` edits
 * that question, one without adds a question, a question left out is removed). A cleared description
 * is sent as "" so it is cleared.
 */
export function updateBody(values: QuestionnaireFormValues): UpdateQuestionnaireInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    questions: values.questions.map(questionInput),
  };
}
