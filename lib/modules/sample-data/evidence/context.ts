/** What the evidence texts say about one vendor: names, its own suppliers (other sample vendors) and figures. */
export interface EvidenceContext {
  vendor: string;
  /** The service the evidence covers, e.g. "Payroll". */
  service: string;
  hq: string;
  /** The signing-up organization: the customer in agreements and the holder of certificates. */
  customer: string;
  contact: { name: string; title: string };
  /** Fourth parties: other vendors of the sample portfolio this vendor relies on. */
  hosting: string;
  identityProvider: string;
  siem: string;
  edr: string;
  backup: string;
  edge: string;
  pentester: string;
  auditor: string;
  certificationBody: string;
  /** Figures that vary between vendors. */
  rtoHours: number;
  rpoHours: number;
  notifyHours: number;
  deletionDays: number;
  scanCadence: "weekly" | "monthly";
  /** The period the evidence describes, as dates written out. */
  periodStart: string;
  periodEnd: string;
  issued: string;
  year: number;
}
