import { apiError } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { assertOrgUserIds } from "@/lib/modules/users";
import type { CustomFieldOption, CustomFieldType, CustomFieldValue } from "./tables";

export interface FieldForValue {
  id: string;
  fieldName: string;
  fieldType: CustomFieldType;
  options: CustomFieldOption[];
  /** Number fields: the smallest value accepted (extension), null for any. */
  minimum?: number | null;
}

const MAX_STRING_LENGTH = 10_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const invalidValue = (field: FieldForValue, problem: string) =>
  apiError("invalid_custom_field_value", `${field.fieldName} (${field.id}): ${problem}`);

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function asText(field: FieldForValue, raw: unknown): string | null {
  if (typeof raw !== "string") {
    throw invalidValue(field, `a ${field.fieldType} field takes a string.`);
  }
  const text = raw.trim();
  if (text.length > MAX_STRING_LENGTH) {
    throw invalidValue(field, `at most ${MAX_STRING_LENGTH} characters.`);
  }
  return text.length > 0 ? text : null;
}

function asStringList(field: FieldForValue, raw: unknown): string[] | null {
  if (!Array.isArray(raw) || raw.some((item) => typeof item !== "string")) {
    throw invalidValue(field, `a ${field.fieldType} field takes an array of strings.`);
  }
  const items = [...new Set(raw.map((item: string) => item.trim()).filter((item) => item.length > 0))];
  return items.length > 0 ? items : null;
}

function assertOptions(field: FieldForValue, labels: string[]): void {
  const known = new Set(field.options.map((option) => option.label));
  const unknown = labels.filter((label) => !known.has(label));
  if (unknown.length > 0) {
    const allowed = field.options.map((option) => `"${option.label}"`).join(", ");
    throw invalidValue(field, `${unknown.map((label) => `"${label}"`).join(", ")} is not an option (${allowed}).`);
  }
}

/**
 * The value to store for `raw` in the shape of the field's type, or null to clear it.
 * Throws 400 invalid_custom_field_value naming the field when the value does not fit.
 */
export async function normalizeCustomFieldValue(
  q: Queryable,
  orgId: string,
  field: FieldForValue,
  raw: unknown,
): Promise<CustomFieldValue | null> {
  if (raw === null) {
    return null;
  }
  switch (field.fieldType) {
    case "string":
      return asText(field, raw);
    case "number":
      if (typeof raw !== "number" || !Number.isFinite(raw)) {
        throw invalidValue(field, "a number field takes a number.");
      }
      if (field.minimum != null && raw < field.minimum) {
        throw invalidValue(field, `must be at least ${field.minimum}.`);
      }
      return raw;
    case "boolean":
      if (typeof raw !== "boolean") {
        throw invalidValue(field, "a boolean field takes true or false.");
      }
      return raw;
    case "date": {
      const text = asText(field, raw);
      if (text !== null && !isCalendarDate(text)) {
        throw invalidValue(field, "a date field takes a calendar date as YYYY-MM-DD.");
      }
      return text;
    }
    case "select": {
      const label = asText(field, raw);
      if (label !== null) {
        assertOptions(field, [label]);
      }
      return label;
    }
    case "multiselect": {
      const labels = asStringList(field, raw);
      if (labels === null) {
        return null;
      }
      assertOptions(field, labels);
      // Stored in the field's option order, so the same selection always reads the same.
      return field.options.map((option) => option.label).filter((label) => labels.includes(label));
    }
    case "user": {
      const ids = asStringList(field, raw);
      if (ids !== null) {
        await assertOrgUserIds(q, orgId, "the value", ids, (message) => invalidValue(field, message));
      }
      return ids;
    }
  }
}
