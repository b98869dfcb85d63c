import { notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import {
  type CustomFieldEntry,
  customFieldValuesFor,
  groupByTarget,
  readCustomFieldValuesFor,
} from "@/lib/modules/custom-fields";
import {
  type ServiceReadRow,
  selectServices,
  selectVendor,
  serviceFieldsOfVendorStatement,
  servicesOfVendorStatement,
  type VendorReadRow,
  vendorByIdStatement,
} from "../queries";
import type { Vendor } from "../schemas";
import { serializeService, serializeVendor } from "../serialize";

function assemble(
  row: VendorReadRow | undefined,
  serviceRows: ServiceReadRow[],
  vendorFields: Map<string, CustomFieldEntry[]>,
  serviceFields: Map<string, CustomFieldEntry[]>,
): Vendor {
  if (!row) {
    throw notFound("vendor_not_found", "Vendor");
  }
  const services = serviceRows.map((service) => serializeService(service, serviceFields.get(service.id) ?? []));
  return serializeVendor(row, services, vendorFields.get(row.id) ?? []);
}

/**
 * GET: the full vendor object, services nested (oldest first), custom fields on the vendor and
 * each service. Four prepared statements on the database, all at once (one round trip of latency).
 */
export async function readVendor(orgId: string, vendorId: string): Promise<Vendor> {
  const [[row], serviceRows, vendorFields, serviceFieldRows] = await Promise.all([
    vendorByIdStatement().execute({ orgId, vendorId }),
    servicesOfVendorStatement().execute({ orgId, vendorId }),
    readCustomFieldValuesFor(orgId, "vendor", [vendorId]),
    serviceFieldsOfVendorStatement().execute({ orgId, vendorId }),
  ]);
  return assemble(row, serviceRows, vendorFields, groupByTarget(serviceFieldRows));
}

/** The same object inside the caller's transaction (create and PATCH responses): one query at a time on it. */
export async function loadVendor(tx: Queryable, orgId: string, vendorId: string): Promise<Vendor> {
  const [row] = await selectVendor(tx, orgId, vendorId);
  const serviceRows = await selectServices(tx, orgId, vendorId);
  const vendorFields = await customFieldValuesFor(tx, orgId, "vendor", [vendorId]);
  const serviceFields = await customFieldValuesFor(
    tx,
    orgId,
    "service",
    serviceRows.map((service) => service.id),
  );
  return assemble(row, serviceRows, vendorFields, serviceFields);
}
