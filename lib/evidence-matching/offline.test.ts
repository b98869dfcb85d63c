import { describe, expect, it } from "vitest";
import { soc2ControlSet } from "@/lib/modules/controls/catalog/soc2";
import { zeroTouchControlSet } from "@/lib/modules/controls/catalog/zero-touch";
import type { ControlEvaluation, EvaluableControl } from "./evaluator";
import { scoreOf } from "./evaluator";
import { evaluateControlOffline, indexEvidence } from "./offline";
import { quantitiesOf, requirementOf, shortfallOf } from "./quantities";
import { isHeadingLine, polarityOf, splitSentences, statesAbsence, stem } from "./text";

function control(ref: string): EvaluableControl {
  const template = [...soc2ControlSet.controls, ...zeroTouchControlSet.controls].find(
    (candidate) => candidate.ref === ref,
  );
  if (!template) {
    throw new Error(`no control ${ref}`);
  }
  return { id: ref, ...template };
}

const securityReport = [
  "Multi-factor authentication (MFA) is enforced for all remote access, privileged access and access to production environments.",
  "Each user has a unique account, and shared or generic accounts are prohibited.",
  "Password requirements follow a documented standard with a minimum length of 14 characters and lockout after five failed attempts.",
  "Access to production is brokered through single sign-on with our centralized identity provider.",
  "",
  "Customer data in transit over public networks is encrypted using TLS 1.2 or higher.",
  "Customer data at rest in databases and storage is encrypted using AES-256.",
  "Encryption keys are managed in a KMS with restricted access and automatic rotation.",
  "",
  "We do not currently perform penetration testing by an independent third party.",
  "Vulnerability scans of infrastructure and applications are performed monthly.",
].join("\n");

const documents = [{ id: "cbvdoc_report", name: "security-report.pdf", text: securityReport }];
const index = indexEvidence(documents);

const evaluate = (ref: string, text: string) =>
  evaluateControlOffline(control(ref), indexEvidence([{ id: "d", name: "evidence.txt", text }]));

/** The quote rule every evaluation keeps: quotes only for evidence, and only text the document has. */
function expectQuoteRule(evaluation: ControlEvaluation, text: string) {
  if (evaluation.result === "no_evidence") {
    expect(evaluation.evidence).toEqual([]);
    return;
  }
  expect(evaluation.evidence.length).toBeGreaterThan(0);
  for (const evidence of evaluation.evidence) {
    expect(text).toContain(evidence.quote);
  }
}

describe("offline control evaluator", () => {
  it("finds a control met when most of its criteria are evidenced, quoting the document", () => {
    const mfa = evaluateControlOffline(control("CC6.1"), index);
    expect(mfa.result).toBe("met");
    expect(mfa.rationale).toMatch(/^4 of 4 criteria evidenced/);
    expect(mfa.evidence.length).toBeGreaterThan(0);
    expect(mfa.evidence[0]).toEqual({
      document_id: "cbvdoc_report",
      document_name: "security-report.pdf",
      quote: expect.stringContaining("Multi-factor authentication (MFA) is enforced"),
    });
    expect(evaluateControlOffline(control("CC6.7"), index).result).toBe("met");
  });

  it("finds a control not met when the document says the practice is absent, quoting the absence", () => {
    const text = "We do not currently perform penetration testing by an independent third party.";
    const pentest = evaluate("CC7.1", text);
    expect(pentest.result).toBe("not_met");
    expect(pentest.evidence.map((evidence) => evidence.quote)).toEqual([text]);
  });

  it("finds a control partially met when an absence sits beside evidence of another criterion", () => {
    const pentest = evaluateControlOffline(control("CC7.1"), index);
    expect(pentest.result).toBe("partially_met");
    expect(pentest.evidence.map((evidence) => evidence.quote)).toEqual([
      "Vulnerability scans of infrastructure and applications are performed monthly.",
      "We do not currently perform penetration testing by an independent third party.",
    ]);
  });

  it("reports no evidence, without a quote, for a control the documents never address", () => {
    const backups = evaluateControlOffline(control("A1.3"), index);
    expect(backups.result).toBe("no_evidence");
    expect(backups.evidence).toEqual([]);
    expect(backups.rationale).toMatch(
      /^No evidence: none of the 1 document\(s\) addresses this control \(looked for: /,
    );
  });

  it("never quotes a passage for no evidence, even one naming the control's subject", () => {
    const pointer = evaluate("CC6.7", "See the encryption section below for details on how we protect your data.");
    expect(pointer).toMatchObject({ result: "no_evidence", evidence: [] });
    const offTopic = evaluate(
      "ZT-09",
      "Notifications: choose whether to get an email when a teammate comments on a document.",
    );
    expect(offTopic).toMatchObject({ result: "no_evidence", evidence: [] });
    expect(offTopic.rationale).toMatch(/^No evidence: the 1 document\(s\) mention the subject/);
  });

  it("finds a control partially met when only some criteria are evidenced", () => {
    const text = "Backups of customer data are taken daily and encrypted. Backups are replicated to a separate region.";
    const result = evaluateControlOffline(control("A1.2"), indexEvidence([{ id: "d", name: "bcp.txt", text }]));
    expect(result.result).toBe("met");
    const partial = evaluateControlOffline(
      control("A1.2"),
      indexEvidence([{ id: "d", name: "bcp.txt", text: "Customer data backups run daily and are encrypted." }]),
    );
    expect(partial.result).toBe("partially_met");
    expect(partial.rationale).toMatch(/^1 of 3 criteria evidenced\. Not shown:/);
  });

  it("reads paraphrases through synonyms: a notification commitment quoted is evidence, not 'no evidence'", () => {
    const text = "Customers are notified of security incidents affecting their data within 72 hours.";
    const notice = evaluate("ZT-09", text);
    expect(notice.result).toBe("met");
    expect(notice.evidence.map((evidence) => evidence.quote)).toEqual([text]);
    const mfa = evaluate("CC6.1", "Two-step verification is required for every engineer reaching production.");
    expect(mfa.result).toBe("partially_met");
    expectQuoteRule(mfa, "Two-step verification is required for every engineer reaching production.");
  });

  it("reads plans as not in place today", () => {
    for (const text of [
      "Automated backups will be enabled in Q3, once the migration is complete.",
      "Backup restore testing is on our roadmap for next year.",
      "We plan to introduce encrypted backups to a second region by the end of the year.",
    ]) {
      const backups = evaluate("A1.2", text);
      expect(backups.result, text).toBe("not_met");
      expect(backups.rationale).toMatch(/planned, not in place today/);
      expect(backups.evidence.map((evidence) => evidence.quote)).toEqual([text]);
    }
  });

  it("reads a stated exception as partially met, with the exception quoted", () => {
    const text =
      "2FA is enforced for all corporate applications behind our SSO, except for the legacy build server, which accepts password-only logins.";
    const mfa = evaluate("CC6.1", text);
    expect(mfa.result).toBe("partially_met");
    expect(mfa.evidence.map((evidence) => evidence.quote)).toContain(text);
  });

  it("reads a negation by what it negates, and bad practices stated plainly as gaps", () => {
    const optional = evaluate(
      "CC6.1",
      "Multi-factor authentication is available to staff but optional. The team shares a single root login.",
    );
    expect(optional.result).toBe("not_met");
    const cleared = evaluate(
      "CC6.8",
      "EDR runs on every laptop and server. Laptops are centrally managed with full-disk encryption and screen lock. Staff do not have local administrator rights, so unapproved software cannot be installed.",
    );
    // The negation states the control (no local admin rights), so it shows it in place.
    expect(cleared.result).toBe("met");
    expect(cleared.evidence.map((quote) => quote.quote).join(" ")).toMatch(/EDR|administrator/);
    const denied = evaluate("CC6.1", "MFA is not enforced for all users; multi-factor authentication is optional.");
    expect(denied.result).toBe("not_met");
  });

  it("reads numbers against what a criterion asks: a yearly review is short of a quarterly one", () => {
    const reviews = evaluate(
      "CC6.3",
      "Access is granted on a role basis aligned to job function. User access reviews are performed once a year.",
    );
    expect(reviews.result).toBe("partially_met");
    expect(shortfallOf(requirementOf("reviewed at least quarterly"), quantitiesOf("reviewed once a year"))).toMatch(
      /less often/,
    );
    expect(shortfallOf(requirementOf("reviewed at least quarterly"), quantitiesOf("reviewed every month"))).toBeNull();
    expect(shortfallOf(requirementOf("uptime of at least 99.9%"), quantitiesOf("99.42% uptime"))).toMatch(/below/);
    expect(shortfallOf(requirementOf("retained for at least one year"), quantitiesOf("kept for 7 days"))).toMatch(
      /shorter/,
    );
  });

  it("never takes headings or contents lines for evidence", () => {
    for (const text of [
      "3. Risk Management\n\n3.1 Risk Assessment Methodology\n\n3.2 Risk Treatment",
      "Contents\n1. Introduction .......... 3\n7. Logging and Monitoring .......... 18",
      "## Business Continuity\n\n## Disaster Recovery",
      "PHYSICAL SECURITY\n\nThis section will be completed in the next revision of this document.",
    ]) {
      for (const ref of ["CC3.2", "CC7.2", "A1.3", "CC6.4"]) {
        expect(evaluate(ref, text), `${ref}: ${text}`).toMatchObject({ result: "no_evidence", evidence: [] });
      }
    }
    expect(isHeadingLine("Section 6 - Physical and Environmental Security")).toBe(true);
    expect(isHeadingLine("Vulnerability scanning - Not in place")).toBe(false);
    expect(isHeadingLine("HSTS: not set")).toBe(false);
  });

  it("reads table rows and key-value lines with their headers, and quotes the row as written", () => {
    const table =
      "| Activity | Frequency |\n|---|---|\n| External penetration test | Annual, by an independent firm |\n| Internal vulnerability scanning | Not performed |";
    const pentest = evaluate("CC7.1", table);
    expect(pentest.result).toBe("partially_met");
    expect(pentest.evidence.map((evidence) => evidence.quote)).toEqual([
      "| External penetration test | Annual, by an independent firm |",
      "| Internal vulnerability scanning | Not performed |",
    ]);
    const lines = "Vulnerability scanning: No\nThird-party penetration test: Not performed\nPatch SLA: None defined";
    expect(evaluate("CC7.1", lines).result).toBe("not_met");
  });

  it("reads a short answer with its question", () => {
    const answer = evaluate("ZT-03", "Do you have a privacy policy?\nNot at this time.");
    expect(answer.result).toBe("not_met");
    expect(answer.evidence.map((evidence) => evidence.quote)).toEqual(["Not at this time."]);
  });

  it("does not read prohibitions as absences", () => {
    expect(statesAbsence("passwords must not be shared with anyone.")).toBe(false);
    expect(statesAbsence("no production data is used in test environments.")).toBe(false);
    expect(statesAbsence("no exceptions were noted.")).toBe(false);
    expect(statesAbsence("shared logins are prohibited by policy.")).toBe(false);
    expect(statesAbsence("the company does not maintain a formal risk register.")).toBe(true);
    expect(statesAbsence("there is no documented incident response plan.")).toBe(true);
    expect(statesAbsence("mfa is not enforced for contractors.")).toBe(true);
    expect(statesAbsence("customer files are stored unencrypted.")).toBe(true);
    expect(polarityOf("result: exception noted.")).toBe("exception");
    expect(polarityOf("not provided.")).toBe("neutral");
  });

  it("stems word forms to one root", () => {
    expect(new Set(["encrypted", "encryption", "encrypts", "encrypting"].map(stem))).toEqual(new Set(["encrypt"]));
    expect(stem("policies")).toBe(stem("policy"));
    expect(stem("reviewed")).toBe(stem("reviews"));
    expect(stem("access")).toBe(stem("accessed"));
    expect(stem("monthly")).not.toBe(stem("month"));
  });

  it("splits text into sentences at terminators, blank lines and list items, each a verbatim slice", () => {
    const text = "First point. Second point!\n\nThird\n- fourth item\n1. fifth item";
    const sentences = splitSentences(text, 0);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "First point.",
      "Second point!",
      "Third",
      "- fourth item",
      "1. fifth item",
    ]);
    const wrapped = "Customer data is encrypted\nat rest with  AES-256 (see the U.S. guidance).  Keys rotate yearly.";
    const pieces = splitSentences(wrapped, 0).map((sentence) => sentence.text);
    expect(pieces).toEqual([
      "Customer data is encrypted\nat rest with  AES-256 (see the U.S. guidance).",
      "Keys rotate yearly.",
    ]);
    for (const piece of pieces) {
      expect(wrapped).toContain(piece);
    }
  });

  it("scores the weighted share of met controls, half credit for partially met", () => {
    expect(
      scoreOf([
        { weight: 2, result: "met" },
        { weight: 1, result: "partially_met" },
        { weight: 1, result: "not_met" },
      ]),
    ).toBe(0.625);
    expect(scoreOf([])).toBeNull();
  });
});
