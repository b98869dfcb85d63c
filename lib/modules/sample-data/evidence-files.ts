import { discardStoredFile, type StoredUpload, storeGeneratedFile } from "@/lib/modules/documents";
import { SAMPLE_VENDORS } from "./catalog";
import { buildEvidence, evidenceContext } from "./evidence/build";
import type { EvidenceDocument } from "./evidence/model";
import { renderEvidence } from "./evidence/render";
import { EVIDENCE_PLANS } from "./risk-plan";

export interface PreparedFile {
  document: EvidenceDocument;
  obligations: string[];
  stored: StoredUpload;
  text: string | null;
}

export interface PreparedEvidence {
  /** Each planned vendor's files, stored, in the plan's order. */
  byVendor: Map<string, PreparedFile[]>;
  /** Removes the stored files (the signup they were made for did not commit). */
  discard(): Promise<void>;
}

/** A catalog vendor's position doubles as the seed that varies its evidence. */
function sampleVendorSeed(name: string): number {
  const seed = SAMPLE_VENDORS.findIndex((vendor) => vendor.name === name);
  if (seed < 0) {
    throw new Error(`sample data: no catalog vendor named ${name}`);
  }
  return seed;
}

const discardAll = async (stored: StoredUpload[]) => {
  await Promise.all(stored.map((file) => discardStoredFile(file).catch(() => undefined)));
};

/**
 * Renders every planned vendor's evidence and stores the files (blob storage, no database), so the
 * signup transaction only inserts rows. Dates in the documents are relative to `now`.
 */
export async function prepareSampleEvidence(org: { orgId: string; customer: string }, now: Date) {
  const rendered: { vendor: string; document: EvidenceDocument; obligations: string[] }[] = [];
  const files = [];
  for (const plan of EVIDENCE_PLANS) {
    const seed = sampleVendorSeed(plan.vendor);
    const vendor = SAMPLE_VENDORS[seed];
    if (!vendor) {
      continue;
    }
    const context = evidenceContext(plan, vendor, seed, org.customer, now);
    for (const item of buildEvidence(plan, context, seed)) {
      rendered.push({ vendor: plan.vendor, ...item });
      files.push(await renderEvidence(item.document, plan.vendor));
    }
  }
  const outcomes = await Promise.allSettled(files.map((file) => storeGeneratedFile(org.orgId, file)));
  const stored = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
  const failure = outcomes.find((outcome) => outcome.status === "rejected");
  if (failure) {
    await discardAll(stored);
    throw failure.reason;
  }
  const byVendor = new Map<string, PreparedFile[]>();
  for (const [index, item] of rendered.entries()) {
    const file = files[index];
    const storedFile = stored[index];
    if (file && storedFile) {
      const list = byVendor.get(item.vendor) ?? [];
      list.push({ document: item.document, obligations: item.obligations, stored: storedFile, text: file.text });
      byVendor.set(item.vendor, list);
    }
  }
  return { byVendor, discard: () => discardAll(stored) } satisfies PreparedEvidence;
}
