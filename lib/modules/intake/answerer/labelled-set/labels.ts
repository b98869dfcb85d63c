/** The inherent risk questionnaire's option labels, as the cases name them. */
export const data = {
  personal: "Personal data",
  sensitive: "Sensitive personal data",
  card: "Payment card data",
  health: "Health data",
  confidential: "Confidential business data",
  none: "No data from us",
} as const;

export const access = {
  none: "No access",
  accounts: "User accounts in our applications",
  network: "Network or VPN access",
  admin: "Privileged or administrator access",
} as const;

export const hosting = {
  cloud: "Public cloud (AWS, Azure, Google Cloud)",
  vendor: "Vendor's own data centres",
  ours: "On our premises or in our cloud account",
  none: "No hosting involved",
} as const;

export const region = {
  us: "United States",
  eu: "European Union / EEA",
  uk: "United Kingdom",
  canada: "Canada",
  apac: "Asia-Pacific",
  other: "Other",
} as const;

export const criticality = {
  critical: "Critical: operations stop without it",
  high: "High: significant disruption",
  moderate: "Moderate: workarounds exist",
  low: "Low: little impact",
} as const;

export const replace = {
  easy: "Easily, within weeks",
  months: "With effort, within months",
  hard: "Hard to replace",
} as const;

export const cert = {
  soc2: "SOC 2 Type II",
  soc1: "SOC 1",
  iso: "ISO 27001",
  pci: "PCI DSS",
  hitrust: "HITRUST",
  none: "None held",
} as const;

export const spend = {
  under50k: "Under $50,000",
  to250k: "$50,000 to $250,000",
  to1m: "$250,000 to $1,000,000",
  over1m: "Over $1,000,000",
} as const;

export const regulation = {
  gdpr: "GDPR",
  hipaa: "HIPAA",
  pci: "PCI DSS",
  sox: "SOX",
  glba: "GLBA",
  ccpa: "CCPA / CPRA",
  dora: "DORA",
  none: "None identified",
} as const;

export const yes = "Yes";
export const no = "No";
