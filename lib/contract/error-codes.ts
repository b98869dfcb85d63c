/**
 * Every `{detail: {code, message}}` error the API answers, once: its HTTP status and its default
 * message. `apiError(code)` / `apiError(code, message)` in lib/api/errors.ts builds the ApiError from this
 * table, so a status is never chosen at a call site; the OpenAPI error descriptions (lib/api/responses.ts)
 * are generated from it too.
 *
 * The default message is the exact body a caller receives when the call site gives none. Where the
 * message names the offending value (an unknown event type, an invalid URL, a retry delay), the call
 * site passes its own message and the default here only describes the code.
 *
 * No code is answered with more than one status, but the one `secondStatuses` lists (where the
 * specification gives a code two). The one exception to "the status comes from this
 * table" is `bad_request`: a Hono HTTPException (an unreadable body and the like) keeps its own
 * status (see lib/api/create-app.ts); its table status is the 400 it has in practice.
 *
 * A few codes are written straight into a Response rather than thrown as ApiErrors, because they are
 * answered outside the Hono error handler: `invalid_path` (before Next.js), `payload_too_large` and
 * the body-read `bad_request` (before routing), `invalid_signature` / `link_expired` /
 * `document_not_found` on the presigned download, the signed upload's answers, `not_found` for an unknown route and
 * `internal_error`. They are listed here so that the table is the whole list.
 */
export const errorCodes = {
  // 400: the request names something that does not fit.
  bad_request: { status: 400, message: "The request could not be read." },
  invalid_path: { status: 400, message: "The URL path is not valid percent-encoded UTF-8." },
  invalid_vendor: { status: 400, message: "The vendor fields are not valid." },
  invalid_service: { status: 400, message: "The service fields are not valid." },
  invalid_update: { status: 400, message: "The update is not valid." },
  invalid_finding: { status: 400, message: "The finding fields are not valid." },
  invalid_obligation: { status: 400, message: "The obligation fields are not valid." },
  invalid_contract: {
    status: 400,
    message: "The contract record names an unknown parent contract, lifecycle status or owner.",
  },
  invalid_status: { status: 400, message: "The status is not one of the accepted values." },
  invalid_workflow: { status: 400, message: "The workflow definition is not valid." },
  invalid_name: { status: 400, message: "API key name must not be empty." },
  invalid_rotation_overlap: {
    status: 400,
    message: "The rotation overlap must be between 0 and 86400 seconds (24 hours).",
  },
  invalid_custom_field: { status: 400, message: "The custom field is not valid." },
  invalid_custom_field_value: { status: 400, message: "A custom field value is not valid for its field." },
  weak_secret: { status: 400, message: "The webhook secret is too short." },
  invalid_url: { status: 400, message: "The URL must be a public HTTPS endpoint." },
  invalid_multipart: { status: 400, message: "The multipart body could not be read." },
  unsupported_file_type: { status: 400, message: "Files of this type are not accepted." },
  invalid_radar_event: { status: 400, message: "The radar event fields are not valid." },
  invalid_radar_source: { status: 400, message: "The radar source is not valid." },
  invalid_reassessment: { status: 400, message: "The reassessment fields are not valid." },
  missing_assessment_plan: {
    status: 400,
    message: "This reassessment has no assessment plan. Set assessment_plan_id before running it.",
  },

  invalid_zero_touch_request: {
    status: 400,
    message: "The zero touch request names an unknown vendor, service, template or status.",
  },
  // 401: the sign-in itself failed (a bad credential is a plain-string DetailError instead).
  invalid_credentials: { status: 401, message: "Incorrect email or password." },
  invalid_sign_in_code: { status: 401, message: "The code is wrong, used or expired. Ask for a new one." },
  portal_sign_in_required: { status: 401, message: "Sign in to this request with your email address." },

  // 403: authenticated, but not allowed.
  insufficient_scope: { status: 403, message: "This API key lacks the required scope." },
  insufficient_role: { status: 403, message: "Your role in this organization does not allow this action." },
  ip_not_allowed: { status: 403, message: "The client IP is not in the organization's API IP allowlist." },
  scope_grant_forbidden: { status: 403, message: "Scopes can be granted only from an admin dashboard session." },
  signup_closed: { status: 403, message: "Sign-up is closed on this installation." },
  own_change_review: {
    status: 403,
    message: "You proposed this bank change; another reviewer must decide it (four-eyes rule).",
  },
  invalid_signature: {
    status: 403,
    message: "This download link is not valid. Request a new one from the API.",
  },
  link_expired: { status: 403, message: "This download link has expired. Request a new one from the API." },

  // 404: not in the caller's organization (another organization's record is not found too).
  not_found: { status: 404, message: "Not Found" },
  not_enabled: { status: 404, message: "The module is not enabled for this organization." },
  org_not_found: { status: 404, message: "Organization not found." },
  vendor_not_found: { status: 404, message: "Vendor not found." },
  service_not_found: { status: 404, message: "Service not found." },
  assessment_not_found: { status: 404, message: "Assessment not found." },
  finding_not_found: { status: 404, message: "Finding not found." },
  obligation_not_found: { status: 404, message: "Obligation not found." },
  document_not_found: { status: 404, message: "Document not found." },
  user_not_found: { status: 404, message: "User not found." },
  invitation_not_found: { status: 404, message: "Invitation not found." },
  api_key_not_found: { status: 404, message: "API key not found." },
  webhook_not_found: { status: 404, message: "Webhook not found." },
  event_not_found: { status: 404, message: "Event not found." },
  delivery_not_found: { status: 404, message: "Delivery not found." },
  workflow_not_found: { status: 404, message: "Workflow not found." },
  workflow_run_not_found: { status: 404, message: "Workflow run not found." },
  custom_field_not_found: { status: 404, message: "Custom field not found." },
  portal_not_found: { status: 404, message: "Portal not found." },
  report_not_found: { status: 404, message: "Report not found." },
  radar_event_not_found: { status: 404, message: "Radar event not found." },
  alert_not_found: { status: 404, message: "Alert not found." },
  radar_source_not_found: { status: 404, message: "Radar source not found." },
  reassessment_not_found: { status: 404, message: "Reassessment not found." },
  bank_account_not_found: { status: 404, message: "Bank account not found." },
  zero_touch_run_not_found: { status: 404, message: "Zero touch run not found." },
  bank_review_not_found: { status: 404, message: "Bank change review not found." },
  site_not_found: { status: 404, message: "Site not found." },
  diversity_record_not_found: { status: 404, message: "Diversity record not found." },
  legal_entity_not_found: { status: 404, message: "Legal entity not found." },
  questionnaire_not_found: { status: 404, message: "Questionnaire not found." },
  intake_session_not_found: { status: 404, message: "Intake session not found." },
  intake_question_not_found: { status: 404, message: "Intake question not found." },
  contract_not_found: { status: 404, message: "Contract not found." },
  bill_of_materials_not_found: { status: 404, message: "Bill of materials not found." },
  advisory_not_found: { status: 404, message: "Advisory not found." },
  portal_question_not_found: { status: 404, message: "Question not found." },

  // 409: the record's state does not allow this.
  user_exists: { status: 409, message: "A user with this email already exists." },
  user_archived: { status: 409, message: "This user is archived. Reactivate them before inviting them." },
  user_already_joined: {
    status: 409,
    message: "This user has already joined and signs in with their password.",
  },
  last_admin: {
    status: 409,
    message: "This user is the organization's only active admin. Make another user an admin first.",
  },
  api_key_inactive: {
    status: 409,
    message: "Only an active API key can be rotated; this one is revoked or expired.",
  },
  invalid_assessment_status: { status: 409, message: "An archived assessment cannot be changed." },
  workflow_exists: { status: 409, message: "A workflow with this name already exists." },
  workflow_disabled: { status: 409, message: "The workflow is not enabled." },
  custom_field_exists: { status: 409, message: "A custom field with this name already exists." },
  document_not_ready: { status: 409, message: "The document has no stored file yet." },
  bank_change_pending: {
    status: 409,
    message: "A change to this bank account is already waiting for review; it must be decided first.",
  },
  zero_touch_not_configured: { status: 409, message: "No zero touch control set is designated." },
  zero_touch_custom_control_set: {
    status: 409,
    message: "The organization runs its own zero touch control set; a template cannot replace it.",
  },
  zero_touch_run_unfinished: { status: 409, message: "The zero touch run has not finished yet." },
  zero_touch_run_archived: { status: 409, message: "The zero touch run is archived." },
  bank_review_decided: { status: 409, message: "This bank change review has already been decided." },
  bank_account_retired: { status: 409, message: "A retired bank account cannot change." },
  intake_disabled: {
    status: 409,
    message: "Intake is disabled: the organization has no active questionnaire. An admin must add one.",
  },
  questionnaire_archived: { status: 409, message: "An archived questionnaire cannot be changed." },
  upload_already_used: { status: 409, message: "This upload was already used for a record. Request a new address." },
  intake_vendor_exists: { status: 409, message: "A vendor was already created from this intake session." },
  portal_not_open: { status: 409, message: "This request is not open." },
  invalid_portal_action: { status: 409, message: "The request is not in a state that allows this." },

  // 410
  invitation_expired: { status: 410, message: "This invitation has expired. Ask an admin for a new link." },

  // 413
  file_too_large: { status: 413, message: "The file is larger than 100 MiB." },
  payload_too_large: { status: 413, message: "The request body is too large." },

  // 422: a value outside a closed list (schema failures are FastAPI-style arrays instead).
  invalid_event_types: { status: 422, message: "Unknown event types." },
  invalid_document_type: { status: 422, message: "Unknown document_type." },
  validation_failed: {
    status: 422,
    message: "The record failed its country rules; see error for each check.",
  },
  invalid_document: { status: 422, message: "The document does not belong to this vendor." },
  invalid_legal_entity: { status: 422, message: "Unknown legal entity ID." },
  verification_note_required: {
    status: 422,
    message: "A change with a high fraud signal needs a note of how it was verified before it is approved.",
  },
  invalid_site: { status: 422, message: "The site fields are not valid." },
  invalid_term: {
    status: 422,
    message: "The contract's dates are out of order: effective_date ≤ term_start_date ≤ expiration_date.",
  },
  invalid_upload: {
    status: 422,
    message: "s3_url does not name a file uploaded through GET /v1/file/uploadable_url by this organization.",
  },
  invalid_comparison: {
    status: 422,
    message: "Only two bills of materials of the same vendor can be compared.",
  },
  invalid_answer: { status: 422, message: "The answer does not fit the question (an option it does not offer)." },
  response_incomplete: { status: 422, message: "Some required questions are not answered." },
  invalid_invitee: { status: 422, message: "Only an address at your own email domain can be invited." },
  radar_source_limit: {
    status: 422,
    message: "An organization may have at most 50 feed sources that are not archived. Archive one first.",
  },

  // 422: the record's state machine does not allow this.
  reassessment_immutable: {
    status: 422,
    message: "This reassessment has been run or dismissed and can no longer change.",
  },
  invalid_reassessment_state: {
    status: 422,
    message: "This reassessment's status does not allow that action.",
  },

  // 429: see Retry-After.
  rate_limited: { status: 429, message: "Too many requests from this address." },
  too_many_attempts: { status: 429, message: "Too many failed sign-in attempts." },

  // 500
  internal_error: { status: 500, message: "An unexpected error occurred." },

  // 503: nothing was wrong with the request; retry it after Retry-After.
  database_unavailable: { status: 503, message: "The database cannot be reached at the moment; retry shortly." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

/**
 * Codes the specification answers with a second status in one place, beside the table's: an unknown
 * vendor named in a contract record's body is 400 `vendor_not_found` (02: "400 on contract create"),
 * while every other unknown vendor is the table's 404. Only the routes that say so answer it; the
 * OpenAPI check (lib/api/error-codes.test.ts) accepts the code under either status.
 */
export const secondStatuses = { vendor_not_found: 400 } as const satisfies Partial<Record<ErrorCode, number>>;

/** The codes answered with `status`, e.g. `CodeWithStatus<404>` for the not-found codes. */
export type CodeWithStatus<S extends number> = {
  [C in ErrorCode]: (typeof errorCodes)[C]["status"] extends S ? C : never;
}[ErrorCode];

export type NotFoundCode = CodeWithStatus<404>;

/**
 * The `{detail: {code, message}}` body of a code, for the few answers written straight into a
 * Response (see above); everything else throws `apiError(code)`.
 */
export const errorBody = (code: ErrorCode, message: string = errorCodes[code].message) => ({
  detail: { code, message },
});

/** The codes of one status, in table order (for OpenAPI descriptions). */
export const codesWithStatus = <S extends number>(status: S): CodeWithStatus<S>[] =>
  (Object.keys(errorCodes) as ErrorCode[]).filter((code) => errorCodes[code].status === status) as CodeWithStatus<S>[];
