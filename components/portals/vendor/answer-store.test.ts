import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnswerStore, DEBOUNCE_MS, type DraftStorage, type StoredDrafts } from "./answer-store";
import type { PortalAnswer, PortalQuestion, Questionnaire, SavedAnswer } from "./types";

const question = (id: string, extra: Partial<PortalQuestion> = {}): PortalQuestion => ({
  id,
  text: `Question ${id}`,
  guidance: null,
  response_type: "free_text",
  options: [],
  required: true,
  answer: null,
  earlier_answer: null,
  ...extra,
});

function questionnaire(questions: PortalQuestion[]): Questionnaire {
  return {
    id: "cbsbpt_1",
    organization_name: "Acme",
    type: "irq",
    display_name: "Security review",
    state: "open",
    paused: false,
    due_at: null,
    submitted_at: null,
    visitor: { email: "ana@vendor.test", section_key: null },
    progress: { answered: 0, total: questions.length, required_unanswered: questions.length },
    sections: [{ key: "s1", title: "Section", editable: true, handed_to: [], questions }],
  };
}

const savedAnswer = (body: Record<string, unknown>): SavedAnswer => {
  const answer: PortalAnswer = {
    answer_text: (body.answer_text as string | null | undefined) ?? null,
    selected_options: (body.selected_options as string[] | undefined) ?? [],
    comment: (body.comment as string | null | undefined) ?? null,
    documents: [],
    confirmed: true,
    answered_by: "ana@vendor.test",
    updated_at: 1,
  };
  return { answer, progress: { answered: 1, total: 1, required_unanswered: 0 } };
};

function memoryDrafts(initial: StoredDrafts = {}): DraftStorage & { current: StoredDrafts } {
  const storage = {
    current: initial,
    read: () => storage.current,
    write: (drafts: StoredDrafts) => {
      storage.current = drafts;
    },
  };
  return storage;
}

describe("AnswerStore autosave", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("debounces typing into one save of the last text, and saves at once on a choice", async () => {
    const save = vi.fn(async (_id: string, body: Record<string, unknown>) => savedAnswer(body));
    const store = new AnswerStore(
      questionnaire([question("q1"), question("q2", { response_type: "single_select", options: ["Yes", "No"] })]),
      { save },
    );
    store.edit("q1", { answer_text: "H" }, "debounce");
    store.edit("q1", { answer_text: "Hello" }, "debounce");
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith("q1", { answer_text: "Hello" }, false);
    expect(store.entry("q1")?.save.kind).toBe("saved");

    store.edit("q2", { selected_options: ["No"] }, "now");
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith("q2", { selected_options: ["No"] }, false);
    expect(store.progress.answered).toBe(1);
  });

  it("keeps edits through a failed save, shows the error and saves them on retry", async () => {
    const save = vi
      .fn<(id: string, body: Record<string, unknown>) => Promise<SavedAnswer>>()
      .mockRejectedValueOnce(new Error("Offline"))
      .mockImplementation(async (_id, body) => savedAnswer(body));
    const drafts = memoryDrafts();
    const store = new AnswerStore(questionnaire([question("q1")]), {
      save,
      drafts,
      describeError: (error) => (error as Error).message,
    });
    store.edit("q1", { answer_text: "Typed", comment: "Note" }, "now");
    await vi.advanceTimersByTimeAsync(0);
    expect(store.entry("q1")?.save).toEqual({ kind: "error", message: "Offline" });
    expect(store.entry("q1")?.values.answer_text).toBe("Typed");
    expect(store.hasUnsaved()).toBe(true);
    expect(drafts.current.q1?.values.answer_text).toBe("Typed");

    expect(await store.flush("q1")).toBe(true);
    expect(save).toHaveBeenLastCalledWith("q1", { answer_text: "Typed", comment: "Note" }, false);
    expect(store.hasUnsaved()).toBe(false);
    expect(drafts.current).toEqual({});
  });

  it("sends edits made during a save after it, in order, and flushAll waits for both", async () => {
    const bodies: Record<string, unknown>[] = [];
    let release: (() => void) | undefined;
    const save = vi.fn(async (_id: string, body: Record<string, unknown>) => {
      bodies.push(body);
      if (bodies.length === 1) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return savedAnswer(body);
    });
    const store = new AnswerStore(questionnaire([question("q1")]), { save });
    store.edit("q1", { answer_text: "One" }, "now");
    await vi.advanceTimersByTimeAsync(0);
    store.edit("q1", { answer_text: "One two" }, "debounce");
    const flushed = store.flushAll();
    release?.();
    expect(await flushed).toBe(true);
    expect(bodies).toEqual([{ answer_text: "One" }, { answer_text: "One two" }]);
    expect(store.entry("q1")?.save.kind).toBe("saved");
  });

  it("saves every field of an earlier answer when it is confirmed or edited", async () => {
    const earlier = { answer_text: "Yes, AES-256", selected_options: [], comment: "Since 2020", answered_at: 1 };
    const save = vi.fn(async (_id: string, body: Record<string, unknown>) => savedAnswer(body));
    const store = new AnswerStore(
      questionnaire([question("q1", { earlier_answer: earlier }), question("q2", { earlier_answer: earlier })]),
      { save },
    );
    expect(store.entry("q1")?.reuse).toBe("offered");
    expect(store.entry("q1")?.values.answer_text).toBe("Yes, AES-256");

    expect(await store.acceptEarlier("q1")).toBe(true);
    expect(save).toHaveBeenLastCalledWith(
      "q1",
      { answer_text: "Yes, AES-256", selected_options: [], comment: "Since 2020" },
      false,
    );

    store.edit("q2", { comment: "Since 2021" }, "now");
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith(
      "q2",
      { answer_text: "Yes, AES-256", selected_options: [], comment: "Since 2021" },
      false,
    );
    expect(store.entry("q2")?.reuse).toBe("editing");
  });

  it("restores the tab's unsaved drafts and saves them, unless someone else saved the answer since", async () => {
    const save = vi.fn(async (_id: string, body: Record<string, unknown>) => savedAnswer(body));
    const values = { answer_text: "Draft", selected_options: [], comment: "" };
    const colleagueAnswer = { ...savedAnswer({ answer_text: "Theirs" }).answer, answered_by: "bo@vendor.test" };
    const drafts = memoryDrafts({
      q1: { values, fields: ["answer_text"], at: 1_000 },
      q2: { values, fields: ["answer_text"], at: 1_000 },
    });
    const store = new AnswerStore(
      questionnaire([question("q1"), question("q2", { answer: { ...colleagueAnswer, updated_at: 5 } })]),
      { save, drafts },
    );
    expect(store.entry("q1")?.values.answer_text).toBe("Draft");
    expect(store.entry("q2")?.values.answer_text).toBe("Theirs");
    store.resumeDrafts();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledExactlyOnceWith("q1", { answer_text: "Draft" }, false);
  });
});

describe("AnswerStore and evidence files", () => {
  it("keeps an offered earlier answer offered when a file is attached, and unsaved", () => {
    const earlier = { answer_text: "Yes", selected_options: [], comment: null, answered_at: 1 };
    const save = vi.fn();
    const store = new AnswerStore(questionnaire([question("q1", { earlier_answer: earlier })]), { save });
    store.addDocument("q1", { id: "cbdoc_1", name: "policy.pdf" }, "ana@vendor.test");
    expect(store.entry("q1")?.reuse).toBe("offered");
    expect(store.entry("q1")?.answer?.documents).toEqual([{ id: "cbdoc_1", name: "policy.pdf" }]);
    expect(store.hasUnsaved()).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });
});
