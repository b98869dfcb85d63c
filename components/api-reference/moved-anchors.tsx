"use client";

import { useEffect } from "react";

/**
 * The reference was one page until every area got a page of its own: a link saved from then
 * (/docs#op-createVendor) still opens the operation it named, on its area's page.
 */
export function MovedAnchors({ targets }: { targets: Record<string, string> }) {
  useEffect(() => {
    const target = targets[decodeURIComponent(window.location.hash.slice(1))];
    if (target !== undefined) {
      window.location.replace(target);
    }
  }, [targets]);
  return null;
}
