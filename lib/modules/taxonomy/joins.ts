import { legalEntities, statuses } from "./tables";

/**
 * The organization's statuses, for another module's statement that reads its records with their
 * status names where the statement's order, filter or count spans both (the vendor list, the
 * exports). Other modules read through it and never write: `table` is there to join (with `inOrg`
 * on the record's organization), `id` to join on, `name` to read.
 */
export const statusNameJoin = {
  table: statuses,
  id: statuses.id,
  name: statuses.name,
} as const;

/**
 * The organization's legal entities, for another module's statement that reads its records with the
 * legal entities they name where the statement's order or distinct spans both (a vendor's assigned
 * legal entities, the countries it is paid from). Other modules read through it and never write:
 * `table` is there to join (with `inOrg` on the record's organization), `id` to join on, the other
 * columns to read.
 */
export const legalEntityJoin = {
  table: legalEntities,
  id: legalEntities.id,
  name: legalEntities.name,
  country: legalEntities.country,
  isDefault: legalEntities.isDefault,
} as const;
