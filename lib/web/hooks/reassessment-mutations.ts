"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { reassessmentKeys } from "./reassessment-keys";

// Apart from ./reassessments: the event page and the alert panel load only this with their
// "Draft reassessment" button.

type Reassessment = Awaited<ReturnType<typeof draftReassessment>>;

function draftReassessment(eventId: string, vendorIds: string[]) {
  return dataOf(api.POST("/v1/reassessments", { body: { radar_event_id: eventId, vendor_ids: vendorIds } }));
}

/** POST /v1/reassessments for the event and vendors; `onDrafted` runs once the draft is cached. */
export function useDraftReassessment(
  eventId: string,
  vendorIds: string[],
  { onDrafted }: { onDrafted: (created: Reassessment) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => draftReassessment(eventId, vendorIds),
    onSuccess: (created) => {
      queryClient.setQueryData(reassessmentKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: reassessmentKeys.lists });
      onDrafted(created);
    },
  });
}
