"use client";

import { userDisplayName, useUsersByIds } from "@/lib/web/hooks/users";

/** People by name (ID until loaded, or when the user can't be read). */
export function UserNames({ ids }: { ids: string[] }) {
  const results = useUsersByIds(ids);
  return <>{ids.map((id, index) => (results[index]?.data ? userDisplayName(results[index].data) : id)).join(", ")}</>;
}
