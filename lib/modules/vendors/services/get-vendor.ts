import { notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { customFieldValuesFor } from "@/lib/modules/custom-fields/values";
import { selectServices, selectVendor } from "../queries";
import type { Vendor } from "../schemas";
import { serializeService, serializeVendor } from "../serialize";

/** The full vendor object: services nested (oldest first), custom fields on the vendor and each service. */
export async function loadVendor(q: Queryable, orgId: string, vendorId: string): Promise<Vendor> {
  const [[row], serviceRows, vendorFields] = await Promise.all([
    selectVendor(q, orgId, vendorId),
    selectServices(q, orgId, vendorId),
    customFieldValuesFor(q, orgId, "vendor", [vendorId]),
  ]);
  if (!row) {
    throw notFound("vendor_not_found", "Vendor");
  }
  const serviceFields = await customFieldValuesFor(
    q,
    orgId,
    "service",
    serviceRows.map((service) => service.id),
  );
  const services = serviceRows.map((service) => serializeService(service, serviceFields.get(service.id) ?? []));
  return serializeVendor(row, services, vendorFields.get(vendorId) ?? []);
}
