import type { BadgeVariant } from "@/components/ui/badge";
import { PURL_TYPE_ECOSYSTEMS } from "@/lib/contract/osv-ecosystems";
import type { AdvisorySeverity } from "@/lib/web/hooks/bill-of-materials";

export const SEVERITY_LABELS: Readonly<Record<AdvisorySeverity, string>> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
};

export const SEVERITY_VARIANTS: Readonly<Record<AdvisorySeverity, BadgeVariant>> = {
  critical: "danger",
  high: "danger",
  medium: "warning",
  low: "info",
};

export interface ParsedPurl {
  type: string;
  namespace: string | null;
  name: string;
  version: string | null;
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** `pkg:type/namespace/name@version?qualifiers#subpath`, leniently; null when it is not a purl. */
export function parsePurl(purl: string): ParsedPurl | null {
  const match = /^pkg:\/*([a-zA-Z][a-zA-Z0-9.+-]*)\/(.+)$/.exec(purl.trim());
  if (!match) {
    return null;
  }
  const type = (match[1] ?? "").toLowerCase();
  const rest = (match[2] ?? "").split("#")[0]?.split("?")[0] ?? "";
  const at = rest.lastIndexOf("@");
  const path = at > 0 ? rest.slice(0, at) : rest;
  const version = at > 0 ? decode(rest.slice(at + 1)) : null;
  const segments = path.split("/").filter(Boolean).map(decode);
  const name = segments.pop();
  if (!name) {
    return null;
  }
  return { type, namespace: segments.length > 0 ? segments.join("/") : null, name, version: version || null };
}

/** The package as OSV names it: Maven "group:artifact", npm "@scope/name", Go and Packagist "a/b". */
export function osvPackage(purl: ParsedPurl): { ecosystem: string; name: string; purl: string } {
  const ecosystem = PURL_TYPE_ECOSYSTEMS[purl.type] ?? "";
  let name = purl.name;
  if (purl.namespace) {
    name = purl.type === "maven" ? `${purl.namespace}:${purl.name}` : `${purl.namespace}/${purl.name}`;
  }
  const path = [purl.namespace, purl.name]
    .filter((part): part is string => Boolean(part))
    .map((part) => part.split("/").map(encodeURIComponent).join("/"))
    .join("/");
  return { ecosystem, name, purl: `pkg:${purl.type}/${path}` };
}

export interface AdvisoryDraftSource {
  purl?: string | null;
  name?: string | null;
  version?: string | null;
}

/**
 * An OSV advisory to finish before importing: the id to fill in (LOCAL-…), the affected package from
 * the component's purl (or its name), an ECOSYSTEM range from "0" whose fixed version is left blank,
 * and the version found listed as affected.
 */
export function osvDraft(source: AdvisoryDraftSource): string {
  const parsed = source.purl ? parsePurl(source.purl) : null;
  const version = source.version?.trim() || parsed?.version || null;
  const pkg = parsed ? osvPackage(parsed) : { ecosystem: "", name: source.name?.trim() ?? "" };
  const draft = {
    id: "LOCAL-",
    summary: `Vulnerability in ${pkg.name || "this component"}`,
    details: "",
    affected: [
      {
        package: pkg,
        ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "0" }, { fixed: "" }] }],
        ...(version ? { versions: [version] } : {}),
      },
    ],
    database_specific: { severity: "HIGH" },
  };
  return JSON.stringify(draft, null, 2);
}

/** The pasted text as one JSON object, or what is wrong with it in words. */
export function readAdvisoryJson(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (!text.trim()) {
    return { ok: false, message: "Paste an OSV advisory (JSON), or read one from a file." };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: `This is not valid JSON: ${error instanceof Error ? error.message : "it could not be read"}.`,
    };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, message: "An OSV advisory is one JSON object ({…}), not a list or a single value." };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
