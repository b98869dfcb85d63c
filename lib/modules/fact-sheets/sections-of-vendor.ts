import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { vendorFactSheets } from "./tables";

/** The vendor's fact sheet, its status and sections (zero touch runs read it as evidence); null when never generated. */
export async function factSheetSectionsOfVendor(q: Queryable, orgId: string, vendorId: string) {
  const [row] = await q
    .select({ status: vendorFactSheets.status, sections: vendorFactSheets.sections })
    .from(vendorFactSheets)
    .where(inOrg(vendorFactSheets, orgId, eq(vendorFactSheets.vendorId, vendorId)));
  return row ?? null;
}
