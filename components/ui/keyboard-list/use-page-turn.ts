"use client";

import { useCallback } from "react";
import type { UrlState } from "@/lib/web/use-url-state";

/** The keyboard list's onPastEdge for a URL-paged list: j past the last row opens the next page. */
export function usePageTurn(url: Pick<UrlState, "page" | "pageSize" | "setPage">, total: number) {
  const { page, pageSize, setPage } = url;
  return useCallback(
    (direction: 1 | -1) => {
      const next = page + direction;
      if (next < 0 || next * pageSize >= total) {
        return false;
      }
      setPage(next);
      return true;
    },
    [page, pageSize, total, setPage],
  );
}
