"use client";

import { usePathname } from "next/navigation";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { documentTitle } from "@/lib/web/page-titles";

/** The record a record's page shows, with the path it was named on (a stale name never outlives its page). */
interface NamedRecord {
  pathname: string;
  name: string;
}

type NameRecord = (update: (current: NamedRecord | null) => NamedRecord | null) => void;

const RecordNameContext = createContext<NameRecord>(() => undefined);

/**
 * The document's one <title> (React puts it in <head>), from the route's entry in lib/web/page-titles.ts
 * and the name of the record the page shows. It sits above every page in the root layout, so no client
 * navigation or search-parameter change unmounts it: the title changes in the same commit as the page
 * and is never empty in between.
 */
export function DocumentTitle({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [record, setRecord] = useState<NamedRecord | null>(null);
  const recordName = record?.pathname === pathname ? record.name : undefined;
  return (
    <RecordNameContext.Provider value={setRecord}>
      <title>{documentTitle(pathname, recordName)}</title>
      {children}
    </RecordNameContext.Provider>
  );
}

/**
 * Names the record a record's page shows in the document title once it is known: "Acme · Vendors ·
 * Vendor Risk Platform" instead of "Vendor · Vendor Risk Platform".
 */
export function useRecordTitle(name: string | null | undefined): void {
  const nameRecord = useContext(RecordNameContext);
  const pathname = usePathname();
  useEffect(() => {
    if (!name) {
      return;
    }
    const named = { pathname, name };
    nameRecord(() => named);
    return () => nameRecord((current) => (current === named ? null : current));
  }, [name, pathname, nameRecord]);
}
