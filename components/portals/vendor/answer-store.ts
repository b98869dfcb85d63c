import type {
  AnswerField,
  AnswerValues,
  EarlierAnswer,
  PortalAnswer,
  PortalDocument,
  Progress,
  Questionnaire,
  SavedAnswer,
} from "./types";

/** Typing is saved this long after the last keystroke; a choice, a blur or leaving saves at once. */
export const DEBOUNCE_MS = 600;

export type SaveState =
  | { kind: "idle" }
  /** Edited, the save not sent yet (typing). */
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "error"; message: string };

export interface AnswerEntry {
  questionId: string;
  /** What the inputs show: the saved answer, an earlier answer offered for reuse, or unsaved edits. */
  values: AnswerValues;
  /** The answer as the server last stored it. */
  answer: PortalAnswer | null;
  /** "offered": the earlier answer is shown, not yet confirmed or edited. */
  reuse: "offered" | "editing" | null;
  earlier: EarlierAnswer | null;
  /** Fields edited since the last save that succeeded (kept through failures). */
  pending: readonly AnswerField[];
  /** The first save of an answer started from an earlier one sends every field, not only the edited one. */
  sendAll: boolean;
  save: SaveState;
}

export type SaveAnswer = (
  questionId: string,
  body: Record<string, unknown>,
  keepalive: boolean,
) => Promise<SavedAnswer>;

/** Unsaved edits kept in the tab (sessionStorage) until the server has them, so a reload or a lost session loses none. */
export interface DraftStorage {
  read(): StoredDrafts;
  write(drafts: StoredDrafts): void;
}
export type StoredDrafts = Record<string, { values: AnswerValues; fields: AnswerField[]; at: number }>;

export interface AnswerStoreOptions {
  save: SaveAnswer;
  drafts?: DraftStorage;
  /** The save was refused because the visitor's session ended (401). */
  onSignInRequired?: () => void;
  describeError?: (error: unknown) => string;
  errorCodeOf?: (error: unknown) => string | undefined;
}

const FIELDS: readonly AnswerField[] = ["answer_text", "selected_options", "comment"];

export const valuesOf = (from: PortalAnswer | EarlierAnswer | null): AnswerValues => ({
  answer_text: from?.answer_text ?? "",
  selected_options: from?.selected_options ?? [],
  comment: from?.comment ?? "",
});

/** The server's rule (vendor/service.ts isAnswered): confirmed and not empty. */
export const isAnswered = (answer: PortalAnswer | null | undefined) =>
  Boolean(
    answer?.confirmed &&
      (answer.answer_text?.trim() || answer.selected_options.length > 0 || answer.documents.length > 0),
  );

function bodyOf(values: AnswerValues, fields: readonly AnswerField[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === "selected_options") {
      body.selected_options = values.selected_options;
    } else {
      body[field] = values[field] === "" ? null : values[field];
    }
  }
  return body;
}

/** A draft read back from storage, if it has the shape this page wrote. */
function validDraft(draft: StoredDrafts[string] | undefined): StoredDrafts[string] | undefined {
  const values = draft?.values;
  const ok =
    typeof draft?.at === "number" &&
    Array.isArray(draft.fields) &&
    draft.fields.every((field) => FIELDS.includes(field)) &&
    typeof values?.answer_text === "string" &&
    typeof values.comment === "string" &&
    Array.isArray(values.selected_options) &&
    values.selected_options.every((option) => typeof option === "string");
  return ok ? draft : undefined;
}

const union = (a: readonly AnswerField[], b: readonly AnswerField[]) =>
  FIELDS.filter((f) => a.includes(f) || b.includes(f));

/**
 * Every answer of the questionnaire the visitor may edit, with its autosave: each question saves on its
 * own (one request at a time, in order), debounced while typing. Edits stay in `values` (and in the
 * tab's drafts) until a save of them succeeds, so a failed save loses nothing and is retried by the
 * next save, by Retry, or by `flushAll` (before changing section, submitting, or hiding the page).
 */
export class AnswerStore {
  private entries = new Map<string, AnswerEntry>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private chains = new Map<string, Promise<boolean>>();
  private listeners = new Set<() => void>();
  private editedAt = new Map<string, number>();
  private snapshot: AnswerEntry[] | null = null;
  private options: AnswerStoreOptions;
  progress: Progress;

  constructor(questionnaire: Questionnaire, options: AnswerStoreOptions) {
    this.options = options;
    this.progress = questionnaire.progress;
    const drafts = options.drafts?.read() ?? {};
    const visitor = questionnaire.visitor.email;
    for (const section of questionnaire.sections) {
      for (const question of section.questions) {
        const offered = Boolean(!question.answer && question.earlier_answer && section.editable);
        let entry: AnswerEntry = {
          questionId: question.id,
          values: valuesOf(question.answer ?? (offered ? question.earlier_answer : null)),
          answer: question.answer,
          reuse: offered ? "offered" : null,
          earlier: question.earlier_answer,
          pending: [],
          sendAll: false,
          save: { kind: "idle" },
        };
        const draft = validDraft(drafts[question.id]);
        // Kept unless someone else saved this answer after it was typed.
        const stale =
          draft &&
          question.answer &&
          question.answer.updated_at * 1000 > draft.at &&
          question.answer.answered_by !== visitor;
        if (draft && section.editable && !stale) {
          entry = { ...entry, values: draft.values, pending: draft.fields, reuse: null, sendAll: offered };
          this.editedAt.set(question.id, draft.at);
        }
        this.entries.set(question.id, entry);
      }
    }
    this.writeDrafts();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getProgress = () => this.progress;

  entry(questionId: string): AnswerEntry | undefined {
    return this.entries.get(questionId);
  }

  /** Every entry; the same array until something changes (a useSyncExternalStore snapshot). */
  all = (): AnswerEntry[] => {
    this.snapshot ??= [...this.entries.values()];
    return this.snapshot;
  };

  /** Whether any edit is not stored yet (typing, saving, or failed). */
  hasUnsaved(): boolean {
    return this.all().some((entry) => entry.pending.length > 0 || entry.sendAll);
  }

  /** The drafts restored from the tab: saved now that the visitor is back. */
  resumeDrafts(): void {
    for (const entry of this.all()) {
      if (entry.pending.length > 0) {
        void this.flush(entry.questionId);
      }
    }
  }

  /** An edit: typing waits for DEBOUNCE_MS of quiet ("debounce"), a choice or a blur saves "now". */
  edit(questionId: string, patch: Partial<AnswerValues>, when: "debounce" | "now"): void {
    const entry = this.entries.get(questionId);
    if (!entry) {
      return;
    }
    const fields = FIELDS.filter((field) => field in patch);
    this.editedAt.set(questionId, Date.now());
    this.update(questionId, {
      values: { ...entry.values, ...patch },
      pending: union(entry.pending, fields),
      // Editing the earlier answer makes it the answer: its other fields are saved with the edit.
      sendAll: entry.sendAll || entry.reuse === "offered",
      reuse: entry.reuse === "offered" ? "editing" : entry.reuse,
      save: entry.save.kind === "saving" ? entry.save : { kind: "pending" },
    });
    this.writeDrafts();
    this.clearTimer(questionId);
    if (when === "now") {
      void this.send(questionId, false);
    } else {
      this.timers.set(
        questionId,
        setTimeout(() => {
          this.timers.delete(questionId);
          void this.send(questionId, false);
        }, DEBOUNCE_MS),
      );
    }
  }

  /** Saves what is pending now (a blur, Retry). Resolves true when nothing is left unsaved. */
  flush(questionId: string, keepalive = false): Promise<boolean> {
    this.clearTimer(questionId);
    return this.send(questionId, keepalive);
  }

  /** Saves every pending edit; true when all of them are stored. */
  async flushAll(options: { keepalive?: boolean } = {}): Promise<boolean> {
    const ids = this.all()
      .filter((entry) => entry.pending.length > 0 || entry.sendAll || this.chains.has(entry.questionId))
      .map((entry) => entry.questionId);
    const results = await Promise.all(ids.map((id) => this.flush(id, options.keepalive)));
    return results.every(Boolean);
  }

  /** "Still accurate — use it": the earlier answer, saved as this request's answer. */
  acceptEarlier(questionId: string): Promise<boolean> {
    const entry = this.entries.get(questionId);
    if (!entry?.earlier) {
      return Promise.resolve(false);
    }
    this.editedAt.set(questionId, Date.now());
    this.update(questionId, {
      values: valuesOf(entry.earlier),
      pending: FIELDS,
      sendAll: true,
      reuse: null,
      save: { kind: "pending" },
    });
    this.writeDrafts();
    return this.flush(questionId);
  }

  /** "Edit instead": the earlier answer stays in the fields as a start; the first change saves it. */
  editEarlier(questionId: string): void {
    const entry = this.entries.get(questionId);
    if (entry?.reuse === "offered") {
      this.update(questionId, { reuse: "editing" });
    }
  }

  /** A file uploaded for the answer (the upload itself stored the link). */
  addDocument(questionId: string, document: PortalDocument, by: string): void {
    const entry = this.entries.get(questionId);
    if (!entry) {
      return;
    }
    const answer: PortalAnswer = entry.answer
      ? { ...entry.answer, documents: [...entry.answer.documents, document] }
      : {
          answer_text: null,
          selected_options: [],
          comment: null,
          documents: [document],
          confirmed: true,
          answered_by: by,
          updated_at: Math.floor(Date.now() / 1000),
        };
    // An earlier answer still offered stays offered: the file alone does not confirm it.
    this.update(questionId, { answer });
  }

  setProgress(progress: Progress): void {
    this.progress = progress;
    this.emit();
  }

  private send(questionId: string, keepalive: boolean): Promise<boolean> {
    const previous = this.chains.get(questionId) ?? Promise.resolve(true);
    const next = previous.then(() => this.sendNow(questionId, keepalive));
    this.chains.set(questionId, next);
    void next.finally(() => {
      if (this.chains.get(questionId) === next) {
        this.chains.delete(questionId);
      }
    });
    return next;
  }

  private async sendNow(questionId: string, keepalive: boolean): Promise<boolean> {
    const entry = this.entries.get(questionId);
    if (!entry) {
      return true;
    }
    if (entry.pending.length === 0 && !entry.sendAll) {
      return entry.save.kind !== "error";
    }
    const fields = entry.sendAll ? FIELDS : entry.pending;
    const sentAll = entry.sendAll;
    this.update(questionId, { pending: [], sendAll: false, save: { kind: "saving" } });
    try {
      const saved = await this.options.save(questionId, bodyOf(entry.values, fields), keepalive);
      const current = this.entries.get(questionId) ?? entry;
      this.progress = saved.progress;
      this.update(questionId, {
        answer: saved.answer,
        // Edits made while this save was on its way are still to be sent.
        save: current.pending.length > 0 || current.sendAll ? { kind: "pending" } : { kind: "saved" },
      });
      this.writeDrafts();
      return true;
    } catch (error) {
      const current = this.entries.get(questionId) ?? entry;
      this.update(questionId, {
        pending: union(fields, current.pending),
        sendAll: current.sendAll || sentAll,
        save: { kind: "error", message: this.options.describeError?.(error) ?? "Not saved." },
      });
      this.writeDrafts();
      if (this.options.errorCodeOf?.(error) === "portal_sign_in_required") {
        this.options.onSignInRequired?.();
      }
      return false;
    }
  }

  private clearTimer(questionId: string): void {
    const timer = this.timers.get(questionId);
    if (timer !== undefined) {
      clearTimeout(timer);
      this.timers.delete(questionId);
    }
  }

  private update(questionId: string, patch: Partial<AnswerEntry>): void {
    const entry = this.entries.get(questionId);
    if (entry) {
      this.entries.set(questionId, { ...entry, ...patch });
      this.snapshot = null;
      this.emit();
    }
  }

  private emit(): void {
    for (const listener of this.listeners) {
      listener();
    }
  }

  private writeDrafts(): void {
    if (!this.options.drafts) {
      return;
    }
    const drafts: StoredDrafts = {};
    for (const entry of this.all()) {
      if (entry.pending.length > 0 || entry.sendAll) {
        drafts[entry.questionId] = {
          values: entry.values,
          fields: entry.sendAll ? [...FIELDS] : [...entry.pending],
          at: this.editedAt.get(entry.questionId) ?? Date.now(),
        };
      }
    }
    this.options.drafts.write(drafts);
  }

  /** The questionnaire is leaving the page: typing still waiting for its debounce is saved now. */
  flushTimers(): void {
    for (const id of [...this.timers.keys()]) {
      void this.flush(id);
    }
  }
}

/** The tab's drafts of one request, in sessionStorage (nothing when storage is unavailable). */
export function sessionDrafts(portalId: string): DraftStorage {
  const key = `vrp-portal-drafts:${portalId}`;
  return {
    read() {
      try {
        const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? "{}");
        return parsed && typeof parsed === "object" ? (parsed as StoredDrafts) : {};
      } catch {
        return {};
      }
    },
    write(drafts) {
      try {
        if (Object.keys(drafts).length === 0) {
          window.sessionStorage.removeItem(key);
        } else {
          window.sessionStorage.setItem(key, JSON.stringify(drafts));
        }
      } catch {
        // Storage full or disabled: the edits are still in the page.
      }
    },
  };
}
