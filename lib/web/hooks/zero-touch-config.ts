"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { zeroTouchKeys } from "./zero-touch";

// The configuration page's queries, apart from the leaderboard's (./zero-touch).

/** GET …/config: the configuration, whether runs can start, and the control sets they use. */
export function useZeroTouchSettings() {
  return useQuery({
    queryKey: zeroTouchKeys.config,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/zero_touch_assessment/config", { signal })),
  });
}

/** GET …/templates: the control set templates and the one in use, if any. */
export function useZeroTouchTemplates() {
  return useQuery({
    queryKey: zeroTouchKeys.templates,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/zero_touch_assessment/templates", { signal })),
  });
}
