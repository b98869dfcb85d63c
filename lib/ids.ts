import { randomBytes } from "node:crypto";

/** Every resource ID prefix, in one place (the API's identifiers plus internal records). */
export const idPrefixes = {
  vendor: "cbvndr",
  service: "cbsvc",
  user: "cbuser",
  assessment: "cbqsrw",
  /** An assessment as portal records show it (same 32 hex as its cbqsrw_ ID). */
  assessmentOnPortal: "cbassm",
  assessmentEvaluation: "cbeval",
  finding: "cbtask",
  /** A comment on a finding (extension). */
  findingComment: "cbfcmt",
  obligation: "cboblg",
  workflowRun: "cbwr",
  workflowRunStep: "cbwrs",
  workflowDefinition: "cbwd",
  webhook: "cbwh",
  controlSet: "cbctst",
  control: "cbctrl",
  status: "cbst",
  tag: "cbtag",
  scaleLevel: "cbsclvl",
  document: "cbvdoc",
  billOfMaterials: "cbbom",
  bomComponent: "cbbomc",
  /** A file upload announced by GET /v1/file/uploadable_url (internal). */
  fileUpload: "cbupl",
  /** A security advisory imported into the bill of materials module (internal). */
  bomAdvisory: "cbbomadv",
  webhookEvent: "cbevt",
  webhookDelivery: "cbwhd",
  organization: "cborg",
  assessmentPlan: "cbasmtpl",
  legalEntity: "cble",
  exportReport: "cbexprt",
  auditEntry: "cbaudit",
  activity: "cbact",
  job: "cbjob",
  customField: "cbcfc",
  domainEvent: "cbdevt",
  invitation: "cbinv",
  portal: "cbsbpt",
  radarEvent: "cbrevent",
  radarAlert: "cbrdrres",
  radarDetector: "cbrdet",
  radarSource: "cbrsrc",
  radarSourceData: "cbrdata",
  radarKeywordRule: "cbrkw",
  reassessment: "cbrsm",
  outboundEmail: "cbmail",
  vendorBankAccount: "cbvba",
  bankChangeReview: "cbbarev",
  site: "cbsite",
  taxRegistration: "cbtaxreg",
  diversityRecord: "cbdivrec",
  zeroTouchAudit: "cbztaud",
  intakeSession: "cbintksn",
  questionnaire: "cbqsr",
  questionnaireQuestion: "cbqstn",
  contractRecord: "cbcontract",
  /** The vendor's answers to a portal request, as the event catalog names them (QuestionnaireResponse). */
  questionnaireResponse: "cbqresp",
  portalQuestion: "cbptq",
  portalSignInCode: "cbptcode",
  portalVisitorSession: "cbptsess",
  request: "req",
} as const;

export type IdKind = keyof typeof idPrefixes;

const ID_BYTES = 16;
// One call to the CSPRNG per 256 ids: a call per id cost more than the rest of newId together.
const POOL_BYTES = ID_BYTES * 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

function randomHex(): string {
  if (poolOffset + ID_BYTES > randomPool.length) {
    randomPool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const hex = randomPool.toString("hex", poolOffset, poolOffset + ID_BYTES);
  poolOffset += ID_BYTES;
  return hex;
}

/** `<prefix>_<32 hex>` from 128 random bits. */
export function newId(kind: IdKind): string {
  return `${idPrefixes[kind]}_${randomHex()}`;
}

export function isIdOf(kind: IdKind, value: string): boolean {
  return new RegExp(`^${idPrefixes[kind]}_[0-9a-f]{32}$`).test(value);
}
