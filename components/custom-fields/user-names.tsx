"use client";

import { userDisplayName } from "@/lib/web/hooks/user-name";
import { useUsersByIds } from "@/lib/web/hooks/users-by-ids";

/** People by name (ID until loaded, or when the user can't be read). */
export function UserNames({ ids }: { ids: string[] }) {
  const results = useUsersByIds(ids);
  return <>{ids.map((id, index) => (results[index]?.data ? userDisplayName(results[index].data) : id)).join(", ")}</>;
}
