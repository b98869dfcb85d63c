"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateCustomFieldBody,
  CustomFieldDefinitionSchema,
  CustomFieldEntrySchema,
  CustomFieldValuesSchema,
  EditableTarget,
  UpdateCustomFieldBody,
} from "@/lib/modules/custom-fields/schemas";
import { api, dataOf } from "../api";

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

export const customFieldsQueryKey = ["custom-fields"] as const;

export interface CustomFieldsFilter {
  target?: CustomFieldTarget;
  includeDisabled?: boolean;
}

/** GET /v1/custom-fields (not paginated). */
export function useCustomFields(filter: CustomFieldsFilter = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...customFieldsQueryKey, filter.target ?? "all", Boolean(filter.includeDisabled)],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/custom-fields", {
          params: { query: { target: filter.target, include_disabled: filter.includeDisabled || undefined } },
          signal,
        }),
      ),
    select: (list) => list.items,
    enabled,
  });
}

function useInvalidateCustomFields() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: customFieldsQueryKey });
}

export function useCreateCustomField() {
  const invalidate = useInvalidateCustomFields();
  return useMutation({
    mutationFn: (input: CreateCustomFieldInput) => dataOf(api.POST("/v1/custom-fields", { body: input })),
    onSettled: invalidate,
  });
}

export function useUpdateCustomField() {
  const invalidate = useInvalidateCustomFields();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: UpdateCustomFieldInput }) =>
      dataOf(api.PATCH("/v1/custom-fields/{config_id}", { params: { path: { config_id: id } }, body: update })),
    onSettled: invalidate,
  });
}

export type CustomFieldAction = "enable" | "disable" | "archive";

export function useCustomFieldAction() {
  const invalidate = useInvalidateCustomFields();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CustomFieldAction }) =>
      dataOf(api.POST(`/v1/custom-fields/{config_id}/${action}`, { params: { path: { config_id: id } } })),
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
      dataOf(
        api.PUT("/v1/custom-field-values/{target_type}/{target_id}", {
          params: { path: { target_type: targetType, target_id: targetId } },
          body: { values },
        }),
      ),
  });
}
