"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import type { CreateVendorFromSessionInput } from "../intake";
import { intakeKeys } from "./intake-keys";
import { vendorKeys } from "./vendors";

// Apart from ./intake: loaded with the "Create vendor" dialog, not with the request's page.

/** POST …/sessions/{id}/vendor: the vendor created from the request, which the session then links to. */
export function useCreateVendorFromSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateVendorFromSessionInput) =>
      dataOf(
        api.POST("/v1/intake/api/sessions/{session_id}/vendor", {
          params: { path: { session_id: sessionId } },
          body: input,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(intakeKeys.session(sessionId), saved);
      void queryClient.invalidateQueries({ queryKey: vendorKeys.lists });
      void queryClient.invalidateQueries({ queryKey: intakeKeys.sessionLists });
    },
    // Another tab created it first: the page shows that vendor.
    onError: () => queryClient.invalidateQueries({ queryKey: intakeKeys.session(sessionId) }),
  });
}
