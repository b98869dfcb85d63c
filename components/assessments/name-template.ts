/** The placeholders of `assessment_name_format`, as the API renders them (docs/api-notes.md). */
export const NAME_PLACEHOLDERS = [
  "vendor_name",
  "date",
  "year",
  "quarter",
  "month",
  "control_sets",
  "services",
] as const;
type Placeholder = (typeof NAME_PLACEHOLDERS)[number];

/** The name the API gives an assessment created without a name or template. */
export const DEFAULT_NAME_TEMPLATE = "{vendor_name} assessment {date}";

export interface NameTemplateValues {
  vendorName: string;
  controlSets: readonly string[];
  services: readonly string[];
  now: Date;
}

const isPlaceholder = (name: string): name is Placeholder => (NAME_PLACEHOLDERS as readonly string[]).includes(name);

function placeholderValue(name: Placeholder, values: NameTemplateValues): string {
  const { now } = values;
  const month = now.getUTCMonth() + 1;
  switch (name) {
    case "vendor_name":
      return values.vendorName;
    case "date":
      return now.toISOString().slice(0, 10);
    case "year":
      return String(now.getUTCFullYear());
    case "quarter":
      return `Q${Math.floor((month - 1) / 3) + 1}`;
    case "month":
      return String(month).padStart(2, "0");
    case "control_sets":
      return values.controlSets.join(", ");
    case "services":
      return values.services.join(", ");
  }
}

/**
 * A preview of the name the API will render from `template` (dates in UTC), or why it would refuse
 * it: an unknown placeholder, or a name that comes out empty.
 */
export function renderNameTemplate(template: string, values: NameTemplateValues): { name: string } | { error: string } {
  const unknown = [...template.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1] ?? "")
    .filter((name) => !isPlaceholder(name));
  if (unknown.length > 0) {
    const list = NAME_PLACEHOLDERS.map((name) => `{${name}}`).join(" ");
    return { error: `Unknown placeholder {${unknown[0]}}. Use ${list}.` };
  }
  const name = template.replace(/\{([^{}]*)\}/g, (_, key: string) =>
    isPlaceholder(key) ? placeholderValue(key, values) : "",
  );
  const trimmed = name.replace(/\s+/g, " ").trim();
  return trimmed ? { name: trimmed } : { error: "This template makes an empty name." };
}
