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

/** The types that take a minimum and a currency (extension): the API refuses them on any other. */
export const usesNumberRules = (type: CustomFieldType) => type === "number";

export interface FieldFormValues {
  field_name: string;
  field_type: CustomFieldType;
  applies_to: CustomFieldTarget[];
  options: { label: string; color: string }[];
  /** As typed; blank means any number. */
  minimum: string;
  /** An ISO 4217 code; blank means a plain number. */
  currency: string;
}

export const EMPTY_FIELD_FORM: FieldFormValues = {
  field_name: "",
  field_type: "string",
  applies_to: ["vendor"],
  options: [],
  minimum: "",
  currency: "",
};

export function formValuesOf(field: CustomFieldDefinition): FieldFormValues {
  return {
    field_name: field.field_name,
    field_type: field.field_type,
    applies_to: [...field.applies_to],
    options: field.options.map((option) => ({ label: option.label, color: option.color ?? "" })),
    minimum: field.minimum == null ? "" : String(field.minimum),
    currency: field.currency ?? "",
  };
}

/** The minimum as the API takes it: null when blank, NaN when it isn't a number (the form refuses that). */
export function minimumOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

/** The form's check of the minimum: a message, or true. Its range is left to the API (shown on the field). */
export function checkMinimum(text: string, type: CustomFieldType): string | true {
  const minimum = minimumOf(text);
  return !usesNumberRules(type) || minimum === null || Number.isFinite(minimum) || "Enter a number, or leave it blank.";
}

function optionsBody(values: FieldFormValues) {
  if (!usesOptions(values.field_type)) {
    return [];
  }
  return values.options.map((option) => ({ label: option.label.trim(), color: option.color || null }));
}

export function createBody(values: FieldFormValues): CreateCustomFieldInput {
  const body: CreateCustomFieldInput = {
    field_name: values.field_name.trim(),
    field_type: values.field_type,
    applies_to: values.applies_to,
    options: optionsBody(values),
  };
  if (usesNumberRules(values.field_type)) {
    body.minimum = minimumOf(values.minimum);
    body.currency = values.currency || null;
  }
  return body;
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
  if (usesNumberRules(field.field_type)) {
    const minimum = minimumOf(values.minimum);
    if (minimum !== (field.minimum ?? null)) {
      update.minimum = minimum;
    }
    const currency = values.currency || null;
    if (currency !== (field.currency ?? null)) {
      update.currency = currency;
    }
  }
  return update;
}

/**
 * A field's type in words, with what a number field says about its values: "Money (USD), at least 0",
 * "Number, at least 5", "Single choice".
 */
export function fieldTypeDescription(field: Pick<CustomFieldDefinition, "field_type"> & NumberRules): string {
  if (!usesNumberRules(field.field_type)) {
    return TYPE_LABELS[field.field_type];
  }
  const kind = field.currency ? `Money (${field.currency})` : TYPE_LABELS.number;
  return field.minimum == null ? kind : `${kind}, at least ${formatDecimal(field.minimum, 6)}`;
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
