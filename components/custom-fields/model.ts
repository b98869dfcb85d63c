import { formatDay } from "@/lib/web/days";
import { formatDecimal, formatMoney } from "@/lib/web/format";
import type {
  CreateCustomFieldInput,
  CustomFieldDefinition,
  CustomFieldEntry,
  CustomFieldTarget,
  CustomFieldType,
  CustomFieldValue,
  UpdateCustomFieldInput,
} from "@/lib/web/hooks/custom-fields";

// Pure logic of the custom fields page and panel, kept apart from the components so it can be unit-tested.

export const TYPE_LABELS: Record<CustomFieldType, string> = {
  string: "Text",
  number: "Number",
  boolean: "Yes / no",
  date: "Date",
  user: "People",
  select: "Single choice",
  multiselect: "Multiple choice",
};

export const TARGET_LABELS: Record<CustomFieldTarget, string> = {
  vendor: "Vendors",
  service: "Services",
  assessment: "Assessments",
  control: "Controls",
  eval: "Evaluations",
  contract: "Contracts",
  task: "Findings",
  review: "Reviews",
  engagement: "Engagements",
};

export const FIELD_TYPES = Object.keys(TYPE_LABELS) as CustomFieldType[];
export const FIELD_TARGETS = Object.keys(TARGET_LABELS) as CustomFieldTarget[];

export const OPTION_COLORS = [
  { value: "", label: "No colour" },
  { value: "#64748b", label: "Grey" },
  { value: "#dc2626", label: "Red" },
  { value: "#ea580c", label: "Orange" },
  { value: "#ca8a04", label: "Yellow" },
  { value: "#16a34a", label: "Green" },
  { value: "#2563eb", label: "Blue" },
  { value: "#9333ea", label: "Purple" },
] as const;

export const usesOptions = (type: CustomFieldType) => type === "select" || type === "multiselect";

export interface FieldFormValues {
  field_name: string;
  field_type: CustomFieldType;
  applies_to: CustomFieldTarget[];
  options: { label: string; color: string }[];
}

export const EMPTY_FIELD_FORM: FieldFormValues = {
  field_name: "",
  field_type: "string",
  applies_to: ["vendor"],
  options: [],
};

export function formValuesOf(field: CustomFieldDefinition): FieldFormValues {
  return {
    field_name: field.field_name,
    field_type: field.field_type,
    applies_to: [...field.applies_to],
    options: field.options.map((option) => ({ label: option.label, color: option.color ?? "" })),
  };
}

function optionsBody(values: FieldFormValues) {
  if (!usesOptions(values.field_type)) {
    return [];
  }
  return values.options.map((option) => ({ label: option.label.trim(), color: option.color || null }));
}

export function createBody(values: FieldFormValues): CreateCustomFieldInput {
  return {
    field_name: values.field_name.trim(),
    field_type: values.field_type,
    applies_to: values.applies_to,
    options: optionsBody(values),
  };
}

/** Only what changed; options only for the types that have them. */
export function updateBody(values: FieldFormValues, field: CustomFieldDefinition): UpdateCustomFieldInput {
  const update: UpdateCustomFieldInput = {};
  const name = values.field_name.trim();
  if (name !== field.field_name) {
    update.field_name = name;
  }
  if ([...values.applies_to].sort().join() !== [...field.applies_to].sort().join()) {
    update.applies_to = values.applies_to;
  }
  const options = optionsBody(values);
  if (usesOptions(field.field_type) && JSON.stringify(options) !== JSON.stringify(optionsBody(formValuesOf(field)))) {
    update.options = options;
  }
  return update;
}

/** What a number field says about its values (extension): an amount of money in `currency`, at least `minimum`. */
export type NumberRules = Partial<Pick<CustomFieldDefinition, "minimum" | "currency">>;

/** A number in the reader's locale: money in the field's currency, else a plain number. */
export function formatNumberValue(value: number, rules?: NumberRules): string {
  return rules?.currency ? formatMoney(value, rules.currency) : formatDecimal(value, 6);
}

/**
 * A value as a person reads it, in the reader's locale; user fields show IDs until their names are
 * known. `rules`: the field's definition, for money.
 */
export function formatValue(
  entry: Pick<CustomFieldEntry, "field_type" | "value">,
  userName = (id: string) => id,
  rules?: NumberRules,
) {
  const { value } = entry;
  switch (entry.field_type) {
    case "boolean":
      return value ? "Yes" : "No";
    case "number":
      return typeof value === "number" ? formatNumberValue(value, rules) : String(value);
    case "date":
      return typeof value === "string" ? formatDate(value) : String(value);
    case "user":
      return Array.isArray(value) ? value.map(userName).join(", ") : String(value);
    case "multiselect":
      return Array.isArray(value) ? value.join(", ") : String(value);
    default:
      return String(value);
  }
}

function formatDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : formatDay(date.getTime() / 1000);
}

/** What an input holds while editing: text for single values, a list for multiselect and user. */
export type Draft = string | string[];

export function draftOf(field: Pick<CustomFieldDefinition, "field_type">, value: CustomFieldValue | undefined): Draft {
  if (field.field_type === "multiselect" || field.field_type === "user") {
    return Array.isArray(value) ? value : [];
  }
  if (value === undefined) {
    return "";
  }
  return String(value);
}

/**
 * The API value for a draft (null clears); throws a readable message for a number that isn't one or
 * is below the field's minimum (the API refuses it too: 400 invalid_custom_field_value).
 */
export function valueOfDraft(
  field: Pick<CustomFieldDefinition, "field_type"> & NumberRules,
  draft: Draft,
): CustomFieldValue | null {
  if (Array.isArray(draft)) {
    return draft.length > 0 ? draft : null;
  }
  const text = draft.trim();
  if (text === "") {
    return null;
  }
  switch (field.field_type) {
    case "number": {
      const number = Number(text);
      if (!Number.isFinite(number)) {
        throw new Error("Enter a number.");
      }
      if (field.minimum != null && number < field.minimum) {
        throw new Error(
          field.minimum === 0
            ? "Enter an amount of zero or more."
            : `Enter ${formatNumberValue(field.minimum, field)} or more.`,
        );
      }
      return number;
    }
    case "boolean":
      return text === "true";
    default:
      return text;
  }
}
