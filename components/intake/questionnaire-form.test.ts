import { describe, expect, it } from "vitest";
import type { QuestionnaireDetail } from "@/lib/web/intake";
import {
  createBody,
  EMPTY_QUESTION,
  formValuesOf,
  optionLines,
  optionsProblem,
  type QuestionnaireFormValues,
  updateBody,
} from "./questionnaire-form";

const detail: QuestionnaireDetail = {
  id: "cbqsr_1",
  name: "Inherent risk questionnaire",
  description: null,
  type: "irq",
  created_at: 1,
  updated_at: 2,
  question_count: 2,
  is_archived: false,
  questions: [
    {
      id: "cbqstn_b",
      position: 2,
      text: "Hosting?",
      response_type: "single_select",
      options: ["Cloud", "On premises"],
      guidance: null,
    },
    { id: "cbqstn_a", position: 1, text: "What service?", response_type: "free_text", options: [], guidance: "Scope" },
  ],
};

describe("a question's options", () => {
  it("are typed one per line", () => {
    expect(optionLines(" Yes \n\nNo\r\n  ")).toEqual(["Yes", "No"]);
  });

  it("must be 2 to 30 distinct labels for a select, and are not asked of free text", () => {
    expect(optionsProblem("free_text", "")).toBeNull();
    expect(optionsProblem("single_select", "Yes")).toBe("Give at least 2 options, one per line.");
    expect(optionsProblem("multi_select", "Yes\nNo")).toBeNull();
    expect(optionsProblem("multi_select", "Yes\nyes")).toBe("“yes” is listed twice.");
    expect(optionsProblem("single_select", Array.from({ length: 31 }, (_, i) => `O${i}`).join("\n"))).toBe(
      "Give at most 30 options.",
    );
    expect(optionsProblem("single_select", `A\n${"b".repeat(201)}`)).toBe("Keep each option to 200 characters.");
  });
});

describe("the questionnaire editor's values", () => {
  it("list the questions in their positions, options one per line", () => {
    const values = formValuesOf(detail);
    expect(values.questions.map((q) => q.question_id)).toEqual(["cbqstn_a", "cbqstn_b"]);
    expect(values.questions[1]?.options).toBe("Cloud\nOn premises");
    expect(values.description).toBe("");
  });

  it("send the whole list in its order, keeping the IDs of existing questions", () => {
    const values = formValuesOf(detail);
    const edited: QuestionnaireFormValues = {
      ...values,
      name: " Renamed ",
      questions: [
        values.questions[1] ?? EMPTY_QUESTION,
        { ...EMPTY_QUESTION, text: " New? ", response_type: "multi_select", options: "A\nB\n" },
      ],
    };
    expect(updateBody(edited)).toEqual({
      name: "Renamed",
      description: "",
      questions: [
        { id: "cbqstn_b", text: "Hosting?", response_type: "single_select", options: ["Cloud", "On premises"] },
        { text: "New?", response_type: "multi_select", options: ["A", "B"] },
      ],
    });
  });

  it("create a questionnaire with its type, leaving out what is empty", () => {
    expect(
      createBody({
        name: "Onboarding",
        description: " ",
        type: "vendor_onboarding",
        questions: [{ ...EMPTY_QUESTION, text: "Who signs?", options: "ignored", guidance: " Legal " }],
      }),
    ).toEqual({
      name: "Onboarding",
      type: "vendor_onboarding",
      questions: [{ text: "Who signs?", response_type: "free_text", guidance: "Legal" }],
    });
  });
});
