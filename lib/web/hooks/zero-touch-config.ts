"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import { type TemplateList, ZERO_TOUCH_BASE, type ZeroTouchSettings, zeroTouchKeys } from "./zero-touch";

// The configuration page's queries, apart from the leaderboard's (./zero-touch).

/** GET …/config: the configuration, whether runs can start, and the control sets they use. */
export function useZeroTouchSettings() {
  return useQuery({
    queryKey: zeroTouchKeys.config,
    queryFn: ({ signal }) => apiFetch<ZeroTouchSettings>(`${ZERO_TOUCH_BASE}/config`, { signal }),
  });
}

/** GET …/templates: the control set templates and the one in use, if any. */
export function useZeroTouchTemplates() {
  return useQuery({
    queryKey: zeroTouchKeys.templates,
    queryFn: ({ signal }) => apiFetch<TemplateList>(`${ZERO_TOUCH_BASE}/templates`, { signal }),
  });
}
