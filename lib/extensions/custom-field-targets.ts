import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";

/** Record types whose values the web app can set (PUT /v1/custom-field-values/...). */
export const editableTargets = ["vendor", "service", "assessment"] as const;
export type EditableTarget = (typeof editableTargets)[number];

/** A record type whose custom field values the web app can set, listed by the module that owns it. */
export interface CustomFieldTargetHandler {
  type: EditableTarget;
  /** Throws the record type's 404 (vendor_not_found, ...) when the record is not in the organization. */
  assertExists(ctx: ServiceContext, targetId: string): Promise<void>;
  /** Runs in the same transaction after the record's values changed (updated_at, domain event). */
  onValuesChanged?(ctx: ServiceContext, targetId: string): Promise<void>;
  /** What people call the record (a vendor's name), for its entries in the change log. */
  nameOf?(ctx: ServiceContext, targetId: string): Promise<string | null>;
}

/** Filled from the module list at startup (registerModules). */
const targets = new Map<EditableTarget, Omit<CustomFieldTargetHandler, "type">>();

export function registerCustomFieldTarget(target: CustomFieldTargetHandler): void {
  targets.set(target.type, target);
}

export function clearCustomFieldTargets(): void {
  targets.clear();
}

/** The handler of a record type; a type no module lists has no records, so any ID is not found. */
export function customFieldTarget(type: EditableTarget): Omit<CustomFieldTargetHandler, "type"> {
  return (
    targets.get(type) ?? {
      assertExists: async () => {
        throw notFound(`${type}_not_found`, type.charAt(0).toUpperCase() + type.slice(1));
      },
    }
  );
}
