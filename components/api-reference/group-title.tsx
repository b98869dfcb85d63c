"use client";

import { useRecordTitle } from "@/components/ui/document-title";

/** Names the area in the document title: "Vendors · API reference · Vendor Risk Platform". */
export function GroupTitle({ name }: { name: string }) {
  useRecordTitle(name);
  return null;
}
