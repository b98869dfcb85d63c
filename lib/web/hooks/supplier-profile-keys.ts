/** The supplier profile's query keys, apart from its hooks so the bank reviews page can refresh a vendor's profile without loading them. */
export const supplierProfileKeys = {
  /** Every vendor's supplier profile. */
  all: ["supplier-profile"] as const,
  /** Everything of one vendor's supplier profile (every write makes all of it stale, the change feed too). */
  vendor: (vendorId: string) => ["supplier-profile", "vendor", vendorId] as const,
  bankAccounts: (vendorId: string) => ["supplier-profile", "vendor", vendorId, "bank-accounts"] as const,
  pendingBankReviews: (vendorId: string) => ["supplier-profile", "vendor", vendorId, "bank-reviews"] as const,
  sites: (vendorId: string) => ["supplier-profile", "vendor", vendorId, "sites"] as const,
  taxRegistrations: (vendorId: string) => ["supplier-profile", "vendor", vendorId, "tax-registrations"] as const,
  diversityRecords: (vendorId: string) => ["supplier-profile", "vendor", vendorId, "diversity-records"] as const,
  legalEntityAssignments: (vendorId: string) => ["supplier-profile", "vendor", vendorId, "legal-entities"] as const,
  changeFeed: (vendorId: string, pageSize: number) =>
    ["supplier-profile", "vendor", vendorId, "change-feed", pageSize] as const,
  bankCountryRules: ["supplier-profile", "bank-country-rules"] as const,
  taxRegistrationTypes: (country: string) => ["supplier-profile", "tax-registration-types", country] as const,
};
