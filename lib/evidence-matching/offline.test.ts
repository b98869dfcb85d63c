import { describe, expect, it } from "vitest";
import { soc2ControlSet } from "@/lib/modules/controls/catalog/soc2";
import type { EvaluableControl } from "./evaluator";
import { scoreOf } from "./evaluator";
import { evaluateControlOffline, indexEvidence } from "./offline";
import { splitSentences, statesAbsence, stem } from "./text";

function control(ref: string): EvaluableControl {
  const template = soc2ControlSet.controls.find((candidate) => candidate.ref === ref);
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

  it("finds a control not met when the document says the practice is absent", () => {
    const pentest = evaluateControlOffline(control("CC7.1"), index);
    expect(pentest.result).toBe("not_met");
    expect(pentest.evidence.map((evidence) => evidence.quote)).toEqual([
      "We do not currently perform penetration testing by an independent third party.",
    ]);
  });

  it("reports no evidence for a control the documents never address", () => {
    const backups = evaluateControlOffline(control("A1.3"), index);
    expect(backups.result).toBe("no_evidence");
    expect(backups.evidence).toEqual([]);
    expect(backups.rationale).toContain("None of the 1 document(s)");
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

  it("does not read prohibitions as absences", () => {
    expect(statesAbsence("passwords must not be shared with anyone.")).toBe(false);
    expect(statesAbsence("no production data is used in test environments.")).toBe(false);
    expect(statesAbsence("no exceptions were noted.")).toBe(false);
    expect(statesAbsence("the company does not maintain a formal risk register.")).toBe(true);
    expect(statesAbsence("there is no documented incident response plan.")).toBe(true);
    expect(statesAbsence("mfa is not enforced for contractors.")).toBe(true);
  });

  it("stems word forms to one root", () => {
    expect(new Set(["encrypted", "encryption", "encrypts", "encrypting"].map(stem))).toEqual(new Set(["encrypt"]));
    expect(stem("policies")).toBe(stem("policy"));
    expect(stem("reviewed")).toBe(stem("reviews"));
    expect(stem("access")).toBe(stem("accessed"));
  });

  it("splits text into sentences at terminators, blank lines and list items", () => {
    const sentences = splitSentences("First point. Second point!\n\nThird\n- fourth item\n1. fifth item", 0);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "First point.",
      "Second point!",
      "Third",
      "- fourth item",
      "1. fifth item",
    ]);
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
