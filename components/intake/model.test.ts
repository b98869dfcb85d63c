import { describe, expect, it } from "vitest";
import type { HumanAnswer, IntakeAnswer } from "@/lib/web/intake";
import {
  answerValue,
  contextCounterText,
  contextLengthState,
  groupAnswers,
  highlightSegments,
  needsPerson,
  progressAnnouncement,
  progressText,
  shortQuote,
} from "./model";

const human: HumanAnswer = {
  answer_text: "Yes",
  selected_options: [],
  answered_by: { id: "u1", name: "Erin" },
  answered_at: 1,
};

type Judged = Pick<IntakeAnswer, "status" | "confidence" | "human_answer"> & { id: string };
const answer = (id: string, status: IntakeAnswer["status"], confidence: IntakeAnswer["confidence"], by = false) =>
  ({ id, status, confidence, human_answer: by ? human : null }) satisfies Judged;

describe("which answers need a person", () => {
  it("asks for answers without grounded evidence, and failed ones, until someone answers", () => {
    expect(needsPerson(answer("a", "answered", "none"))).toBe(true);
    expect(needsPerson(answer("a", "answered", "weak"))).toBe(true);
    expect(needsPerson(answer("a", "failed", null))).toBe(true);
    expect(needsPerson(answer("a", "answered", "grounded"))).toBe(false);
    expect(needsPerson(answer("a", "pending", null))).toBe(false);
    expect(needsPerson(answer("a", "answered", "none", true))).toBe(false);
    expect(needsPerson(answer("a", "failed", null, true))).toBe(false);
  });

  it("groups them first, each group keeping the API's order", () => {
    const answers = [
      answer("grounded", "answered", "grounded"),
      answer("none", "answered", "none"),
      answer("pending", "pending", null),
      answer("failed", "failed", null),
      answer("answered-by-hand", "answered", "weak", true),
      answer("weak", "answered", "weak"),
    ];
    const { needsYou, rest } = groupAnswers(answers);
    expect(needsYou.map((a) => a.id)).toEqual(["none", "failed", "weak"]);
    expect(rest.map((a) => a.id)).toEqual(["grounded", "pending", "answered-by-hand"]);
  });
});

describe("highlighting a cited passage", () => {
  const text = "Payroll for 400 employees, hosted on AWS in us-east-1.";

  it("cuts the text around the passage", () => {
    const start = text.indexOf("AWS");
    expect(highlightSegments(text, { start, end: start + 3 })).toEqual([
      { text: "Payroll for 400 employees, hosted on ", highlighted: false },
      { text: "AWS", highlighted: true },
      { text: " in us-east-1.", highlighted: false },
    ]);
  });

  it("leaves out empty pieces at either end", () => {
    expect(highlightSegments("abc", { start: 0, end: 3 })).toEqual([{ text: "abc", highlighted: true }]);
    expect(highlightSegments("abc", { start: 0, end: 1 })).toEqual([
      { text: "a", highlighted: true },
      { text: "bc", highlighted: false },
    ]);
  });

  it("keeps the text whole without a range, or with one outside it or empty", () => {
    expect(highlightSegments(text, null)).toEqual([{ text, highlighted: false }]);
    expect(highlightSegments(text, { start: 5, end: 5 })).toEqual([{ text, highlighted: false }]);
    expect(highlightSegments(text, { start: 500, end: 600 })).toEqual([{ text, highlighted: false }]);
    expect(highlightSegments("", { start: 0, end: 3 })).toEqual([]);
  });

  it("clamps a range that runs past the end", () => {
    expect(highlightSegments("abcdef", { start: 4, end: 99 })).toEqual([
      { text: "abcd", highlighted: false },
      { text: "ef", highlighted: true },
    ]);
    expect(highlightSegments("abcdef", { start: -3, end: 2 })).toEqual([
      { text: "ab", highlighted: true },
      { text: "cdef", highlighted: false },
    ]);
  });
});

describe("the context's length", () => {
  it("is read whole up to 20,000 characters, in part up to 100,000, and refused beyond", () => {
    expect(contextLengthState(0)).toBe("ok");
    expect(contextLengthState(20_000)).toBe("ok");
    expect(contextLengthState(20_001)).toBe("long");
    expect(contextLengthState(100_000)).toBe("long");
    expect(contextLengthState(100_001)).toBe("too_long");
  });

  it("is counted with separators", () => {
    expect(contextCounterText(20_001)).toBe("20,001 of 100,000 characters");
  });
});

describe("progress", () => {
  const session = { answered_count: 7, question_count: 15, failed_count: 0 };

  it("counts what is answered", () => {
    expect(progressText(session)).toBe("7 of 15 answered");
    expect(progressAnnouncement({ ...session, status: "processing" })).toBe("Answering: 7 of 15 answered.");
  });

  it("says how the answering ended", () => {
    expect(progressAnnouncement({ ...session, answered_count: 15, status: "complete" })).toBe(
      "Answering complete: 15 of 15 answered.",
    );
    expect(progressAnnouncement({ ...session, answered_count: 14, failed_count: 1, status: "complete" })).toBe(
      "Answering complete: 14 of 15 answered. 1 could not be answered.",
    );
    expect(progressAnnouncement({ ...session, status: "failed" })).toMatch(/^Answering failed/);
  });
});

describe("showing answers and quotes", () => {
  it("shows chosen options, else the text, else nothing", () => {
    expect(answerValue({ answer_text: "A, B", selected_options: ["A", "B"] })).toBe("A, B");
    expect(answerValue({ answer_text: " Payroll ", selected_options: [] })).toBe("Payroll");
    expect(answerValue({ answer_text: null, selected_options: [] })).toBeNull();
    expect(answerValue({ answer_text: "  ", selected_options: [] })).toBeNull();
  });

  it("shortens a long quote at a word", () => {
    expect(shortQuote("short  quote\nhere")).toBe("short quote here");
    const long = "The vendor processes employee names, bank details and social security numbers for payroll runs.";
    const short = shortQuote(long, 40);
    expect(short.length).toBeLessThanOrEqual(41);
    expect(short).toBe("The vendor processes employee names…");
  });
});
