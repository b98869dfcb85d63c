import type { z } from "zod";
import type { CustomFieldDefinitionSchema } from "@/lib/modules/custom-fields/schemas";
import type {
  CreateServiceBody,
  CreateVendorBody,
  CustomFieldEntrySchema,
  PrimaryContactSchema,
  ServiceSchema,
  UpdateServiceBody,
  UpdateVendorBody,
  VendorListRowSchema,
  VendorListSchema,
  VendorSchema,
} from "@/lib/modules/vendors/schemas";

// Types only: the zod schemas themselves stay on the server.
export type PrimaryContact = z.output<typeof PrimaryContactSchema>;
export type CustomFieldEntry = z.output<typeof CustomFieldEntrySchema>;
export type Service = z.output<typeof ServiceSchema>;
export type VendorSummary = z.output<typeof VendorListRowSchema>;
export type Vendor = z.output<typeof VendorSchema>;
export type VendorPage = z.output<typeof VendorListSchema>;
export type CreateVendorInput = z.input<typeof CreateVendorBody>;
/** PATCH /v1/vendors/{id}: only supplied fields change; arrays replace the whole set. */
export type UpdateVendorInput = z.input<typeof UpdateVendorBody>;
export type ServiceInput = z.input<typeof CreateServiceBody>;
export type UpdateServiceInput = z.input<typeof UpdateServiceBody>;

/** Custom field definition, for the list's optional columns. */
export type CustomFieldDefinition = z.output<typeof CustomFieldDefinitionSchema>;
