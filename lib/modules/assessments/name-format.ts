/** What an assessment_name_format template can say. */
export interface NameFacts {
  vendorName: string;
  controlSetNames: string[];
  serviceNames: string[];
  now: Date;
}

export const DEFAULT_NAME_FORMAT = "{vendor_name} assessment {date}";

const placeholders: Record<string, (facts: NameFacts) => string> = {
  vendor_name: (facts) => facts.vendorName,
  date: (facts) => facts.now.toISOString().slice(0, 10),
  year: (facts) => String(facts.now.getUTCFullYear()),
  quarter: (facts) => `Q${Math.floor(facts.now.getUTCMonth() / 3) + 1}`,
  month: (facts) => String(facts.now.getUTCMonth() + 1).padStart(2, "0"),
  control_sets: (facts) => facts.controlSetNames.join(", "),
  services: (facts) => facts.serviceNames.join(", "),
};

export const NAME_PLACEHOLDERS = Object.keys(placeholders);

export class NameFormatError extends Error {}

/** Renders `{placeholder}` names; an unknown one, or a name left empty, throws NameFormatError. */
export function renderAssessmentName(format: string, facts: NameFacts): string {
  const rendered = format.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const render = placeholders[name.trim()];
    if (!render) {
      throw new NameFormatError(
        `unknown placeholder {${name}}. Use ${NAME_PLACEHOLDERS.map((known) => `{${known}}`).join(", ")}.`,
      );
    }
    return render(facts);
  });
  const name = rendered.replace(/\s+/g, " ").trim();
  if (!name) {
    throw new NameFormatError("the template renders an empty name.");
  }
  return name.slice(0, 500);
}
