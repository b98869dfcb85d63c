import { sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import type { ParsedComponent } from "./parse";
import { componentPackageKey } from "./versions";

interface BomRef {
  id: string;
  orgId: string;
  vendorId: string;
  documentId: string;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Inserts a batch of a BOM's components in one statement with one array per column
 * (`insert … select from unnest(…)`): twenty parameters however many rows, where a multi-row VALUES
 * list of 1,000 components took drizzle 110–170 ms of the main thread to build (docs/performance.md,
 * "Bills of materials"). The text[] columns travel as JSON arrays (unnest would flatten a 2-D array).
 */
export async function insertComponents(
  q: Queryable,
  bom: BomRef,
  components: readonly ParsedComponent[],
  firstPosition: number,
): Promise<void> {
  if (components.length === 0) {
    return;
  }
  const column = <T>(read: (component: ParsedComponent, index: number) => T) =>
    sql.param(components.map((component, index) => read(component, index)));
  await q.execute(sql`
    insert into bom_components (id, org_id, bom_id, vendor_id, document_id, position, name, version, purl,
      package_key, cpe, group_name, supplier, author, description, bom_ref, component_type, kind, licenses,
      license_suggestions, hashes, hash_values, external_references, properties, model_card)
    select c.id, ${bom.orgId}, ${bom.id}, ${bom.vendorId}, ${bom.documentId}, c.position, c.name, c.version,
      c.purl, c.package_key, c.cpe, c.group_name, c.supplier, c.author, c.description, c.bom_ref,
      c.component_type, c.kind,
      array(select jsonb_array_elements_text(c.licenses::jsonb)),
      c.license_suggestions::jsonb, c.hashes::jsonb,
      array(select jsonb_array_elements_text(c.hash_values::jsonb)),
      c.external_references::jsonb, c.properties::jsonb, c.model_card::jsonb
    from unnest(
      ${column(() => newId("bomComponent"))}::text[],
      ${column((_, index) => firstPosition + index)}::int[],
      ${column((component) => component.name)}::text[],
      ${column((component) => component.version)}::text[],
      ${column((component) => component.purl)}::text[],
      ${column((component) => (component.purl ? componentPackageKey(component.purl) : null))}::text[],
      ${column((component) => component.cpe)}::text[],
      ${column((component) => component.group)}::text[],
      ${column((component) => component.supplier)}::text[],
      ${column((component) => component.author)}::text[],
      ${column((component) => component.description)}::text[],
      ${column((component) => component.bomRef)}::text[],
      ${column((component) => component.componentType)}::text[],
      ${column((component) => component.kind)}::text[],
      ${column((component) => json(component.licenses))}::text[],
      ${column((component) => (component.licenseSuggestions.length > 0 ? json(component.licenseSuggestions) : null))}::text[],
      ${column((component) => json(component.hashes))}::text[],
      ${column((component) => json(Object.values(component.hashes).map((value) => value.toLowerCase())))}::text[],
      ${column((component) => json(component.externalReferences))}::text[],
      ${column((component) => json(component.properties))}::text[],
      ${column((component) => json(component.modelCard))}::text[]
    ) as c(id, position, name, version, purl, package_key, cpe, group_name, supplier, author, description,
      bom_ref, component_type, kind, licenses, license_suggestions, hashes, hash_values, external_references,
      properties, model_card)`);
}
