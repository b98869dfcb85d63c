import { describe, expect, it } from "vitest";
import { retryAfterSeconds } from "@/lib/web/portals";
import { formatWait } from "./action-messages";
import { availableActions } from "./action-model";
import { dateInputOf, dueAtFromDateInput, dueDateProblem } from "./due-input";
import { PORTAL_STATES, PORTAL_TYPES, portalName, portalStateLabel, portalTypeLabel } from "./model";

describe("labels", () => {
  it("names every type and state in words, never the code", () => {
    for (const type of PORTAL_TYPES) {
      expect(portalTypeLabel(type)).not.toBe(type);
    }
    for (const state of PORTAL_STATES) {
      expect(portalStateLabel(state)).not.toBe(state);
    }
    expect(portalTypeLabel("irq")).toBe("Inherent risk questionnaire");
    expect(portalTypeLabel("findings_commitment")).toBe("Findings commitment");
    expect(portalTypeLabel("something_new")).toBe("Something new");
  });

  it("names a request by its display name, else its type", () => {
    expect(portalName({ display_name: "Security review: Acme", type: "assessment" })).toBe("Security review: Acme");
    expect(portalName({ display_name: null, type: "irq" })).toBe("Inherent risk questionnaire");
    expect(portalName({ display_name: "  ", type: "rfp" })).toBe("Request for proposal");
  });
});

describe("availableActions", () => {
  it("offers what the API allows from each state", () => {
    expect(availableActions({ status: "open", paused: false })).toEqual(["pause", "extend", "remind", "close"]);
    expect(availableActions({ status: "open", paused: true })).toEqual(["resume", "extend", "close"]);
    expect(availableActions({ status: "analyzing", paused: false })).toEqual(["pause", "extend", "remind", "close"]);
    expect(availableActions({ status: "submitted", paused: false })).toEqual(["reopen", "close"]);
    expect(availableActions({ status: "closed", paused: false })).toEqual(["reopen"]);
  });
});

describe("formatWait", () => {
  it("says the wait in words", () => {
    expect(formatWait(1)).toBe("1 second");
    expect(formatWait(45)).toBe("45 seconds");
    expect(formatWait(61)).toBe("2 minutes");
    expect(formatWait(3600)).toBe("1 hour");
    expect(formatWait(86_399)).toBe("24 hours");
    expect(formatWait(3 * 3600 + 19 * 60 + 5)).toBe("3 hours and 20 minutes");
    expect(formatWait(0)).toBe("1 second");
  });
});

describe("retryAfterSeconds", () => {
  it("reads delta seconds and HTTP dates", () => {
    expect(retryAfterSeconds("120")).toBe(120);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds("soon")).toBeNull();
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(retryAfterSeconds("Thu, 01 Jan 2026 12:01:00 GMT", now)).toBe(60);
  });
});

describe("due dates", () => {
  it("holds a day as the end of its UTC day", () => {
    const dueAt = dueAtFromDateInput("2026-12-31");
    expect(dueAt).toBe(Date.UTC(2026, 11, 31, 23, 59, 59) / 1000);
    expect(dateInputOf(dueAt ?? null)).toBe("2026-12-31");
    expect(dueAtFromDateInput("")).toBeNull();
    expect(dueAtFromDateInput("2026-02-30")).toBeUndefined();
    expect(dueAtFromDateInput("31/12/2026")).toBeUndefined();
  });

  it("takes today or a later day", () => {
    const now = Date.UTC(2026, 5, 15, 18, 0, 0) / 1000;
    expect(dueDateProblem("2026-06-15", now, { required: true })).toBeNull();
    expect(dueDateProblem("2026-06-14", now, { required: true })).toBe("Choose today or a later day.");
    expect(dueDateProblem("", now, { required: true })).toBe("Choose the new due date.");
    expect(dueDateProblem("", now, { required: false })).toBeNull();
    expect(dueDateProblem("nope", now, { required: false })).toBe("Enter a valid date.");
  });
});
