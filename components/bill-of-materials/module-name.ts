/** The module's name, as the organization settings' switch says it. */
export const BOM_MODULE_NAME = "Bill of materials";
