"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateCustomFieldBody,
  CustomFieldDefinitionSchema,
  CustomFieldEntrySchema,
  CustomFieldListSchema,
  CustomFieldValuesSchema,
  EditableTarget,
  UpdateCustomFieldBody,
} from "@/lib/modules/custom-fields/schemas";
import { apiFetch } from "../api-client";

// Types only: the zod schemas themselves stay on the server.
export type CustomFieldDefinition = z.output<typeof CustomFieldDefinitionSchema>;
export type CustomFieldType = CustomFieldDefinition["field_type"];
export type CustomFieldTarget = CustomFieldDefinition["applies_to"][number];
export type CustomFieldEntry = z.output<typeof CustomFieldEntrySchema>;
export type CustomFieldValue = CustomFieldEntry["value"];
export type CreateCustomFieldInput = z.input<typeof CreateCustomFieldBody>;
export type UpdateCustomFieldInput = z.input<typeof UpdateCustomFieldBody>;
export type CustomFieldValues = z.output<typeof CustomFieldValuesSchema>;
export type { EditableTarget };

type CustomFieldList = z.output<typeof CustomFieldListSchema>;

export const customFieldsQueryKey = ["custom-fields"] as const;

export interface CustomFieldsFilter {
  target?: CustomFieldTarget;
  includeDisabled?: boolean;
}

function listPath({ target, includeDisabled }: CustomFieldsFilter): string {
  const query = new URLSearchParams();
  if (target) {
    query.set("target", target);
  }
  if (includeDisabled) {
    query.set("include_disabled", "true");
  }
  const search = query.toString();
  return search ? `/custom-fields?${search}` : "/custom-fields";
}

/** GET /v1/custom-fields (not paginated). */
export function useCustomFields(filter: CustomFieldsFilter = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...customFieldsQueryKey, filter.target ?? "all", Boolean(filter.includeDisabled)],
    queryFn: ({ signal }) => apiFetch<CustomFieldList>(listPath(filter), { signal }),
    select: (list) => list.items,
    enabled,
  });
}

function useInvalidateCustomFields() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: customFieldsQueryKey });
}

const fieldPath = (id: string, action?: "enable" | "disable" | "archive") =>
  `/custom-fields/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;

export function useCreateCustomField() {
  const invalidate = useInvalidateCustomFields();
  return useMutation({
    mutationFn: (input: CreateCustomFieldInput) =>
      apiFetch<CustomFieldDefinition>("/custom-fields", { method: "POST", body: input }),
    onSettled: invalidate,
  });
}

export function useUpdateCustomField() {
  const invalidate = useInvalidateCustomFields();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: UpdateCustomFieldInput }) =>
      apiFetch<CustomFieldDefinition>(fieldPath(id), { method: "PATCH", body: update }),
    onSettled: invalidate,
  });
}

export type CustomFieldAction = "enable" | "disable" | "archive";

export function useCustomFieldAction() {
  const invalidate = useInvalidateCustomFields();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CustomFieldAction }) =>
      apiFetch<CustomFieldDefinition>(fieldPath(id, action), { method: "POST" }),
    onSettled: invalidate,
  });
}

/**
 * PUT /v1/custom-field-values/{target_type}/{target_id}: only the named fields change. The record's own
 * queries (a vendor page's) should be refreshed by the caller through `onSaved`.
 */
export function useSetCustomFieldValues(targetType: EditableTarget, targetId: string) {
  return useMutation({
    mutationFn: (values: Record<string, CustomFieldValue | null>) =>
      apiFetch<CustomFieldValues>(
        `/custom-field-values/${encodeURIComponent(targetType)}/${encodeURIComponent(targetId)}`,
        { method: "PUT", body: { values } },
      ),
  });
}
