import { describe, expect, it } from "vitest";
import type { EvidenceDocument as EngineDocument } from "@/lib/evidence-matching";
import { evaluateControlOffline, indexEvidence } from "@/lib/evidence-matching";
import { iso27001ControlSet, soc2ControlSet } from "@/lib/modules/controls/catalog";
import { extractText } from "@/lib/modules/documents/extract";
import { SAMPLE_VENDORS } from "../catalog";
import { EVIDENCE_PLANS, type EvidencePlan } from "../risk-plan";
import { buildEvidence, evidenceContext } from "./build";
import { renderEvidence } from "./render";

// The generated evidence, without a database: real files whose text is what extraction finds, and
// wording the offline evaluator reads as the plan intends.

const NOW = new Date("2026-03-15T12:00:00Z");

async function filesOf(plan: EvidencePlan) {
  const seed = SAMPLE_VENDORS.findIndex((vendor) => vendor.name === plan.vendor);
  const vendor = SAMPLE_VENDORS[seed];
  if (!vendor) {
    throw new Error(`no catalog vendor ${plan.vendor}`);
  }
  const items = buildEvidence(plan, evidenceContext(plan, vendor, seed, "Acme Corp", NOW), seed);
  return Promise.all(items.map(async (item) => ({ ...item, file: await renderEvidence(item.document, plan.vendor) })));
}

function resultsOf(plan: EvidencePlan, documents: EngineDocument[]) {
  const set = plan.assessment?.controlSet === "iso27001" ? iso27001ControlSet : soc2ControlSet;
  const index = indexEvidence(documents);
  return Object.fromEntries(
    set.controls.map((control) => [control.ref, evaluateControlOffline({ id: control.ref, ...control }, index).result]),
  );
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const plan = (vendor: string) => EVIDENCE_PLANS.find((candidate) => candidate.vendor === vendor) as EvidencePlan;

describe("sample evidence", () => {
  it("renders real files whose extracted text is the stored text (a PDF's, every paragraph of it)", async () => {
    for (const vendor of [
      "Peoplegrid HR",
      "Paystream Payroll",
      "Signalhouse CRM",
      "Benefitly",
      "Bluepeak Hosting",
      "Adpilot",
    ]) {
      for (const { file } of await filesOf(plan(vendor))) {
        const extension = file.fileName.split(".").pop() ?? "";
        if (extension === "md" || extension === "txt") {
          expect(await extractText(extension, Buffer.from(file.bytes))).toBe(file.text);
        }
        if (extension !== "pdf") {
          continue;
        }
        expect(Buffer.from(file.bytes).subarray(0, 5).toString("latin1")).toBe("%PDF-");
        const text = (await extractText("pdf", Buffer.from(file.bytes))) ?? "";
        const extracted = squash(text.replace(/^.* - page \d+ of \d+$/gm, ""));
        for (const paragraph of (file.text ?? "").split(/\n\n/)) {
          expect(extracted).toContain(squash(paragraph));
        }
      }
    }
  }, 60_000);

  it("is the same text for the same signup date, and names the organization as the customer", async () => {
    const first = await filesOf(plan("Ledgerly"));
    const second = await filesOf(plan("Ledgerly"));
    expect(first.map((item) => item.file.text)).toEqual(second.map((item) => item.file.text));
    const dpa = first.find((item) => item.document.documentType === "dpa");
    expect(dpa?.file.text).toContain('Between Acme Corp ("Customer", the controller) and Ledgerly ("Processor")');
    expect(dpa?.obligations).toEqual([
      "Customer is responsible for giving Ledgerly lawful, documented processing instructions and for informing data subjects of the processing.",
    ]);
    const report = first.find((item) => item.document.documentType === "soc2_type2");
    expect(report?.obligations).toHaveLength(4);
    for (const cuec of report?.obligations ?? []) {
      expect(report?.file.text).toContain(cuec);
    }
  });

  it("reads to the offline evaluator as planned: strong vendors mostly met, stated gaps not met, omissions without evidence", async () => {
    const evaluate = async (vendor: string) => {
      const files = await filesOf(plan(vendor));
      const documents = files.flatMap(({ file }, index) =>
        file.text ? [{ id: String(index), name: file.fileName, text: file.text }] : [],
      );
      return resultsOf(plan(vendor), documents);
    };
    const strong = Object.values(await evaluate("Codeharbor"));
    expect(strong.filter((result) => result === "met").length).toBeGreaterThanOrEqual(18);
    expect(strong).not.toContain("not_met");

    const developing = await evaluate("Peoplegrid HR");
    expect(developing).toMatchObject({ "CC7.1": "not_met", "CC6.1": "partially_met", "CC6.7": "partially_met" });
    expect(Object.values(developing)).toContain("no_evidence");
    expect(Object.values(developing)).toContain("met");

    const weak = Object.values(await evaluate("Threadline Chat"));
    expect(weak.filter((result) => result === "not_met" || result === "no_evidence").length).toBeGreaterThan(11);

    expect(Object.values(await evaluate("Chatterbox Live")).every((result) => result === "no_evidence")).toBe(true);
  });
});
