/** Shapes of 01 "Primary contact object", "Vendor object" and "Service object", as the browser sees them. */

export interface PrimaryContact {
  email: string;
  name: string | null;
  title: string | null;
  phone_number: string | null;
}

export interface CustomFieldEntry {
  config_id: string;
  field_name: string;
  field_type: string;
  value: string | number | boolean | string[] | null;
}

export interface Service {
  id: string;
  vendor_id: string;
  name: string;
  description: string | null;
  external_id: string | null;
  tags: string[];
  relationship_owner_ids: string[];
  watcher_ids: string[];
  primary_contact: PrimaryContact | null;
  custom_fields: CustomFieldEntry[];
  created_at: number;
}

export interface VendorSummary {
  id: string;
  external_id: string | null;
  name: string;
  website: string | null;
  description: string | null;
  hq_location: string | null;
  status: string | null;
  status_id: string | null;
  tags: string[];
  use_case: string | null;
  tier: string | null;
  primary_contact: PrimaryContact | null;
  custom_fields: CustomFieldEntry[];
  created_at: number;
  updated_at: number;
}

export interface Vendor extends VendorSummary {
  risk_analyst_ids: string[];
  relationship_owner_ids: string[];
  watcher_ids: string[];
  inherent_risk_level_id: string | null;
  residual_risk_level_id: string | null;
  engagement_type: string | null;
  security_contact_email?: string | null;
  services: Service[];
}

export interface VendorPage {
  items: VendorSummary[];
  total: number;
  limit: number;
  offset: number;
}

export interface CreateVendorInput {
  name: string;
  website?: string;
  description?: string;
  hq_location?: string;
  use_case?: string;
  external_id?: string;
  risk_analyst_ids?: string[];
  relationship_owner_ids?: string[];
  watcher_ids?: string[];
  primary_contact?: PrimaryContact;
}

/** PATCH /v1/vendors/{id} (03 §5): only supplied fields change; arrays replace the whole set. */
export interface UpdateVendorInput {
  name?: string;
  website?: string;
  description?: string;
  hq_location?: string;
  use_case?: string;
  engagement_type?: string;
  security_contact_email?: string;
  status_id?: string;
  tag_ids?: string[];
  inherent_risk_level_id?: string;
  residual_risk_level_id?: string;
  risk_analyst_ids?: string[];
  relationship_owner_ids?: string[];
  watcher_ids?: string[];
  primary_contact?: PrimaryContact;
}

export interface ServiceInput {
  name: string;
  description?: string;
  external_id?: string;
  tag_ids?: string[];
  relationship_owner_ids?: string[];
  watcher_ids?: string[];
  primary_contact?: PrimaryContact;
}

export type UpdateServiceInput = Partial<Omit<ServiceInput, "external_id">>;

/** Custom field definition (02 "Custom field definition and values"), for the list's optional columns. */
export interface CustomFieldDefinition {
  id: string;
  field_name: string;
  field_type: string;
  enabled: boolean;
}
