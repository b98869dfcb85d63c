// Generated from the OpenAPI document (lib/api/openapi.ts) by `npm run api:types`; do not edit.
// lib/api/web-types.test.ts fails when it no longer matches the API's zod schemas.

export interface paths {
    "/v1/utils/authtest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a credential
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["authTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the credential is
         * @description The organization and the user or API key behind the credential (an extension to the spec; see docs/api-notes.md). Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["whoAmI"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/whoami/ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's IP as the allowlist sees it
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["whoAmIIp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/org/{org_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's organization
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getOrganization"];
        put?: never;
        /**
         * Update the caller's organization
         * @description Admin dashboard token or a keys:manage key (else 403 `insufficient_role` / `insufficient_scope`, nothing changed); reading stays open to every credential of the organization. Only supplied fields change. `api_ip_allowlist` replaces the list ([] clears it); an invalid CIDR is 422 `{detail: {error, value}}`. Access: a dashboard token of role admin, or an ak_ key with scope keys:manage. Setting `modules`, `bank_change_review_required` or `audit_log_retention_days` needs an admin dashboard token, whatever a key's scopes (else 403 `insufficient_role`).
         */
        post: operations["updateOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's API keys
         * @description All keys, including revoked and expired ones, newest first. Access: a dashboard token of role admin, or an ak_ key with scope keys:manage.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description The secret is in this response only. A non-empty `scopes` array needs an admin dashboard session token. Access: a dashboard token of role admin, or an ak_ key with scope keys:manage. Asking for scopes needs an admin dashboard token (else 403 `scope_grant_forbidden`).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{api_key_id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an API key
         * @description Creates a successor with the same name and scopes and revokes the old key in the same transaction. Extension: an optional body `{overlap_seconds}` (at most 86400) lets the old secret keep working until the overlap ends. Access: a dashboard token of role admin, or an ak_ key with scope keys:manage.
         */
        post: operations["rotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{api_key_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key
         * @description Idempotent. Clears the key's scopes; the first revoke records the optional reason. Access: a dashboard token of role admin, or an ak_ key with scope keys:manage.
         */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/system_audit_log/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Filter values seen in the organization's audit log
         * @description Access: a dashboard token of role admin, member, siloed member or guest, or an ak_ key with scope audit:read.
         */
        get: operations["getAuditLogMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/system_audit_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log of /v1 calls
         * @description Newest first. Access: a dashboard token of role admin, member, siloed member or guest, or an ak_ key with scope audit:read.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/change_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the change log: who changed which record, and from what to what
         * @description Newest first. One entry per create, update, archive or state change, with its actor by name and its field-level changes; secrets are never shown. Dashboard member, siloed member, admin or guest, or an ak_ key holding audit:read. Access: a dashboard token of role admin, member, siloed member or guest, or an ak_ key with scope audit:read.
         */
        get: operations["listChangeLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vendor and finding status records
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tags
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description Create-or-get: a value already present (case-insensitively) returns 200 with the existing tag. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/risk_levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Risk scale levels, most severe first
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listRiskLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/document_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Document type slugs
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listDocumentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/legal_entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's own legal entities
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listLegalEntities"];
        put?: never;
        /**
         * Add one of the organization's own legal entities
         * @description Extension. is_default true makes it the organization's default legal entity and demotes the previous default. Access: a dashboard token of role admin, or any ak_ key.
         */
        post: operations["createLegalEntity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/legal_entities/{legal_entity_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update one of the organization's own legal entities
         * @description Extension. Only supplied fields change. is_default true demotes the previous default; false leaves the organization without a default legal entity. Access: a dashboard token of role admin, or any ak_ key.
         */
        patch: operations["updateLegalEntity"];
        trace?: never;
    };
    "/v1/control_sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Control sets
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listControlSets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assessment_plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assessment plans
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listAssessmentPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Workflow definitions
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listWorkflows"];
        put?: never;
        /**
         * Define a workflow
         * @description An action type no module provides is accepted; its step fails when run. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["createWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workflow runs
         * @description Newest first. An unknown workflow_name is 404 workflow_not_found. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listWorkflowRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/runs/{workflow_run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a workflow run with its steps
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getWorkflowRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/{workflow_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit, enable or disable a workflow
         * @description Omitted fields are unchanged; steps replaces the whole list. Runs already started keep the steps they started with. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        patch: operations["updateWorkflow"];
        trace?: never;
    };
    "/v1/workflows/{workflow_name}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a workflow run
         * @description Honors Idempotency-Key. The run row and its dispatch are committed together, so the response means the engine will execute it; the steps run in the background (poll GET /v1/workflows/runs/{workflow_run_id}). An input vendor_id must name a vendor of the organization (404 vendor_not_found otherwise, and no run starts). Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["runWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's users
         * @description Newest first. `email` is a case-insensitive exact lookup that finds archived users too and ignores include_archived, limit and offset (total is 0 or 1). `search` (an extension) matches a substring of the name or email. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user (or get the existing one)
         * @description Create-or-get, honouring Idempotency-Key. A new user is invited (membership `invited`, no password, no session); an admin hands them an invitation link from the dashboard. An email already in this organization returns 200 with the stored user; an email of another organization is 409 user_exists. Access: a dashboard token of role admin, or any ak_ key.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description The user must have a membership in the caller's organization. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user's role or archive them
         * @description Both fields optional. `is_archived: true` archives the user and sets the membership inactive (their session tokens stop working at once); `false` reactivates an archived user (membership active). The organization's last active admin cannot be archived or demoted (409 last_admin). Access: a dashboard token of role admin, or any ak_ key.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v1/users/{user_id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a one-time invitation link (dashboard only)
         * @description For a user who has not joined yet. The link is valid for 7 days and replaces any earlier link for the user. Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["createUserInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/sessions/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a user out of all sessions (extension)
         * @description Every dashboard session token and web session of the user issued before this call stops working; the user can sign in again at once. API keys are not affected. A user may call it for themselves; for another user it needs an ak_ key or an admin dashboard token. 204 with an empty body. Access: a dashboard token of role admin, or any ak_ key. Any user may call it for their own user_id.
         */
        post: operations["revokeUserSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who an invitation link is for */
        get: operations["readInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: set a password and join
         * @description Makes the membership active; then sign in with the email and the new password.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vendors
         * @description Newest first. Rows are a lighter summary without services and personnel; custom_fields is filled only with include_custom_fields=true. status_id, tag_id, tier, the risk level filters, sort and order are extensions. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listVendors"];
        put?: never;
        /**
         * Create a vendor
         * @description Honors Idempotency-Key: a retry with the same key within 24 hours returns the original status and body and creates nothing. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createVendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a vendor
         * @description The full vendor object with its services; custom_fields always included. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getVendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a vendor
         * @description Only supplied fields change; null is treated as omitted. Arrays replace the whole set and [] clears it. external_id and tier are not updatable. Returns the full refreshed vendor. Access: any ak_ key or dashboard token of the organization.
         */
        patch: operations["updateVendor"];
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a vendor's services (extension)
         * @description Oldest first, with their custom fields. Archived services only with include_archived=true. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listServices"];
        put?: never;
        /**
         * Create a service of a vendor
         * @description Does not honor Idempotency-Key: a retry creates a second service. risk_analyst_ids is ignored. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/services/{service_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a service
         * @description The service must belong to the vendor. Only supplied fields change; null is treated as omitted; arrays replace the set. external_id cannot be changed; risk_analyst_ids is ignored. Access: any ak_ key or dashboard token of the organization.
         */
        patch: operations["updateService"];
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/services/{service_id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a service (extension)
         * @description The service keeps its values and stays on the vendor with is_archived true; the default service list leaves it out. Repeating it changes nothing. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["archiveService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/services/{service_id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore an archived service (extension)
         * @description The service is live again (is_archived false). Repeating it changes nothing. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["restoreService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List custom field definitions
         * @description Enabled fields of the organization (disabled ones too with include_disabled=true), optionally only those applying to one record type. Archived fields are never listed. Ordered as records list their values. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listCustomFields"];
        put?: never;
        /**
         * Define a custom field
         * @description Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["createCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom-fields/{config_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a custom field or change where it applies and its options
         * @description Only supplied fields change; field_type cannot change. Values on record types no longer in applies_to, and option labels no longer offered, are removed from records. Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        patch: operations["updateCustomField"];
        trace?: never;
    };
    "/v1/custom-fields/{config_id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a custom field
         * @description Its values show on records again. Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["enableCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom-fields/{config_id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a custom field
         * @description Hidden from records and from the list (unless include_disabled); values are kept. Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["disableCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom-fields/{config_id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a custom field
         * @description Final: the field and its values are hidden everywhere and the field is not found afterwards. Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["archiveCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom-field-values/{target_type}/{target_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set custom field values on a record
         * @description Only the named fields change; each value must fit its field's type and options. Access: a dashboard token of role admin, member or siloed member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        put: operations["setCustomFieldValues"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/fact-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a vendor's fact sheet
         * @description A vendor never generated answers 200 with status null and every section null. Any section may be null even when status is completed. Treat data_available=false factor scores as no data. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getVendorFactSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/fact-sheet/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate a vendor's fact sheet
         * @description Queues generation and answers 202. Poll the read endpoint: completed_sections grows as sections finish, then status becomes completed or failed. A refresh during a run supersedes it. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["refreshVendorFactSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portals/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answer progress of several requests
         * @description Extension: answered and total questions and the last vendor activity of each request named in ids (at most 200), in that order; unknown and other organizations' IDs are left out. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listPortalActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List requests sent to vendors
         * @description Vendor-addressed requests, newest first (ties by id). state is derived from status, due_at and paused. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listPortals"];
        put?: never;
        /**
         * Send a request to a vendor
         * @description Extension: opens a request to one of the organization's vendors, asking the intake questionnaires named by questionnaire_ids (else the active ones of its type, else every active one), and emails recipient_email its link. The change log names the caller. Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["createPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portals/{portal_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a request sent to a vendor
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getPortal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a request's due date
         * @description Extension: sets due_at (a future instant) while the request is neither submitted nor closed. Recorded in the change log (action updated). Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        patch: operations["updatePortal"];
        trace?: never;
    };
    "/v1/portals/{portal_id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a request
         * @description Extension: the vendor cannot sign in or answer while it is paused, and it is never overdue meanwhile. Recorded in the change log (action paused). Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["pausePortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portals/{portal_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused request
         * @description Extension: the vendor may sign in and answer again. Recorded in the change log (action resumed). Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["resumePortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portals/{portal_id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a request
         * @description Extension: from any state but closed. Every vendor session on it ends; the vendor can no longer sign in. Recorded in the change log (action closed); QuestionnaireResponse.StatusChanged (new_status closed) when the vendor had answered. Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["closePortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portals/{portal_id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a submitted or closed request
         * @description Extension: status open, not paused, so the vendor may sign in and change answers; submitted_at keeps the first submission. Recorded in the change log (action reopened); QuestionnaireResponse.StatusChanged (new_status in_progress) when the vendor had answered. Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["reopenPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portals/{portal_id}/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the recipient the link again
         * @description Extension: at most one reminder per request in 24 hours (else 429 with Retry-After), only while the request is open or overdue and not paused. Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["remindPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portals/{portal_id}/response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the vendor answered
         * @description Extension: every question of the request by section with the vendor's answer (null until answered), the progress, the last vendor activity and the colleagues the recipient handed sections to. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getPortalResponse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description Non-archived subscriptions, oldest first, with their delivery health. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook subscription
         * @description Checked in this order: secret (400 weak_secret), url (400 invalid_url: public HTTPS, no credentials, standard port, host not resolving to a private, loopback, link-local or metadata address), events (422 invalid_event_types, case-sensitive against the catalog). Access: a dashboard token of role admin, or any ak_ key.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook subscription
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Archive a webhook subscription
         * @description Soft delete: the subscription stops receiving events and leaves the list. 204 with an empty body. Access: a dashboard token of role admin, or any ak_ key.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook subscription
         * @description Omitted or null fields stay unchanged; events replaces the list. Same rules and order as create. enabled false pauses deliveries (attempts are recorded as skipped). Access: a dashboard token of role admin, or any ak_ key.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test delivery
         * @description Enqueues one delivery whose envelope data is `payload`. `delivered: true` means enqueued only; response_status and response_time_ms are always null. The real attempts appear in the delivery history. Access: a dashboard token of role admin, or any ak_ key.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List delivery attempts
         * @description Every attempt (kept 90 days), newest first, optionally filtered by status. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a delivery attempt
         * @description Extension: one attempt with its request (headers, Service-Signature included, and the envelope) and its response (status, headers, the first 4 KB of the body). The signing secret is never stored or returned. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description Enqueues an event from this webhook's delivery history again: same event_id, same envelope bytes, a fresh series of up to 5 attempts. Events are kept as long as the history (90 days). Access: a dashboard token of role admin, or any ak_ key.
         */
        post: operations["redeliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List findings
         * @description Newest first, archived included. An unknown vendor_id or assessment_id filter matches nothing. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listFindings"];
        put?: never;
        /**
         * Create a finding
         * @description Exactly one of vendor_id or assessment_id (neither or both is a 422). Idempotency-Key is not honored. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createFinding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/{finding_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a finding
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getFinding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a finding
         * @description Only supplied fields change; null clears finding_status_id or due_date. is_archived true archives, false restores. Returns the refreshed finding. Access: any ak_ key or dashboard token of the organization.
         */
        patch: operations["updateFinding"];
        trace?: never;
    };
    "/v1/findings/{finding_id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a finding's comments
         * @description Extension: oldest first, each with its author (by name) and time. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listFindingComments"];
        put?: never;
        /**
         * Comment on a finding
         * @description Extension: body of 1 to 5,000 characters (not only spaces; outer spaces trimmed). Recorded in the finding's change log as commented. Idempotency-Key is not honored. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createFindingComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/obligations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List obligations
         * @description Newest first, archived included. An unknown vendor_id matches nothing; an obligation_status other than satisfied or not_satisfied is 400 invalid_status. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listObligations"];
        put?: never;
        /**
         * Create a obligation
         * @description statement required; status defaults to not_satisfied; obligation_type is always cuec. Idempotency-Key is not honored. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createObligation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/obligations/{obligation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a obligation
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getObligation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a obligation
         * @description Only supplied fields change; null clears assignee_id, assignee_group_id or due_date. is_archived true archives, false restores. Returns the refreshed obligation. Access: any ak_ key or dashboard token of the organization.
         */
        patch: operations["updateObligation"];
        trace?: never;
    };
    "/v1/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List export reports
         * @description Extension: the reports GET /v1/export/{report_name} serves, with their column mappings; a switched-off module's report (contract_records) is left out. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listExportReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/export/{report_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a report
         * @description Rows oldest first (created_at, then ID). The response is streamed from keyset batches, so any size exports in flat memory. format=csv (extension) streams the same rows as text/csv. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["exportReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/risk-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Risk overview aggregates
         * @description Extension: the web app's dashboard charts, computed in SQL for the caller's organization. Vendors by inherent risk level and by tier, assessments by status and score band, open findings by age. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getRiskOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents
         * @description Newest first; archived documents are never listed. An unknown vendor_id or assessment_id filter is a 404; an unknown service_id matches nothing. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Upload a document
         * @description multipart/form-data, read as a stream (the file is never held whole in memory). Parts: file (required, at most 100 MiB, extension from the allowlist), vendor_id (required), service_ids and assessment_ids (repeat the part per ID), document_type (a slug; omitted means inferred from the content), name (defaults to the file name). Honors Idempotency-Key. Classification runs in the background: status created → analyzing → complete or failed. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a document
         * @description Archived documents stay readable here (they leave list results only). Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /**
         * Archive a document
         * @description Archived documents leave list results. A repeat call returns the same envelope. Access: any ak_ key or dashboard token of the organization.
         */
        delete: operations["archiveDocument"];
        options?: never;
        head?: never;
        /**
         * Update a document
         * @description Only supplied fields change; a supplied service_ids or assessment_ids list replaces the set ([] clears). A document_type given here is never overridden by the classifier; null clears it and re-runs classification. Idempotency-Key is not honored. Access: any ak_ key or dashboard token of the organization.
         */
        patch: operations["updateDocument"];
        trace?: never;
    };
    "/v1/documents/{document_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a presigned download URL
         * @description url is valid for expires_in (3600) seconds and is fetched with a plain GET and no Authorization header; it serves the original bytes as an attachment named filename. An archived document is not downloadable: this call and URLs issued before the archive answer 404. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/file/uploadable_url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an address to upload a file to
         * @description Step one of a BOM upload: PUT the bytes to upload_url, then POST /v1/bill_of_materials with s3_url and the size. Each address takes one file and is used by one record. Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        get: operations["getUploadableUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assessment/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query assessments by rules
         * @description Newest first. A zero touch run is an assessment: a rule `{path: "is_zero_touch", op: "eq", value: true}` lists runs only, false full assessments only; without the rule both. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["queryAssessments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assessments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List assessments (extension)
         * @description Newest first, archived included unless filtered; unknown filter IDs match nothing. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listAssessments"];
        put?: never;
        /**
         * Create an assessment
         * @description Honors Idempotency-Key. The engine then moves it through collecting_documents, indexing_supporting_documents and analyzing_questionnaire to review_evals (see the API notes). The response carries workflow_run_id (the trigger_workflow run, else null). Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createAssessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assessments/{assessment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an assessment
         * @description The object with custom_fields and without workflow_run_id; archived assessments are still returned. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getAssessment"];
        put?: never;
        post?: never;
        /**
         * Archive (cancel) an assessment
         * @description Status canceled, is_archived true; its evaluations and findings are archived, its portals closed and its started workflow runs canceled. A repeat call returns the same envelope; GET still returns it. Access: any ak_ key or dashboard token of the organization.
         */
        delete: operations["archiveAssessment"];
        options?: never;
        head?: never;
        /**
         * Rename or reassign an assessment (extension)
         * @description Only supplied fields change; assignee_id null unassigns. A changed assignee emits Assessment.AssigneeChanged. Access: any ak_ key or dashboard token of the organization.
         */
        patch: operations["updateAssessment"];
        trace?: never;
    };
    "/v1/assessments/{assessment_id}/evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The evaluations of an assessment's controls (extension)
         * @description The current analysis round's evaluations in control order, each with its evidence quotes. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listAssessmentEvaluations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portals/{portal_id}/assessment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an assessment from a vendor's submitted answers
         * @description Extension. The submitted answers become a text document of the vendor and, with every file the vendor uploaded, the new assessment's supporting documents: the engine reads them as evidence. Honors Idempotency-Key. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createAssessmentFromPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assessments/{assessment_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the evaluations (review_evals → complete)
         * @description Records approved_at and approved_by. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["approveAssessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assessments/{assessment_id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyze again (review_evals, complete or failed → collecting_documents)
         * @description Starts a new analysis round on the assessment's current documents; earlier evaluations are archived and open findings are kept. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["reopenAssessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/{finding_id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Why a finding was raised
         * @description Extension: for a finding an assessment's analysis raised, the control, the evaluation's result and rationale, and the quoted passages with their documents. A finding raised by hand answers with nulls and no evidence. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getFindingEvidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/radar/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List radar events
         * @description Newest first; archived events only with include_archived. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listRadarEvents"];
        put?: never;
        /**
         * Create a radar event
         * @description Links the vendor_ids that name vendors of the organization as primary-impacted (others are skipped silently) and raises the Impacted vendor detector's alert on each. The answer lists every linked vendor; beyond the first 50 (in ID order) the links and their alerts are written by a background job, 50 per transaction, right after the event (GET shows them as they land). Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createRadarEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/radar/events/{radar_event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a radar event
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getRadarEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a radar event (extension)
         * @description Only supplied fields change. is_archived true archives the event and its alerts (RadarEvent.Deleted, RadarDetectorResult.Deleted); false restores them. An event's alerts move 50 per transaction: beyond the first 50 they follow in a background job. Access: any ak_ key or dashboard token of the organization.
         */
        patch: operations["updateRadarEvent"];
        trace?: never;
    };
    "/v1/radar/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List radar alerts
         * @description Newest first. is_dismissed omitted hides dismissed alerts, true lists only dismissed ones, false only active ones. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listRadarAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/radar/alert_counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count radar alerts by severity (extension)
         * @description The alert list's filters without severity and paging. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["countRadarAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/radar/alerts/{alert_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a radar alert
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getRadarAlert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/radar/alerts/{alert_id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss a radar alert
         * @description 404 alert_not_found when missing, in another organization or already dismissed. suppress_similar true makes the detector record later alerts of the same primary impact type for this vendor with should_alert false. reason_code (extension, optional) outside the accepted values is 400 invalid_update; the alert records who dismissed it (dismissed_by). Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["dismissRadarAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/radar/alerts/{alert_id}/undismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a dismissed radar alert
         * @description Back to the active list; lifts the suppression its dismissal recorded. An alert that is not dismissed is returned unchanged. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["undismissRadarAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bill of materials upload history
         * @description Newest first (ties by ID); archived BOMs only with include_archived. Components are null here. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listBillsOfMaterials"];
        put?: never;
        /**
         * Add a bill of materials from an uploaded file
         * @description Upload the file first (GET /v1/file/uploadable_url, then PUT). The file is kept as a vendor document and parsed in the background: the BOM reads pending (format unknown, bom_type other, component_count 0, components null), then parsing, then parsed, failed or unsupported. It becomes the vendor's latest BOM at once. Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["createBillOfMaterials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest bill of materials of a vendor or service
         * @description Exactly one of vendor_id and service_id (else 422). The newest BOM that is not archived (of the vendor, or linked to the service), with its components; null when there is none. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getLatestBillOfMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/components": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the components across a vendor's bills of materials
         * @description vendor_id is required. Over the vendor's BOMs that are not archived, oldest BOM first. Filters: q (name substring), purl (case-insensitive prefix), component_type, license (as listed, case-insensitive). Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["searchVendorBomComponents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/portfolio/components": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which vendors ship a component: search every vendor's latest bill of materials
         * @description Extension. Over each vendor's latest BOM that is not archived; by vendor name, then file order. At least one of purl_prefix, name, cpe, license and hash; version_range narrows by version (vers syntax) over at most 20,000 candidates. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["searchPortfolioComponents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/advisories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Imported advisories
         * @description Extension. Newest first; archived ones only with include_archived. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listBomAdvisories"];
        put?: never;
        /**
         * Import a security advisory (OSV JSON) and match it against every latest BOM
         * @description Extension. The body is one OSV advisory (the format of OSV, GitHub and most feeds). 201 when new; 200 when an advisory with this id was imported before (its text is replaced and it is matched again). Matching runs in the background (matching true until done): the vendors whose latest BOM holds an affected version are named in one radar event (impact Infosec, source the advisory id), whose alerts the radar raises. Every BOM parsed later is matched too. Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["importBomAdvisory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/advisories/{advisory_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An advisory with the vendors it matched
         * @description Extension. matches lists each vendor with its affected components and the radar event that named it. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getBomAdvisory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/advisories/{advisory_id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive an advisory
         * @description Extension. It is no longer matched against new BOMs; its radar events and alerts stay. A repeat is a no-op. Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["archiveBomAdvisory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/{bom_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bill of materials with its components
         * @description Archived BOMs included. Components in file order; `components=false` (an extension) leaves them out (null), for a client polling until the BOM is parsed. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getBillOfMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/{bom_id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bill of materials' components counted by type and by licence
         * @description Extension. Counts without the components: each component type, and the most used licences (each entry of a component's licenses, an SPDX ID or expression, counted once per component) with how many there are in all and how many components list none. Archived BOMs included; every count is zero until the BOM is parsed. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["summarizeBillOfMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/{bom_id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a bill of materials
         * @description It leaves latest (the vendor's previous BOM becomes latest) and stays in the history. A repeat answers the same object. Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["archiveBillOfMaterials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/{bom_id}/components": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the components of one bill of materials
         * @description In file order. Filters: q (name substring), purl (case-insensitive prefix), component_type, license (as listed, case-insensitive). Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["searchBomComponents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_of_materials/{bom_id}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed between two bills of materials of a vendor
         * @description Extension. Components are matched by purl without version, else by group and name: added (only here), removed (only in against) and changed (other versions). Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["diffBillsOfMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/radar/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List radar sources
         * @description The manual source (events entered by hand) and the organization's RSS/Atom feed sources with their last poll result, newest first; archived ones only with include_archived. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        get: operations["listRadarSources"];
        put?: never;
        /**
         * Add an RSS or Atom feed source
         * @description The feed is polled about every 15 minutes while enabled; items that name a vendor of the organization become radar events. feed_url must be http(s), without credentials, on a host that is and resolves only to public addresses (400 invalid_radar_source otherwise). An organization has at most 50 feed sources that are not archived: one more is 422 radar_source_limit (`{detail: {code, message}}`; archive one first). Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["createRadarSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/radar/sources/{source_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a radar source
         * @description Omitted fields stay unchanged. A new feed_url is checked like on create and clears the last poll result. is_archived true stops polling and hides the source from the default list; is_archived false restores it, refused with 422 radar_source_limit when the organization already has 50 feed sources that are not archived. The manual source takes only name. Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        patch: operations["updateRadarSource"];
        trace?: never;
    };
    "/v1/radar/sources/{source_id}/poll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Poll a feed source now
         * @description Starts a poll in the background and answers 202 with the source, whose `poll` is that poll (state queued). Follow it with GET /v1/radar/sources until its state is succeeded or failed; the source's last_poll_* fields then hold the result. The poll fetches the feed (conditional GET, at most 10 s and 5 MiB, the first 500 items) and turns new items that name vendors into radar events, 10 items per transaction, at most 5,000 items per organization per UTC day (last_poll_skipped_count says how many waited for a later poll). A feed that cannot be fetched or read is a poll that succeeded with last_poll_status failed and last_poll_error. While the source's latest poll (from here or the schedule) is queued or running, the call joins it: 202 with that poll, nothing new started. Otherwise a poll starts at most once every 60 seconds per source: 429 rate_limited with Retry-After (seconds). Disabled sources can be polled; the manual source and archived sources cannot (400 invalid_radar_source). Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["pollRadarSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/radar/keyword_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the keyword rules of feed items
         * @description In order of precedence: a feed item's impact type is that of the first rule whose keyword occurs in its title or summary as whole words (case-insensitive); no match is Other. New organizations start with defaults. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        get: operations["listRadarKeywordRules"];
        /**
         * Replace the keyword rules
         * @description The list given, in its order, replaces the whole list (at most 200 rules, keywords of at most 100 characters, impact_type case-sensitive). Applies to items polled from now on. Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        put: operations["replaceRadarKeywordRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reassessments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reassessments
         * @description Newest first, at most the 500 newest (the spec's {items} has no paging; narrow with status or radar_event_id); total counts every match. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listReassessments"];
        put?: never;
        /**
         * Draft a reassessment from a radar event
         * @description Status draft. vendor_ids become matched entries, included, in the given order (a repeated ID once); alert_ids are the event's alerts on them. Checked in this order: radar_event_id (404), vendor_ids, assessment_plan_id (400). Idempotency-Key is not honored. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createReassessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reassessments/{reassessment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a reassessment
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getReassessment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a reassessment
         * @description Only supplied fields change; null clears title or assessment_plan_id (radar_event_id cannot be cleared). A new radar_event_id replaces alert_ids with that event's alerts on the vendor set. Allowed in draft and confirmed. Returns the refreshed reassessment. Access: any ak_ key or dashboard token of the organization.
         */
        patch: operations["updateReassessment"];
        trace?: never;
    };
    "/v1/reassessments/{reassessment_id}/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add vendors to a draft reassessment
         * @description Vendors not yet in the set join as manual entries, included, after the others; ones already in it are unchanged. alert_ids gain the event's alerts on the added vendors. Draft only. Returns the refreshed reassessment. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["addReassessmentVendors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reassessments/{reassessment_id}/vendor_inclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Include or exclude a vendor of a draft reassessment
         * @description included false keeps the vendor in the set but out of the run. Draft only. Returns the refreshed reassessment. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["setReassessmentVendorInclusion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reassessments/{reassessment_id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a draft reassessment (draft → confirmed)
         * @description Locks the vendor set in; at least one vendor must be included. No body. Returns the refreshed reassessment. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["confirmReassessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reassessments/{reassessment_id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss a reassessment (draft or confirmed → dismissed, terminal)
         * @description No body. Returns the refreshed reassessment. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["dismissReassessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reassessments/{reassessment_id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a confirmed reassessment (confirmed → run, terminal)
         * @description Creates one assessment per included vendor with the plan's control sets (never a case) and sets each entry's assessment_id, all or nothing: if any vendor cannot be assessed nothing is created. Two concurrent runs create the assessments once; the second answers reassessment_immutable. No body. Returns the refreshed reassessment. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["runReassessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_country_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bank country rule sets (extension)
         * @description Each configured bank country's fields (which are required, which are masked) and rule set version. A country not listed is unconfigured: accounts there are stored with validation_status not_validated. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listBankCountryRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_country_rules/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check bank details against the country rules (extension)
         * @description The same checks a bank account write runs, answered with 200 whatever the outcome; nothing is saved. Messages never repeat the values. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["validateBankDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/bank_accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a vendor's bank accounts
         * @description Numbers are masked to their last four characters; swift_bic is shown in full. values (every field in full) is present only for a key holding banking:read. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listVendorBankAccounts"];
        put?: never;
        /**
         * Add a bank account
         * @description 202 with review_id when the change waits for review (the default), or 201 with the account when the organization turned review off or the key holds review:sensitive_changes. For a queued write, bank_account_name and statement_document_id take effect on approval. currency BRL is refused when the supplier's primary site (or first site) is outside Brazil. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createVendorBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/bank_accounts/{bank_account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one bank account (extension)
         * @description Masked like the list; values is always null here. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getVendorBankAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a bank account
         * @description bank_country and values are required and values replaces the whole set. Values equal to the stored ones apply currency, bank_account_name, is_primary and statement_document_id at once (200); any difference is a bank change: 202 with review_id when review is required, else 200. The live account keeps its details until approval. 409 bank_change_pending while another change to the account waits for review. Access: any ak_ key or dashboard token of the organization.
         */
        patch: operations["updateVendorBankAccount"];
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/bank_accounts/{bank_account_id}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retire a bank account
         * @description Never waits for review; a change waiting on the account is rejected. Retiring a retired account is a no-op. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["retireVendorBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank change reviews
         * @description Newest first. Proposed and current details are masked; signals explain what looks unusual. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        get: operations["listBankChangeReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_reviews/{review_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank change review
         * @description Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        get: operations["getBankChangeReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_reviews/{review_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a bank change
         * @description Applies the change atomically: a new account, or the new values on the live account. Of two reviewers deciding at once, exactly one decision lands; the other gets 409 bank_review_decided. 403 own_change_review for the user who proposed it. Extension: the body is optional; a change with a high signal needs verification_note (how it was verified, for example a call-back to a known number), else 422 verification_note_required. The note is kept on the review and in its change log entry. Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["approveBankChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_reviews/{review_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a bank change
         * @description The live account keeps its details. The change feed lists the rejection under the review's ID. Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["rejectBankChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vendor's sites
         * @description Oldest first (the vendor's first site leads). Deleted sites are never listed. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listVendorSites"];
        put?: never;
        /**
         * Add a site
         * @description country is the only required field. subdivision_code is derived from country and state_or_region unless given. is_primary true demotes the vendor's current primary site. Country-rule errors reject the site (422 validation_failed); warnings are kept in validation_results. latitude and longitude are filled shortly after, from an offline country table (null for a country-only site). source is api for an ak_ key, internal otherwise. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createVendorSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/sites/{site_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a site
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getVendorSite"];
        put?: never;
        post?: never;
        /**
         * Delete a site
         * @description The site is never returned again (GET, PATCH and DELETE answer 404 site_not_found). Other sites that named it as remit_to_site_id no longer do. The change feed keeps its last state. Access: any ak_ key or dashboard token of the organization.
         */
        delete: operations["deleteVendorSite"];
        options?: never;
        head?: never;
        /**
         * Update a site
         * @description Only supplied fields change; null clears a field (activity_description becomes ""). subdivision_code null goes back to deriving it. The whole address is checked again by the country rules. A change to the address works out the coordinates again. A request that changes nothing records nothing. Access: any ak_ key or dashboard token of the organization.
         */
        patch: operations["updateVendorSite"];
        trace?: never;
    };
    "/v1/tax_registration_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tax registration types of a country
         * @description The registration types the country rules check for the country (an empty list when none): what a form offers for registration_type. Another type is accepted by PUT .../tax_registrations, unchecked, with a warning. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listTaxRegistrationTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/tax_registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vendor's tax registrations
         * @description By country and registration type, at most 500. Values are masked (value_masked); the full identifier is never returned. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listVendorTaxRegistrations"];
        /**
         * Create or update a tax registration
         * @description Upsert keyed by (country, registration_type): 201 when created, 200 when it existed. The value is checked by the country rules (a failing check is 422 validation_failed and nothing is saved; a registration type the country rules do not know is kept, not_validated, with a warning), stored sealed in its compact form and returned only as value_masked (**** and the last four; **** alone for a value shorter than 8 characters). The same PUT again returns the same record and records no change. source is that of the first PUT. Access: any ak_ key or dashboard token of the organization.
         */
        put: operations["putVendorTaxRegistration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/diversity_records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vendor's diversity records
         * @description Oldest first, at most 500. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listVendorDiversityRecords"];
        put?: never;
        /**
         * Add a diversity record
         * @description classification is required. certified_at and expires_at are Unix seconds; expires_at before certified_at is a 422 validation error at body.expires_at. document_id names a document of the same vendor. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createVendorDiversityRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/diversity_records/{diversity_record_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a diversity record
         * @description Removed for good; the change feed keeps its last state. Access: any ak_ key or dashboard token of the organization.
         */
        delete: operations["deleteVendorDiversityRecord"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/legal_entity_assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's legal entities that deal with the vendor
         * @description In the order they were assigned. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listVendorLegalEntityAssignments"];
        /**
         * Replace the vendor's legal entities
         * @description The set becomes exactly legal_entity_ids (a repeated ID counts once; [] clears it); entities kept keep their assigned_at. A change is one change feed entry (legal_entity_assignment, updated, entity_id = the vendor ID, before/after {legal_entity_ids}). Returns the new list. Access: any ak_ key or dashboard token of the organization.
         */
        put: operations["putVendorLegalEntityAssignments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendors/{vendor_id}/change_feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vendor's supplier profile change feed
         * @description Every change by any actor to the vendor's bank accounts, sites, tax registrations, diversity records and legal entity assignments, newest first. A rejected bank change is listed with entity_id = its review ID and snapshot.rejection_reason. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listSupplierProfileChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The portfolio ranked by zero touch composite
         * @description One row per vendor (its newest unarchived run), ranked across the whole organization before slicing, unscored last; search and filters keep each row's rank. Access: a dashboard token of role admin, member, siloed member, guest or service account; an ak_ key gets 401 (`Unauthorized role.`).
         */
        get: operations["zeroTouchLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shipped control set templates
         * @description Access: a dashboard token of role admin, member, siloed member, guest or service account; an ak_ key gets 401 (`Unauthorized role.`).
         */
        get: operations["zeroTouchTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the organization's zero touch scope to a template
         * @description Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["switchZeroTouchTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The zero touch configuration
         * @description Access: a dashboard token of role admin, member, siloed member, guest or service account; an ak_ key gets 401 (`Unauthorized role.`).
         */
        get: operations["zeroTouchConfig"];
        put?: never;
        /**
         * Change the zero touch configuration
         * @description Only the fields given change. Weights are relative: they are renormalised over the components that resolve. Access: a dashboard token of role admin; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["writeZeroTouchConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Launch a zero touch run
         * @description Creates a run (an assessment on the zero touch control sets) that moves queued → running → complete in the background. The vendor's previous run leaves the leaderboard. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["launchZeroTouchRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Launch zero touch runs for many vendors
         * @description 200: every vendor (deduplicated) is in `created` (in the order asked) or in `failed` with the reason. The vendors are launched 5 at a time, each batch together in one transaction; should a batch fail as a whole, each of its vendors is launched on its own, so that only the vendors at fault fail. The one refusal of the whole request: a `template_key` the caller may not switch to (403 `insufficient_role`, nothing launched). Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["bulkLaunchZeroTouchRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/summaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Summaries of runs (extension)
         * @description The run summaries of up to 200 run IDs, for following a bulk launch; unknown IDs are left out. Access: a dashboard token of role admin, member, siloed member, guest or service account; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["zeroTouchRunSummaries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/{assessment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a zero touch run with its result
         * @description A finished run shows its snapshot; an unfinished one is scored on the fly from current inputs. Access: a dashboard token of role admin, member, siloed member, guest or service account; an ak_ key gets 401 (`Unauthorized role.`).
         */
        get: operations["getZeroTouchRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/{assessment_id}/rescore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rescore a run
         * @description Recomputes the composite against current inputs and the current configuration and re-applies the configured push; keeps the profile. Serialised with corrections of the same run. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["rescoreZeroTouchRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/{assessment_id}/reprofile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-research the company and replace the profile
         * @description Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["reprofileZeroTouchRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/{assessment_id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve, escalate, archive or annotate a run
         * @description approved and escalated need a complete run (409 zero_touch_run_unfinished); approved takes an optional comment in note; escalated needs a reason in note and an assignee (assignee_user_id, an invited or active user of the organization; 422 without either, 400 for an unknown one); archived takes the run off the leaderboard; note only writes the trail. vendor_status_id sets the vendor's status. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["reviewZeroTouchRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/{assessment_id}/correct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct the vendor's website or name and rescore
         * @description The instruction is read into the correctable fields (vendor website and name), applied and the run rescored. An instruction that changes nothing still answers 200 and writes an audit entry with empty changes. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["correctZeroTouchRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/{assessment_id}/control_overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Override one control's verdict (extension)
         * @description A reviewer's verdict on one control of a complete run in place of the matcher's, with a reason (verdict null removes it). The run is rescored, the override is kept through every later rescore, shows in result.controls and result.changes_since_previous, and appends a `revised` audit entry whose note is the reason. Access: a dashboard token of role admin or member; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["overrideZeroTouchControl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/{assessment_id}/correct/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a correction would change (extension)
         * @description Reads the instruction as correct would and lists the field changes; nothing is written. Access: a dashboard token of role admin, member, siloed member, guest or service account; an ak_ key gets 401 (`Unauthorized role.`).
         */
        post: operations["previewZeroTouchCorrection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/zero_touch_assessment/{assessment_id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The run's review trail
         * @description Append-only, oldest first. Access: a dashboard token of role admin, member, siloed member, guest or service account; an ak_ key gets 401 (`Unauthorized role.`).
         */
        get: operations["zeroTouchRunAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/api/questionnaires": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List intake questionnaires
         * @description The organization's active questionnaires, oldest first; archived ones are left out. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listIntakeQuestionnaires"];
        put?: never;
        /**
         * Add an intake questionnaire
         * @description Extension; admins and API keys. Adding one to an organization whose intake was disabled enables it again. Access: a dashboard token of role admin, or any ak_ key.
         */
        post: operations["createIntakeQuestionnaire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/api/questionnaires/{questionnaire_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an intake questionnaire with its questions
         * @description Extension. Archived questionnaires are readable too (is_archived true). Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getIntakeQuestionnaire"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit an intake questionnaire
         * @description Extension; admins and API keys. Only supplied fields change; questions replaces the list (an entry with the id of one of its questions edits it, one without adds a question, a question left out is removed). Sessions keep their own copy of each question. Access: a dashboard token of role admin, or any ak_ key.
         */
        patch: operations["updateIntakeQuestionnaire"];
        trace?: never;
    };
    "/v1/intake/api/questionnaires/{questionnaire_id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive an intake questionnaire
         * @description Extension; admins and API keys. OrgIntake.QuestionnaireRemoved; archiving the last active questionnaire also emits OrgIntake.Disabled and turns intake off (new sessions answer 409 intake_disabled). A repeat changes nothing. Access: a dashboard token of role admin, or any ak_ key.
         */
        post: operations["archiveIntakeQuestionnaire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List intake sessions
         * @description Extension. Newest first, ties by ID. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listIntakeSessions"];
        put?: never;
        /**
         * File a vendor intake request
         * @description Answering starts at once, in the background: the session goes pending → processing → complete (or failed when every question failed) with no further call. context_truncated: the context is longer than the 20,000 characters each question reads. A used external_id is a replay: 200 with the original session_id, nothing changed or reprocessed. Idempotency-Key is not honored (external_id is the replay key). Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createIntakeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/api/sessions/external/{external_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an intake session by your external_id
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getIntakeSessionByExternalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/api/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an intake session with its answers
         * @description Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getIntakeSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/api/sessions/{session_id}/answers/{question_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Answer a session's question yourself
         * @description Extension. Stores a person's answer as human_answer, beside the machine's (which stays as it was). selected_options must be options of the question (single_select: one). Access: any ak_ key or dashboard token of the organization.
         */
        put: operations["answerIntakeQuestion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/api/sessions/{session_id}/procurement_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the request's procurement status
         * @description Extension. status_id from GET /v1/statuses?entity=procurement. Emits Procurement.StatusChanged (procurement_id is the session's ID); the status it already has changes nothing. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["moveIntakeProcurementStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/api/sessions/{session_id}/vendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the vendor from the request
         * @description Extension. Each field defaults to the session's (vendor_name, vendor_website, vendor_description; the inherent risk level to suggested_inherent_risk). Vendor.Created as POST /v1/vendors; the session's vendor_id links them. Access: any ak_ key or dashboard token of the organization.
         */
        post: operations["createVendorFromIntakeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contract records
         * @description Newest first by default (ties by ID); archived records are left out unless include_archived is true. Unknown filter IDs match nothing. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listContractRecords"];
        put?: never;
        /**
         * Create a contract record
         * @description New records read workflow_state draft. owner_user_id defaults to the calling dashboard user (null for a key). Dates must run effective_date ≤ term_start_date ≤ expiration_date (only those given are compared). Idempotency-Key is not honored. Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        post: operations["createContractRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract-records/{contract_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contract record
         * @description Archived records included. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["getContractRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a contract record
         * @description Only supplied fields change; null clears a nullable field. is_archived true archives, false restores. The date order is checked on the stored dates merged with the supplied ones. workflow_state is not settable. Every change is recorded in the change log (entity_type contract_record). Access: a dashboard token of role admin, member, siloed member or service account, or any ak_ key.
         */
        patch: operations["updateContractRecord"];
        trace?: never;
    };
    "/v1/contract-records/{contract_id}/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the renewal reminders sent about a contract
         * @description Extension: the emails the renewal reminders sent to the contract's owner, newest first. Access: any ak_ key or dashboard token of the organization.
         */
        get: operations["listContractReminders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The web app's sidebar
         * @description Web app route (see docs/api-notes.md): the sections of the caller's organization, without those of modules it has switched off. Access: a dashboard token of role admin, member, siloed member, guest or service account; an ak_ key gets 401 (`Unauthorized role.`).
         */
        get: operations["getNavigation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/{portal_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a request asks, for anyone holding its link
         * @description The requesting organization, the request's type, due date and sections; nothing else until the visitor signs in. visitor names who is signed in on this request (its session cookie), or is null.
         */
        get: operations["readVendorRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/{portal_id}/sign-in/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a one-time sign-in code
         * @description Sends a six-digit code (valid 10 minutes, 5 tries) when the address may sign in: the recipient, or a colleague they invited. The answer is the same for any address. Throttled per request, per address and per client address.
         */
        post: operations["sendVendorSignInCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/{portal_id}/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with the emailed code
         * @description A right code opens a session on this one request: an HttpOnly, SameSite=Strict cookie sent only to this request's paths, for 8 hours.
         */
        post: operations["signInToVendorRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/{portal_id}/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the vendor's session */
        post: operations["signOutOfVendorRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/{portal_id}/questionnaire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The questionnaire with every saved answer */
        get: operations["readVendorQuestionnaire"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/{portal_id}/answers/{question_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save one answer (autosave)
         * @description The fields sent replace the stored ones; a reused earlier answer is confirmed by saving it.
         */
        put: operations["saveVendorAnswer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/{portal_id}/answers/{question_id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file as evidence for an answer
         * @description multipart/form-data with one part named file (send several requests for several files); the documents module's limits and allowlist apply. The file becomes a document of the vendor, linked to the answer.
         */
        post: operations["uploadVendorEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/{portal_id}/sections/{section_key}/hand-over": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a section to a colleague
         * @description The recipient invites another address at their own domain to one section: the colleague signs in with their own code and answers that section of the same request.
         */
        post: operations["handOverVendorSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/{portal_id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the answers */
        post: operations["submitVendorResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an organization and its first admin */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange an email and password for a dashboard session token */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this installation has any organization yet */
        get: operations["getSetupStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AuthTest: {
            msg: string;
        };
        /**
         * @example {
         *       "detail": "Invalid or expired API key."
         *     }
         */
        PlainDetailError: {
            detail: string;
        };
        /**
         * @example {
         *       "detail": {
         *         "code": "vendor_not_found",
         *         "message": "Vendor not found."
         *       }
         *     }
         */
        Error: {
            detail: {
                code: string;
                message: string;
            };
        };
        ValidationError: {
            detail: {
                loc: (string | number)[];
                msg: string;
                type: string;
            }[];
        };
        WhoAmI: {
            organization_id: string;
            organization_name: string;
            /** @enum {string} */
            credential_type: "api_key" | "session";
            /** @description Set for a dashboard session token. */
            user_id: string | null;
            email: string | null;
            first_name: string | null;
            last_name: string | null;
            /** @description The user's org role; null for an ak_ key. */
            role: string | null;
            api_key_id: string | null;
            api_key_name: string | null;
            /** @description The key's scopes; [] for a session token. */
            scopes: string[];
        };
        WhoAmIIp: {
            /** @description The address the IP allowlist evaluates; null when it cannot be determined. */
            client_ip: string | null;
        };
        Organization: {
            /** @example cborg_0f4c2a9d8e7b6a5f4c3b2a1908f7e6d5 */
            id: string;
            name: string;
            /** @description CIDRs; [] means unrestricted. */
            api_ip_allowlist: string[];
            modules: components["schemas"]["OrganizationModules"];
            bank_change_review_required: boolean;
            /**
             * @description Days the API call audit log, and the change log of records deleted since, are kept (extension). Default 400.
             * @example 400
             */
            audit_log_retention_days: number;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        OrganizationModules: {
            bill_of_materials: boolean;
            contract_records: boolean;
            supplier_profile: boolean;
            zero_touch: boolean;
        };
        /**
         * @example {
         *       "detail": {
         *         "error": "Invalid CIDR: host bits are set.",
         *         "value": "10.0.0.1/8"
         *       }
         *     }
         */
        InvalidCidrError: {
            detail: {
                error: string;
                value: string;
            };
        };
        UpdateOrganization: {
            name?: string | null;
            /** @description Replaces the allowlist; [] clears it. IPv4 or IPv6 CIDRs. */
            api_ip_allowlist?: string[] | null;
            /** @description Admin dashboard token only. */
            modules?: {
                bill_of_materials?: boolean;
                contract_records?: boolean;
                supplier_profile?: boolean;
                zero_touch?: boolean;
            } | null;
            /** @description Admin dashboard token only. */
            bank_change_review_required?: boolean | null;
            /** @description Admin dashboard token only. 30 to 3650 days (extension). */
            audit_log_retention_days?: number | null;
        };
        ApiKeyList: {
            data: components["schemas"]["ApiKey"][];
        };
        ApiKey: {
            /**
             * @description The key id: the part between `ak_` and the secret.
             * @example 9f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f
             */
            id: string;
            name: string | null;
            /** @description Unix seconds. */
            created_at: number | null;
            /** @description Most recent successful authentication. */
            last_used_at: number | null;
            revoked: boolean;
            expired: boolean;
            /** @description The key's scopes; [] once it is revoked. */
            scopes: ("keys:manage" | "audit:read" | "banking:read" | "review:sensitive_changes")[];
            /** @description cbuser_ ID of the admin who created the key. */
            created_by_clerk_user_id: string | null;
            /** @description Extension: the scopes the key was granted, kept after revocation (when `scopes` reads []). */
            granted_scopes: ("keys:manage" | "audit:read" | "banking:read" | "review:sensitive_changes")[];
            /** @description Extension: when the key expires; null: never. */
            expires_at: number | null;
            /** @description Extension: the key may only make GET and HEAD calls; any other /v1 call is 403 insufficient_scope. */
            read_only: boolean;
            /** @description Extension: while a rotation's overlap runs, when this (the rotated) key's secret stops working; else null. */
            revokes_at: number | null;
            /** @description Extension: on the successor of a rotation with an overlap, when the previous key's secret stops working, while it still works; else null. */
            previous_secret_expires_at: number | null;
        };
        CreatedApiKey: {
            id: string;
            name: string;
            /** @description The raw key. Returned once only. */
            secret: string;
            /** @description Unix seconds. */
            created_at: number;
            scopes: ("keys:manage" | "audit:read" | "banking:read" | "review:sensitive_changes")[];
            /** @description Extension: see the key record. */
            read_only: boolean;
            /** @description Extension: when the key expires; null: never. */
            expires_at: number | null;
        };
        CreateApiKey: {
            /** @description Required; must be non-empty after trimming (else 400 invalid_name). */
            name: string;
            /** @description Omit for a key that never expires. */
            seconds_until_expiration?: number | null;
            /** @description Omit or [] for a standard key. A non-empty array needs an admin dashboard session token. */
            scopes?: ("keys:manage" | "audit:read" | "banking:read" | "review:sensitive_changes")[] | null;
            /** @description Extension: true for a key that may only make GET and HEAD calls (any other /v1 call is 403 insufficient_scope). Default false. */
            read_only?: boolean | null;
        };
        RotatedApiKey: components["schemas"]["CreatedApiKey"] & {
            /** @description The id of the key this rotation revoked. */
            revoked_id: string;
            /** @description Extension: when the revoked key's secret stops working, when the rotation asked for an overlap; null: it stopped at once. */
            previous_secret_expires_at: number | null;
        };
        RotateApiKey: {
            /**
             * @description Extension: how long the old secret keeps working after the rotation, 0 to 86400 (24 hours; else 400 invalid_rotation_overlap). Omit or 0: it stops at once, as the specification says.
             * @example 3600
             */
            overlap_seconds?: number | null;
        };
        RevokeApiKey: {
            /** @description Recorded for compliance. */
            reason?: string | null;
        };
        AuditLogMetadata: {
            routes: string[];
            methods: string[];
            status_codes: number[];
            api_keys: {
                id: string;
                name: string | null;
            }[];
        };
        AuditLogPage: {
            items: components["schemas"]["AuditEntry"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        AuditEntry: {
            id: string;
            /** @enum {string} */
            type: "external_api_call";
            /** @enum {string} */
            target_type: "external_api_request";
            /** @description Unix seconds. */
            occurred_at: number;
            method: string;
            path: string;
            /** @description Matched route template; null when no route matched. */
            route: string | null;
            status_code: number;
            duration_ms: number;
            /** @description Names of the query parameters used, never values. */
            query_params: string[];
            api_key_id: string | null;
            api_key_name: string | null;
            /** @description Set for calls made with a dashboard session token. */
            user_id: string | null;
            client_ip: string | null;
            request_id: string;
        };
        ChangeLogPage: {
            items: components["schemas"]["ChangeLogEntry"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        ChangeLogEntry: {
            id: string;
            /** @example vendor */
            entity_type: string;
            entity_id: string;
            /** @description What the record was called when it changed. */
            entity_name: string | null;
            /**
             * @description created, updated, archived, or a state change such as revoked.
             * @example updated
             */
            action: string;
            actor: {
                /** @enum {string} */
                type: "user" | "api_key" | "system";
                /** @description The user's or key's ID; null for system. */
                id: string | null;
                /** @description The user's name or email, the key's name, or "system". */
                name: string | null;
            };
            changes: components["schemas"]["FieldChange"][];
            /** @description The reason given, such as a key's revoke reason. */
            reason: string | null;
            request_id: string | null;
            /** @description Unix seconds. */
            created_at: number;
        };
        FieldChange: {
            /** @description The top-level field of the API object, as the API names it. */
            field: string;
            /** @description The value before; null when absent. Secrets read "[redacted]". */
            before?: unknown;
            /** @description The value after; null when absent. Secrets read "[redacted]". */
            after?: unknown;
        };
        StatusList: {
            items: components["schemas"]["Status"][];
            total: number;
        };
        Status: {
            id: string;
            /** @enum {string} */
            entity: "vendor" | "finding" | "procurement" | "contract";
            name: string;
            position: number;
        };
        TagList: {
            items: components["schemas"]["Tag"][];
            total: number;
        };
        Tag: {
            id: string;
            value: string;
        };
        RiskLevelList: {
            items: components["schemas"]["RiskLevel"][];
            total: number;
        };
        RiskLevel: {
            id: string;
            name: string;
            /** @description 1 is the most severe. */
            rank: number;
        };
        DocumentTypeList: {
            items: components["schemas"]["DocumentType"][];
            total: number;
        };
        DocumentType: {
            slug: string;
            name: string;
        };
        LegalEntityList: {
            items: components["schemas"]["LegalEntity"][];
            total: number;
        };
        LegalEntity: {
            id: string;
            name: string;
            country: string;
            is_default: boolean;
        };
        CreateTag: {
            value: string;
        };
        LegalEntityRecord: {
            /** @example cble_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            name: string;
            country: string;
            /** @description At most one legal entity of the organization is the default. */
            is_default: boolean;
            /** @description Unix seconds. */
            created_at: number;
        };
        CreateLegalEntity: {
            name: string;
            /**
             * @description ISO 3166-1 alpha-2.
             * @example DE
             */
            country: string;
            /** @description true makes it the organization's default and demotes the previous default. */
            is_default?: boolean;
        };
        /** @description Only supplied fields change. */
        UpdateLegalEntity: {
            name?: string;
            /**
             * @description ISO 3166-1 alpha-2.
             * @example DE
             */
            country?: string;
            /** @description true makes it the default and demotes the previous one; false leaves the organization without a default. */
            is_default?: boolean;
        };
        ControlSetList: {
            items: components["schemas"]["ControlSet"][];
            total: number;
        };
        ControlSet: {
            id: string;
            name: string;
            control_count: number;
            is_zero_touch: boolean;
        };
        AssessmentPlanList: {
            items: components["schemas"]["AssessmentPlan"][];
            total: number;
        };
        AssessmentPlan: {
            id: string;
            name: string;
            control_set_ids: string[];
        };
        WorkflowDefinitionList: {
            items: components["schemas"]["WorkflowDefinition"][];
            total: number;
        };
        WorkflowDefinition: {
            id: string;
            name: string;
            enabled: boolean;
            trigger: components["schemas"]["WorkflowTrigger"];
            steps: components["schemas"]["WorkflowStepDefinition"][];
        };
        WorkflowTrigger: {
            /** @enum {string} */
            type: "manual";
        } | {
            /** @enum {string} */
            type: "event";
            event_type: string;
        };
        WorkflowStepDefinition: {
            component_id: string;
            component_name: string;
            action_type: string;
            settings: {
                [key: string]: unknown;
            };
        };
        WorkflowRunList: {
            data: components["schemas"]["WorkflowRunSummary"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        WorkflowRunSummary: {
            /** @example cbwr_0123456789abcdef0123456789abcdef */
            workflow_run_id: string;
            workflow_name: string | null;
            workflow_definition_id: string | null;
            /** @enum {string} */
            status: "started" | "completed" | "canceled" | "failed";
            /** @description Unix seconds. */
            started_at: number;
            /** @description Unix seconds. */
            completed_at: number | null;
            step_count: number;
        };
        WorkflowRun: {
            /** @example cbwr_0123456789abcdef0123456789abcdef */
            workflow_run_id: string;
            workflow_name: string | null;
            workflow_definition_id: string | null;
            /** @enum {string} */
            status: "started" | "completed" | "canceled" | "failed";
            /** @description Unix seconds. */
            started_at: number;
            /** @description Unix seconds. */
            completed_at: number | null;
            steps: components["schemas"]["WorkflowRunStep"][];
        };
        WorkflowRunStep: {
            step_id: string;
            component_id: string | null;
            component_name: string | null;
            action_type: string | null;
            /** @enum {string|null} */
            status: "success" | "failed" | "skipped" | null;
            message: string | null;
            artifacts: components["schemas"]["WorkflowArtifact"][];
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number | null;
        };
        WorkflowArtifact: {
            artifact_type: string;
            id: string;
            /** @enum {string} */
            role: "trigger" | "result";
        };
        CreateWorkflowDefinition: {
            name: string;
            /** @default false */
            enabled?: boolean;
            trigger?: components["schemas"]["WorkflowTrigger"];
            /** @default [] */
            steps?: {
                component_id?: string;
                component_name: string;
                action_type: string;
                /** @default {} */
                settings?: {
                    [key: string]: unknown;
                };
            }[];
        };
        UpdateWorkflowDefinition: {
            name?: string;
            enabled?: boolean;
            trigger?: components["schemas"]["WorkflowTrigger"];
            steps?: {
                component_id?: string;
                component_name: string;
                action_type: string;
                /** @default {} */
                settings?: {
                    [key: string]: unknown;
                };
            }[];
        };
        RunWorkflowResponse: {
            workflow_run_id: string;
            workflow_name: string | null;
            /** @enum {string} */
            status: "started" | "completed" | "canceled" | "failed";
            /** @description Unix seconds. */
            started_at: number;
            input: {
                [key: string]: unknown;
            };
        };
        RunWorkflowRequest: {
            /**
             * @description Stored and echoed (nesting up to 32 levels). Only vendor_id is checked: when present it must name a vendor of the organization (404 vendor_not_found).
             * @default {}
             */
            input?: {
                [key: string]: unknown;
            };
        };
        UserList: {
            items: components["schemas"]["User"][];
            /** @description Full count of the filtered set; 0 or 1 for an email lookup. */
            total: number;
            limit: number;
            offset: number;
        };
        User: {
            /** @example cbuser_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
            id: string;
            email: string;
            first_name: string | null;
            last_name: string | null;
            /**
             * @description Org role value for the caller's organization.
             * @enum {string|null}
             */
            role: "org:admin" | "org:member" | "org:siloed_member" | "org:guest" | "org:auxiliary_member" | "org:service_account" | null;
            /**
             * @description Org membership status: invited (created, not yet joined), active, or inactive.
             * @enum {string|null}
             */
            status: "invited" | "active" | "inactive" | null;
            /** @description true once deprovisioned. */
            is_archived: boolean;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        CreateUser: {
            /**
             * Format: email
             * @description Matched case-insensitively.
             * @example dana@example.com
             */
            email: string;
            first_name?: string | null;
            last_name?: string | null;
            /**
             * @description Defaults to org:member.
             * @example org:member
             * @enum {string|null}
             */
            role?: "org:admin" | "org:member" | "org:siloed_member" | "org:guest" | "org:auxiliary_member" | "org:service_account" | "member" | "basic_member" | "org:basic_member" | "admin" | null;
        };
        UpdateUser: {
            /**
             * @description An org role value. Aliases: `member`, `basic_member` and `org:basic_member` mean `org:member`; `admin` means `org:admin`.
             * @example org:member
             * @enum {string|null}
             */
            role?: "org:admin" | "org:member" | "org:siloed_member" | "org:guest" | "org:auxiliary_member" | "org:service_account" | "member" | "basic_member" | "org:basic_member" | "admin" | null;
            /** @description true archives (membership inactive); false reactivates (membership active). */
            is_archived?: boolean | null;
        };
        UserInvitationLink: {
            user_id: string;
            /** @description The one-time link to hand to the user. Shown once only. */
            invitation_url: string;
            /** @description Unix seconds. */
            expires_at: number;
        };
        InvitationDetails: {
            email: string;
            first_name: string | null;
            last_name: string | null;
            organization_name: string;
            /** @description Unix seconds. */
            expires_at: number;
        };
        AcceptedInvitation: {
            organization_id: string;
            user_id: string;
            email: string;
        };
        AcceptInvitation: {
            token: string;
            /** @description At least 12 characters. */
            password: string;
            first_name?: string | null;
            last_name?: string | null;
        };
        VendorList: {
            items: components["schemas"]["VendorListRow"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        VendorListRow: {
            /** @example cbvndr_8e2b5f0c7a9d4e6f8a1b3c5d7e9f0a2b */
            id: string;
            external_id: string | null;
            name: string;
            website: string | null;
            description: string | null;
            hq_location: string | null;
            /** @description Name of the current status record. */
            status: string | null;
            status_id: string | null;
            /** @description Tag values. */
            tags: string[];
            use_case: string | null;
            /** @description Derived by workflow tiering; not updatable. */
            tier: string | null;
            primary_contact: components["schemas"]["PrimaryContact"];
            /** @description Extension: cbsclvl_ ID or null. */
            inherent_risk_level_id: string | null;
            /** @description Extension: cbsclvl_ ID or null. */
            residual_risk_level_id: string | null;
            /** @description Filled only with include_custom_fields=true; [] otherwise. */
            custom_fields: components["schemas"]["CustomFieldEntry"][];
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        PrimaryContact: {
            email: string;
            name: string | null;
            title: string | null;
            phone_number: string | null;
        } | null;
        CustomFieldEntry: {
            /** @example cbcfc_4b1f0c2d9e8a7b6c5d4e3f2a1b0c9d8e */
            config_id: string;
            field_name: string;
            /** @enum {string} */
            field_type: "string" | "number" | "boolean" | "date" | "user" | "select" | "multiselect";
            value: components["schemas"]["CustomFieldValue"];
        };
        CustomFieldValue: string | number | boolean | string[];
        Vendor: {
            /** @example cbvndr_8e2b5f0c7a9d4e6f8a1b3c5d7e9f0a2b */
            id: string;
            external_id: string | null;
            name: string;
            website: string | null;
            description: string | null;
            hq_location: string | null;
            /** @description Name of the current status record. */
            status: string | null;
            status_id: string | null;
            /** @description Tag values. */
            tags: string[];
            use_case: string | null;
            /** @description Derived by workflow tiering; not updatable. */
            tier: string | null;
            primary_contact: components["schemas"]["PrimaryContact"];
            risk_analyst_ids: string[];
            relationship_owner_ids: string[];
            watcher_ids: string[];
            inherent_risk_level_id: string | null;
            residual_risk_level_id: string | null;
            engagement_type: string | null;
            services: components["schemas"]["Service"][];
            custom_fields: components["schemas"]["CustomFieldEntry"][];
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        Service: {
            /** @example cbsvc_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            name: string;
            description: string | null;
            external_id: string | null;
            /** @description Tag values. */
            tags: string[];
            relationship_owner_ids: string[];
            watcher_ids: string[];
            primary_contact: components["schemas"]["PrimaryContact"];
            custom_fields: components["schemas"]["CustomFieldEntry"][];
            /** @description Extension: archived services stay on the vendor (and readable) until restored; the web app hides them by default. */
            is_archived: boolean;
            /** @description Unix seconds. */
            created_at: number;
        };
        /** @description status_id, tag_ids, the risk level IDs and engagement_type are accepted at creation too (an extension; see PATCH). */
        CreateVendor: {
            /** @description Required; non-empty after trimming. */
            name: string;
            website?: string | null;
            description?: string | null;
            hq_location?: string | null;
            use_case?: string | null;
            /** @description Your own identifier; set only at creation. */
            external_id?: string | null;
            /** @description Omitted assigns nobody. cbuser_ IDs of this organization. */
            risk_analyst_ids?: string[] | null;
            /** @description Omitted assigns nobody. cbuser_ IDs of this organization. */
            relationship_owner_ids?: string[] | null;
            /** @description Omitted assigns nobody. cbuser_ IDs of this organization. */
            watcher_ids?: string[] | null;
            primary_contact?: components["schemas"]["PrimaryContactInput"];
            /** @description cbst_ ID of a vendor status (GET /v1/statuses). */
            status_id?: string | null;
            /** @description cbtag_ IDs (see GET /v1/tags); replaces the whole set, [] clears it. */
            tag_ids?: string[] | null;
            /** @description cbsclvl_ ID (GET /v1/risk_levels). */
            inherent_risk_level_id?: string | null;
            /** @description cbsclvl_ ID (GET /v1/risk_levels). */
            residual_risk_level_id?: string | null;
            engagement_type?: string | null;
        };
        PrimaryContactInput: {
            /**
             * Format: email
             * @description Required when the object is supplied.
             */
            email: string;
            name?: string | null;
            title?: string | null;
            phone_number?: string | null;
        } | null;
        /** @description Only supplied fields change; null is treated as omitted (no clear-to-null). external_id and tier are not updatable. */
        UpdateVendor: {
            name?: string | null;
            website?: string | null;
            description?: string | null;
            hq_location?: string | null;
            use_case?: string | null;
            /** @description Replaces the set; [] clears it. cbuser_ IDs of this organization. */
            risk_analyst_ids?: string[] | null;
            /** @description Replaces the set; [] clears it. cbuser_ IDs of this organization. */
            relationship_owner_ids?: string[] | null;
            /** @description Replaces the set; [] clears it. cbuser_ IDs of this organization. */
            watcher_ids?: string[] | null;
            primary_contact?: components["schemas"]["PrimaryContactInput"];
            /** @description cbst_ ID of a vendor status (GET /v1/statuses). */
            status_id?: string | null;
            /** @description cbtag_ IDs (see GET /v1/tags); replaces the whole set, [] clears it. */
            tag_ids?: string[] | null;
            /** @description cbsclvl_ ID (GET /v1/risk_levels). */
            inherent_risk_level_id?: string | null;
            /** @description cbsclvl_ ID (GET /v1/risk_levels). */
            residual_risk_level_id?: string | null;
            engagement_type?: string | null;
        };
        /** @description Services have no risk analysts: a risk_analyst_ids field is ignored. */
        CreateService: {
            /** @description Required; non-empty after trimming. */
            name: string;
            description?: string | null;
            /** @description Set only at creation. */
            external_id?: string | null;
            /** @description cbtag_ IDs (see GET /v1/tags); replaces the whole set, [] clears it. */
            tag_ids?: string[] | null;
            /** @description Omitted assigns nobody. cbuser_ IDs of this organization. */
            relationship_owner_ids?: string[] | null;
            /** @description Omitted assigns nobody. cbuser_ IDs of this organization. */
            watcher_ids?: string[] | null;
            primary_contact?: components["schemas"]["PrimaryContactInput"];
        };
        /** @description Only supplied fields change; null is treated as omitted. external_id cannot be changed. */
        UpdateService: {
            name?: string | null;
            description?: string | null;
            /** @description cbtag_ IDs (see GET /v1/tags); replaces the whole set, [] clears it. */
            tag_ids?: string[] | null;
            /** @description Replaces the set; [] clears it. cbuser_ IDs of this organization. */
            relationship_owner_ids?: string[] | null;
            /** @description Replaces the set; [] clears it. cbuser_ IDs of this organization. */
            watcher_ids?: string[] | null;
            primary_contact?: components["schemas"]["PrimaryContactInput"];
        };
        ServiceList: {
            items: components["schemas"]["Service"][];
            total: number;
        };
        CustomFieldList: {
            items: components["schemas"]["CustomFieldDefinition"][];
            total: number;
        };
        CustomFieldDefinition: {
            /**
             * @description The config_id that value entries reference.
             * @example cbcfc_4b1f0c2d9e8a7b6c5d4e3f2a1b0c9d8e
             */
            id: string;
            /** @description Renamable: match fields on id. */
            field_name: string;
            /** @enum {string} */
            field_type: "string" | "number" | "boolean" | "date" | "user" | "select" | "multiselect";
            enabled: boolean;
            applies_to: ("vendor" | "service" | "assessment" | "control" | "eval" | "contract" | "task" | "review" | "engagement")[];
            /** @description For select and multiselect; [] otherwise. */
            options: components["schemas"]["CustomFieldOption"][];
            /** @description Extension, number fields only: the smallest value accepted (null: any number). */
            minimum: number | null;
            /** @description Extension, number fields only: an ISO 4217 code when the value is an amount of money in it. */
            currency: string | null;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        CustomFieldOption: {
            label: string;
            /** @description Omitted when not set. */
            color?: string;
        };
        CreateCustomField: {
            /** @description Non-empty after trimming; unique among live fields. */
            field_name: string;
            /** @enum {string} */
            field_type: "string" | "number" | "boolean" | "date" | "user" | "select" | "multiselect";
            applies_to: ("vendor" | "service" | "assessment" | "control" | "eval" | "contract" | "task" | "review" | "engagement")[];
            /** @description Required (at least one) for select and multiselect; must be empty otherwise. */
            options?: {
                label: string;
                color?: string | null;
            }[] | null;
            /** @description Default true. */
            enabled?: boolean | null;
            /** @description Extension, number fields only: values below it are refused (400 invalid_custom_field_value). */
            minimum?: number | null;
            /** @description Extension, number fields only: ISO 4217 code; the value is an amount of money in it. */
            currency?: string | null;
        };
        UpdateCustomField: {
            field_name?: string | null;
            /** @description Replaces the set; values on record types no longer listed are cleared. */
            applies_to?: ("vendor" | "service" | "assessment" | "control" | "eval" | "contract" | "task" | "review" | "engagement")[] | null;
            /** @description Replaces the options; values holding a removed label lose it. */
            options?: {
                label: string;
                color?: string | null;
            }[] | null;
            /** @description Extension, number fields only: a number sets it, null clears it, omitted keeps it. Stored values are kept. */
            minimum?: number | null;
            /** @description Extension, number fields only: a code sets it, null clears it, omitted keeps it. */
            currency?: string | null;
        };
        CustomFieldValues: {
            /** @enum {string} */
            target_type: "vendor" | "service" | "assessment";
            target_id: string;
            custom_fields: components["schemas"]["CustomFieldEntry"][];
        };
        SetCustomFieldValues: {
            /**
             * @description Keyed by config_id. Only the named fields change; null, an empty string or [] clears a value.
             * @default {}
             */
            values?: {
                [key: string]: string | number | boolean | string[] | null;
            };
        };
        VendorFactSheet: {
            vendor_id: string;
            /** @description The underlying company entity; null when not linked. */
            entity_id: string | null;
            /**
             * @description null: never generated.
             * @enum {string|null}
             */
            status: "pending" | "completed" | "failed" | null;
            /** @description Sections completed so far in the current or latest run. */
            completed_sections: ("company_profile" | "products" | "public_perception" | "financials" | "people" | "compliance_and_legal" | "security_posture")[];
            /** @description When content was last written; null if never. */
            updated_at: number | null;
            /** @description Company profile, with a registry_validation item. null until generated. */
            company_profile: {
                [key: string]: unknown;
            } | null;
            /** @description Products and services. null until generated. */
            products: {
                [key: string]: unknown;
            } | null;
            /** @description News, third-party reviews, competitors. null until generated. */
            public_perception: {
                [key: string]: unknown;
            } | null;
            /** @description Public or private status, market cap, ticker, funding. null until generated. */
            financials: {
                [key: string]: unknown;
            } | null;
            /** @description Leadership and headcount estimate. null until generated. */
            people: {
                [key: string]: unknown;
            } | null;
            /** @description Legal actions, enforcement, privacy certifications. null until generated. */
            compliance_and_legal: {
                [key: string]: unknown;
            } | null;
            /** @description Trust center URL, security contact, known incidents, external_intelligence factor scores (data_available false: not measured, excluded from overall_score). null until generated. */
            security_posture: {
                [key: string]: unknown;
            } | null;
        };
        VendorFactSheetRefresh: {
            vendor_id: string;
            /** @enum {string} */
            status: "pending";
        };
        PortalActivityList: {
            items: {
                portal_id: string;
                answered: number;
                total: number;
                /** @description Unix seconds. */
                last_vendor_activity_at: number | null;
            }[];
        };
        Portal: {
            /** @example cbsbpt_0123456789abcdef0123456789abcdef */
            id: string;
            reference: string | null;
            /** @enum {string} */
            type: "assessment" | "informational" | "irq" | "findings_commitment" | "vendor_onboarding" | "rfp" | "case";
            /**
             * @description Derived from status, due_at and paused.
             * @enum {string}
             */
            state: "open" | "overdue" | "submitted" | "closed";
            /** @enum {string} */
            status: "open" | "analyzing" | "analysis_complete" | "submitted" | "closed";
            /** @description The vendor's link; not a credential. */
            url: string;
            display_name: string | null;
            vendor_id: string;
            assessment_id: string | null;
            /** @description Unix seconds. */
            due_at: number | null;
            paused: boolean;
            /** @description Unix seconds. */
            submitted_at: number | null;
            /** @description Unix seconds. */
            created_at: number;
        };
        CreatePortal: {
            vendor_id: string;
            /** @enum {string} */
            type: "assessment" | "informational" | "irq" | "findings_commitment" | "vendor_onboarding" | "rfp" | "case";
            /**
             * Format: email
             * @description Who answers: the link is emailed here, and this address signs in with a one-time code.
             */
            recipient_email: string;
            /** @description Unix seconds, in the future; none when omitted. */
            due_at?: number;
            /** @description Defaults to "<type label>: <vendor name>" ("Inherent risk questionnaire: Acme"). */
            display_name?: string;
            /** @description Active intake questionnaires to ask, one section each, in this order. Omitted: the organization's active questionnaires of the request's type (else all active ones). */
            questionnaire_ids?: string[];
        };
        UpdatePortal: {
            /** @description The new due date (Unix seconds, in the future). */
            due_at: number;
        };
        PortalVendorResponse: {
            portal_id: string;
            /** @description The questionnaire response's ID (its events name it); null until the first answer. */
            response_id: string | null;
            progress: {
                answered: number;
                total: number;
                required_unanswered: number;
            };
            /** @description Unix seconds. */
            last_vendor_activity_at: number | null;
            sections: {
                key: string;
                title: string;
                questions: {
                    id: string;
                    text: string;
                    required: boolean;
                    /** @enum {string} */
                    response_type: "free_text" | "single_select" | "multi_select";
                    options: string[];
                    answer: components["schemas"]["PortalResponseAnswer"];
                }[];
            }[];
            invitees: {
                email: string;
                /** @description null: every section. */
                section_key: string | null;
            }[];
        };
        /** @description null until the vendor answers (an earlier answer offered again counts once confirmed). */
        PortalResponseAnswer: {
            answer_text: string | null;
            selected_options: string[];
            comment: string | null;
            documents: {
                id: string;
                name: string;
            }[];
            /** @description The email address that last saved it. */
            answered_by: string;
            /** @description Unix seconds. */
            updated_at: number;
        } | null;
        PortalList: {
            items: components["schemas"]["Portal"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        WebhookList: {
            data: components["schemas"]["Webhook"][];
        };
        Webhook: {
            /** @example cbwh_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            url: string;
            events: string[];
            description: string | null;
            enabled: boolean;
            /** @description Unix seconds. */
            created_at: number;
            /**
             * @description Status of the most recent delivery attempt; null when there are none.
             * @enum {string|null}
             */
            last_delivery_status: "delivered" | "timeout" | "error" | "skipped" | null;
            /** @description Delivered attempts over all attempts in the retained history, 4 decimals; null when none. */
            delivery_success_rate: number | null;
            /** @description Delivery attempts in the retained history. */
            delivery_count: number;
        };
        CreateWebhook: {
            /**
             * @description Public HTTPS URL, at most 2048 characters (else 400 invalid_url).
             * @example https://hooks.example.com/vrp
             */
            url: string;
            /**
             * @description At least one event type from the catalog (case-sensitive; else 422): Assessment.Created, Assessment.AssigneeChanged, Assessment.StatusChanged, QuestionnaireResponse.Created, QuestionnaireResponse.StatusChanged, Review.StatusChanged, WorkQueueItem.Created, WorkQueueItem.Completed, Vendor.Created, Vendor.Updated, Procurement.Created, Procurement.StatusChanged, Service.Created, Service.Updated, OrgIntake.QuestionnaireRemoved, OrgIntake.Disabled, IntakeSession.Created, IntakeSession.Submitted, RadarEvent.Created, RadarEvent.Updated, RadarEvent.Deleted, RadarDetectorResult.Created, RadarDetectorResult.Updated, RadarDetectorResult.Deleted, Reassessment.Created, Reassessment.Updated, Reassessment.Deleted, VendorBankAccount.Created, VendorBankAccount.Updated, VendorBankAccount.Retired.
             * @example [
             *       "Vendor.Created"
             *     ]
             */
            events: string[];
            /** @description At least 16 characters (else 400 weak_secret). Write-only. */
            secret: string;
            description?: string | null;
            /** @description Default true. */
            enabled?: boolean | null;
        };
        UpdateWebhook: {
            url?: string | null;
            /** @description Replaces the list. At least one event type from the catalog (case-sensitive; else 422): Assessment.Created, Assessment.AssigneeChanged, Assessment.StatusChanged, QuestionnaireResponse.Created, QuestionnaireResponse.StatusChanged, Review.StatusChanged, WorkQueueItem.Created, WorkQueueItem.Completed, Vendor.Created, Vendor.Updated, Procurement.Created, Procurement.StatusChanged, Service.Created, Service.Updated, OrgIntake.QuestionnaireRemoved, OrgIntake.Disabled, IntakeSession.Created, IntakeSession.Submitted, RadarEvent.Created, RadarEvent.Updated, RadarEvent.Deleted, RadarDetectorResult.Created, RadarDetectorResult.Updated, RadarDetectorResult.Deleted, Reassessment.Created, Reassessment.Updated, Reassessment.Deleted, VendorBankAccount.Created, VendorBankAccount.Updated, VendorBankAccount.Retired. */
            events?: string[] | null;
            secret?: string | null;
            description?: string | null;
            enabled?: boolean | null;
        };
        TestWebhookResult: {
            /** @description true means the delivery was enqueued; see the delivery history. */
            delivered: boolean;
            /** @description Always null. */
            response_status: number | null;
            /** @description Always null. */
            response_time_ms: number | null;
        };
        TestWebhook: {
            /** @description Default webhook.test; not validated against the catalog (an empty string is sent as is). */
            event_type?: string | null;
            /** @description Delivered as the envelope's data. Default {"test": true}. */
            payload?: {
                [key: string]: unknown;
            } | null;
        };
        WebhookDeliveryPage: {
            data: components["schemas"]["WebhookDelivery"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
            summary: components["schemas"]["WebhookDeliverySummary"];
        };
        WebhookDelivery: {
            /** @example cbwhd_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            webhook_id: string;
            event_id: string;
            event_type: string;
            attempt: number;
            /** @enum {string} */
            status: "delivered" | "timeout" | "error" | "skipped";
            response_status: number | null;
            response_time_ms: number | null;
            /** @description Why the attempt failed or was skipped, in full. */
            error: string | null;
            /** @description Unix seconds. */
            attempted_at: number;
            /** @description Extension: the record the event is about (a bank account's events name its vendor); null for test and custom events. */
            subject: {
                /**
                 * @description The record kind the event names, e.g. "vendor".
                 * @example vendor
                 */
                type: string;
                id: string;
                /** @description Its latest name in the change log; null when unknown. */
                name: string | null;
            } | null;
            /**
             * @description Extension: none (delivered or skipped), retried (a later attempt followed), pending (the next attempt follows at once), exhausted (the last of 5 failed; redeliver to send again), not_retried (blocked by the URL rules).
             * @enum {string}
             */
            retry_state: "none" | "retried" | "pending" | "exhausted" | "not_retried";
            /** @description Extension: when the next attempt of this send was made (retried) or is due (pending); else null. */
            next_retry_at: number | null;
        };
        /** @description Extension: the counts of every retained attempt (unfiltered), read with the page: the same definition as the webhook's delivery_count, delivery_success_rate and last_delivery_status. */
        WebhookDeliverySummary: {
            /** @enum {string|null} */
            last_delivery_status: "delivered" | "timeout" | "error" | "skipped" | null;
            delivery_success_rate: number | null;
            delivery_count: number;
            delivered_count: number;
        };
        WebhookDeliveryDetail: components["schemas"]["WebhookDelivery"] & {
            /** @description null when nothing was sent (skipped, blocked) or recorded before this was kept. */
            request: {
                /** @enum {string} */
                method: "POST";
                /** @description The headers sent, Service-Signature included. The signing secret is never stored or shown. */
                headers: components["schemas"]["WebhookHeader"][];
                /** @description The envelope sent (its first 64 KB). */
                body: string | null;
                body_truncated: boolean;
            } | null;
            /** @description null when no answer came (timeout before headers, connection failed, not sent). */
            response: {
                status: number | null;
                /** @description At most 50 headers, 8 KB in all. */
                headers: components["schemas"]["WebhookHeader"][];
                /** @description The first 4 KB of the body, as UTF-8 text. */
                body: string | null;
                /** @description The body was longer than the 4 KB kept. */
                body_truncated: boolean;
            } | null;
        };
        WebhookHeader: {
            name: string;
            value: string;
        };
        RedeliverWebhookEventResult: {
            /** @description true means enqueued. */
            delivered: boolean;
            event_id: string;
        };
        RedeliverWebhookEvent: {
            /** @description A cbevt_ ID from this webhook's delivery history. */
            event_id: string;
        };
        FindingList: {
            items: components["schemas"]["Finding"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        Finding: {
            /** @example cbtask_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            public_idx: string | null;
            vendor_id: string | null;
            assessment_id: string | null;
            finding_status_id: string | null;
            /** @description Unix seconds. */
            due_date: number | null;
            is_archived: boolean;
            /** @description Extension: the title given on create. */
            title: string;
            /** @description Extension: the body given on create. */
            body: string | null;
            /**
             * @description Extension: critical, high, medium or low; null when not set.
             * @enum {string|null}
             */
            severity: "critical" | "high" | "medium" | "low" | null;
            /** @description Extension: the organization's user (cbuser_) who answers for the finding. */
            owner_id: string | null;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        CreateFinding: {
            title: string;
            body?: string | null;
            vendor_id?: string | null;
            assessment_id?: string | null;
            /** @description A cbst_ ID from GET /v1/statuses?entity=finding. */
            finding_status_id?: string | null;
            /** @description Unix seconds. */
            due_date?: number | null;
            /**
             * @description Extension: critical, high, medium or low.
             * @enum {string|null}
             */
            severity?: "critical" | "high" | "medium" | "low" | null;
            /** @description Extension: a cbuser_ ID of the organization. */
            owner_id?: string | null;
        };
        UpdateFinding: {
            /** @description null clears the status. */
            finding_status_id?: string | null;
            /** @description null clears the due date. */
            due_date?: number | null;
            /** @description true archives, false restores. */
            is_archived?: boolean;
            /**
             * @description Extension: null clears the severity.
             * @enum {string|null}
             */
            severity?: "critical" | "high" | "medium" | "low" | null;
            /** @description Extension: a cbuser_ ID of the organization; null leaves it without an owner. */
            owner_id?: string | null;
        };
        FindingCommentList: {
            items: components["schemas"]["FindingComment"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        FindingComment: {
            /** @example cbfcmt_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            finding_id: string;
            body: string;
            /** @description Who wrote it: a user (by name), an API key (by its name) or the system. */
            author: {
                /** @enum {string} */
                type: "user" | "api_key" | "system";
                id: string | null;
                name: string | null;
            };
            /** @description Unix seconds. */
            created_at: number;
        };
        CreateFindingComment: {
            body: string;
        };
        ObligationList: {
            items: components["schemas"]["Obligation"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        Obligation: {
            /** @example cboblg_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            statement: string;
            /** @enum {string} */
            status: "satisfied" | "not_satisfied";
            /** @example cuec */
            obligation_type: string;
            compliance_type: string | null;
            vendor_document_id: string | null;
            /** @description Extension: the name of the document vendor_document_id names (null without one, or when it is no longer this organization's). */
            vendor_document_name: string | null;
            /** @description Extension: the vendor the obligation concerns (its document's vendor, else the vendor_id given). */
            vendor_id: string | null;
            assignee_id: string | null;
            assignee_group_id: string | null;
            /** @description Unix seconds. */
            due_date: number | null;
            is_archived: boolean;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        CreateObligation: {
            statement: string;
            /** @description Default not_satisfied. */
            status?: string | null;
            vendor_document_id?: string | null;
            /** @description Extension: the vendor the obligation concerns when no document is given. */
            vendor_id?: string | null;
            /** @description A cbuser_ ID of this organization. */
            assignee_id?: string | null;
            assignee_group_id?: string | null;
            /** @description Unix seconds. */
            due_date?: number | null;
        };
        UpdateObligation: {
            statement?: string;
            /** @description satisfied or not_satisfied. */
            status?: string;
            /** @description null clears the assignee. */
            assignee_id?: string | null;
            /** @description null clears the group. */
            assignee_group_id?: string | null;
            /** @description null clears the due date. */
            due_date?: number | null;
            /** @description true archives, false restores. */
            is_archived?: boolean;
        };
        ExportReportList: {
            data: components["schemas"]["ExportReportSummary"][];
        };
        ExportReportSummary: {
            slug: string;
            report_name: string;
            base_object: string;
            mapping: {
                [key: string]: string;
            };
            /** @description Whether supplier_name filters this report: its base object is vendor. */
            vendor_based: boolean;
        };
        ExportReport: {
            /** @example cbexprt_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            /** @example vendors */
            slug: string;
            /** @example Suppliers */
            report_name: string;
            /** @example vendor */
            base_object: string;
            /**
             * @description Internal field name → exported column name, in column order.
             * @example {
             *       "id": "Supplier ID",
             *       "name": "Supplier Name"
             *     }
             */
            mapping: {
                [key: string]: string;
            };
            /** @description Rows keyed by column name, oldest first. */
            data: {
                [key: string]: string | number | boolean | null;
            }[];
            /** @description The limit asked for, or the default 1,000. */
            limit: number;
            offset: number;
            /** @description Full count, filtered by supplier_name when given. */
            total_count: number;
        };
        RiskOverview: {
            vendors: {
                total: number;
                /** @description Every risk level of the org, most severe first (zeros included), then Not set. */
                by_inherent_risk: {
                    risk_level_id: string | null;
                    name: string;
                    count: number;
                }[];
                /** @description Tiers present, in name order; null (not tiered) last. */
                by_tier: {
                    tier: string | null;
                    count: number;
                }[];
            };
            assessments: {
                total: number;
                /** @description All eight statuses in lifecycle order, zeros included; archived assessments count as canceled. */
                by_status: {
                    status: string;
                    count: number;
                }[];
                /** @description Scored, unarchived assessments in five 20-point bands of score_percent (upper bound inclusive only for the last). */
                score_distribution: {
                    label: string;
                    min: number;
                    max: number;
                    count: number;
                }[];
                scored: number;
                /** @description Mean score_percent (0 to 1) of scored, unarchived assessments. */
                average_score: number | null;
            };
            findings: {
                open_total: number;
                /** @description Open findings by whole days since creation: 0–30, 31–90, 91–180, over 180. */
                open_by_age: {
                    label: string;
                    min_days: number;
                    max_days: number | null;
                    count: number;
                }[];
            };
            /** @description Unix seconds. */
            generated_at: number;
        };
        DocumentList: {
            data: components["schemas"]["Document"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        Document: {
            /** @example cbvdoc_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            /** @description Display name (defaults to the uploaded file's name). */
            name: string;
            /**
             * @description Normalized, no leading dot.
             * @example pdf
             */
            extension: string;
            /** @description Bytes. */
            size: number;
            /** @description A slug of GET /v1/document_types; null until classified. */
            document_type: string | null;
            /**
             * @description created, analyzing, complete or failed.
             * @example complete
             */
            status: string | null;
            /** @description Why the status is failed, in words for the analyst (for example the file could not be read, or text extraction went past a time or memory limit); null otherwise. Not in the spec's document object. */
            status_reason: string | null;
            service_ids: string[];
            assessment_ids: string[];
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        UpdateDocument: {
            name?: string;
            /** @description A slug; null clears it and lets the classifier infer the type again. */
            document_type?: string | null;
            /** @description Replaces the set; [] clears. */
            service_ids?: string[];
            /** @description Replaces the set; [] clears. */
            assessment_ids?: string[];
        };
        ArchivedDocument: {
            id: string;
            is_archived: boolean;
            /** @description Unix seconds. */
            archived_at: number;
        };
        DocumentDownload: {
            /** @description Presigned; plain GET, no Authorization header. */
            url: string;
            filename: string;
            /** @example 3600 */
            expires_in: number;
        };
        UploadableUrl: {
            /** @description PUT the file's bytes here, without an Authorization header, before it expires (S3's presigned PUT when the server keeps files in S3, else this server's signed address). At most 104857600 bytes. */
            upload_url: string;
            /** @description The address to pass as s3_url when creating the record (a BOM). */
            s3_url: string;
            /** @description Seconds upload_url stays valid (900). */
            expires_in: number;
        };
        AssessmentList: {
            items: components["schemas"]["AssessmentSummary"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        AssessmentSummary: {
            /** @example cbqsrw_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            name: string;
            /** @enum {string} */
            status: "created" | "collecting_documents" | "indexing_supporting_documents" | "analyzing_questionnaire" | "review_evals" | "complete" | "failed" | "canceled";
            control_set_ids: string[];
            service_ids: string[];
            assignee_id: string | null;
            /** @description Weighted share of met controls, 0 to 1 (4 decimals); null until scored. */
            score_percent: number | null;
            /** @description Active (unarchived) findings of the assessment. */
            findings_count: number | null;
            /** @description When the engine started collecting documents. */
            initiated_at: number | null;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
            /** @description Extension: the documents given on create. */
            supporting_document_ids: string[];
            /** @description Extension: why the engine failed, when status is failed. */
            status_reason: string | null;
            /** @description Extension: controls evaluated in the current analysis round, out of all. */
            progress: {
                controls_evaluated: number;
                controls_total: number;
            };
            /** @description Extension: when a reviewer approved the evaluations. */
            approved_at: number | null;
            /** @description Extension: the approving reviewer's cbuser_ ID. */
            approved_by: string | null;
            /** @description Extension: true once archived (DELETE). */
            is_archived: boolean;
            /** @description Extension: when it was archived. */
            archived_at: number | null;
            /** @description Extension: true for a zero touch run (GET /v1/zero_touch_assessment/{id} has its result). */
            is_zero_touch: boolean;
            /** @description Filled only with include_custom_fields=true; [] otherwise. */
            custom_fields: components["schemas"]["CustomFieldEntry"][];
        };
        AssessmentQuery: {
            /**
             * @description All rules must hold. is_zero_touch true: zero touch runs only; false: full assessments only; omitted: both.
             * @default []
             */
            rules?: ({
                /** @enum {string} */
                path: "is_zero_touch";
                /** @enum {string} */
                op: "eq";
                value: boolean;
            } | {
                /** @enum {string} */
                path: "is_archived";
                /** @enum {string} */
                op: "eq";
                value: boolean;
            } | {
                /** @enum {string} */
                path: "vendor_id";
                /** @enum {string} */
                op: "eq";
                value: string;
            } | {
                /** @enum {string} */
                path: "assignee_id";
                /** @enum {string} */
                op: "eq";
                value: string;
            } | {
                /** @enum {string} */
                path: "status";
                /** @enum {string} */
                op: "eq";
                /** @enum {string} */
                value: "created" | "collecting_documents" | "indexing_supporting_documents" | "analyzing_questionnaire" | "review_evals" | "complete" | "failed" | "canceled";
            })[];
            /** @default 50 */
            limit?: number;
            /** @default 0 */
            offset?: number;
        };
        Assessment: {
            /** @example cbqsrw_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            name: string;
            /** @enum {string} */
            status: "created" | "collecting_documents" | "indexing_supporting_documents" | "analyzing_questionnaire" | "review_evals" | "complete" | "failed" | "canceled";
            control_set_ids: string[];
            service_ids: string[];
            assignee_id: string | null;
            /** @description Weighted share of met controls, 0 to 1 (4 decimals); null until scored. */
            score_percent: number | null;
            /** @description Active (unarchived) findings of the assessment. */
            findings_count: number | null;
            /** @description When the engine started collecting documents. */
            initiated_at: number | null;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
            /** @description Extension: the documents given on create. */
            supporting_document_ids: string[];
            /** @description Extension: why the engine failed, when status is failed. */
            status_reason: string | null;
            /** @description Extension: controls evaluated in the current analysis round, out of all. */
            progress: {
                controls_evaluated: number;
                controls_total: number;
            };
            /** @description Extension: when a reviewer approved the evaluations. */
            approved_at: number | null;
            /** @description Extension: the approving reviewer's cbuser_ ID. */
            approved_by: string | null;
            /** @description Extension: true once archived (DELETE). */
            is_archived: boolean;
            /** @description Extension: when it was archived. */
            archived_at: number | null;
            /** @description Extension: true for a zero touch run (GET /v1/zero_touch_assessment/{id} has its result). */
            is_zero_touch: boolean;
            custom_fields: components["schemas"]["CustomFieldEntry"][];
        };
        AssessmentEvaluationList: {
            items: components["schemas"]["AssessmentEvaluation"][];
            total: number;
        };
        AssessmentEvaluation: {
            id: string;
            assessment_id: string;
            control_set_id: string;
            control_id: string;
            control_ref: string;
            control_title: string;
            control_description: string;
            criteria: string[];
            weight: number;
            /** @enum {string} */
            result: "met" | "partially_met" | "not_met" | "no_evidence";
            rationale: string | null;
            evidence: components["schemas"]["EvaluationEvidence"][];
            /** @description The finding raised for this control, if any. */
            finding_id: string | null;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        EvaluationEvidence: {
            document_id: string;
            document_name: string;
            quote: string;
        };
        CreatedAssessment: {
            /** @example cbqsrw_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            name: string;
            /** @enum {string} */
            status: "created" | "collecting_documents" | "indexing_supporting_documents" | "analyzing_questionnaire" | "review_evals" | "complete" | "failed" | "canceled";
            control_set_ids: string[];
            service_ids: string[];
            assignee_id: string | null;
            /** @description Weighted share of met controls, 0 to 1 (4 decimals); null until scored. */
            score_percent: number | null;
            /** @description Active (unarchived) findings of the assessment. */
            findings_count: number | null;
            /** @description When the engine started collecting documents. */
            initiated_at: number | null;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
            /** @description Extension: the documents given on create. */
            supporting_document_ids: string[];
            /** @description Extension: why the engine failed, when status is failed. */
            status_reason: string | null;
            /** @description Extension: controls evaluated in the current analysis round, out of all. */
            progress: {
                controls_evaluated: number;
                controls_total: number;
            };
            /** @description Extension: when a reviewer approved the evaluations. */
            approved_at: number | null;
            /** @description Extension: the approving reviewer's cbuser_ ID. */
            approved_by: string | null;
            /** @description Extension: true once archived (DELETE). */
            is_archived: boolean;
            /** @description Extension: when it was archived. */
            archived_at: number | null;
            /** @description Extension: true for a zero touch run (GET /v1/zero_touch_assessment/{id} has its result). */
            is_zero_touch: boolean;
            workflow_run_id: string | null;
        };
        /**
         * @example {
         *       "detail": {
         *         "error": "control_set_ids: unknown control set cbctst_0f1e. See GET /v1/control_sets."
         *       }
         *     }
         */
        AssessmentRejection: {
            detail: {
                error: string;
            };
        };
        CreateAssessment: {
            vendor_id: string;
            /** @description cbctst_ IDs (GET /v1/control_sets); may be empty. */
            control_set_ids: string[];
            name?: string | null;
            /**
             * @description Template for the name when none is given: {vendor_name}, {date}, {year}, {quarter}, {month}, {control_sets}, {services}.
             * @example {vendor_name} {year} {quarter} security review
             */
            assessment_name_format?: string | null;
            /** @description cbsvc_ IDs of the vendor's services. */
            service_ids?: string[] | null;
            /** @description A cbuser_ ID of this organization. */
            assignee_id?: string | null;
            /** @description Name of a workflow to run. */
            trigger_workflow?: string | null;
            /** @description cbvdoc_ IDs of the vendor's documents, uploaded beforehand. */
            supporting_document_ids?: string[] | null;
            /** @description Accepted, not used (values unspecified). */
            risk_type?: string | null;
            /** @description Accepted, not used. */
            doc_collection_mode?: string | null;
            /** @description Accepted, not used. */
            products?: string[] | null;
        };
        AssessmentFromPortal: {
            /** @description cbctst_ IDs; omitted: the request's own assessment's control sets, else the organization's default plan's. */
            control_set_ids?: string[] | null;
            name?: string | null;
        };
        UpdateAssessment: {
            /** @description null or omitted leaves the name unchanged. */
            name?: string | null;
            /** @description A cbuser_ ID of this organization; null unassigns. */
            assignee_id?: string | null;
        };
        ArchivedAssessment: {
            id: string;
            /** @enum {string} */
            status: "created" | "collecting_documents" | "indexing_supporting_documents" | "analyzing_questionnaire" | "review_evals" | "complete" | "failed" | "canceled";
            is_archived: boolean;
            /** @description Unix seconds. */
            archived_at: number | null;
        };
        FindingEvidence: {
            /** @description The control whose evaluation raised the finding; null for a finding raised by hand. */
            control: {
                id: string;
                ref: string;
                title: string;
                description: string;
            } | null;
            /** @description The evaluation's result: not_met, partially_met or no_evidence. */
            result: string | null;
            rationale: string | null;
            /** @description The quoted passages the evaluation relied on, each with its document. */
            evidence: {
                document_id: string;
                document_name: string;
                quote: string;
            }[];
            assessment: {
                id: string;
                name: string;
            } | null;
        };
        RadarEventList: {
            items: components["schemas"]["RadarEvent"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        RadarEvent: {
            /** @example cbrevent_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            name: string | null;
            summary: string;
            /** @enum {string} */
            primary_impact_type: "Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other";
            secondary_impact_types: ("Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other")[];
            /** @description Unix seconds. */
            occurred_at: number | null;
            is_archived: boolean;
            /** @description Extension: the primary-impacted vendors. */
            vendor_ids: string[];
            /** @description Extension: as given on create. */
            risk_domain_ids: string[];
            /** @description Extension: as given on create, or the feed item's link. */
            source_url: string | null;
            /** @description Extension: as given on create, or the feed's name. */
            source_name: string | null;
            /** @description Extension: the cbrsrc_ source the event came from. */
            source_id: string;
            /** @description Extension: the cbrdata_ source item behind the event. */
            data_id: string;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        CreateRadarEvent: {
            name: string;
            summary: string;
            /** @enum {string} */
            primary_impact_type: "Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other";
            secondary_impact_types?: ("Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other")[];
            /** @description Linked as primary-impacted; IDs that name no vendor of the organization are skipped. */
            vendor_ids?: string[];
            risk_domain_ids?: string[];
            source_url?: string | null;
            source_name?: string | null;
            /** @description Unix seconds; defaults to now. */
            occurred_at?: number;
        };
        UpdateRadarEvent: {
            name?: string;
            summary?: string;
            secondary_impact_types?: ("Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other")[];
            source_url?: string | null;
            source_name?: string | null;
            /** @description Unix seconds. */
            occurred_at?: number | null;
            /** @description true archives the event and its alerts (RadarEvent.Deleted), false restores them. */
            is_archived?: boolean;
        };
        RadarAlertList: {
            items: components["schemas"]["RadarAlert"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        RadarAlert: {
            /** @example cbrdrres_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            detector_id: string;
            source_id: string;
            data_id: string;
            event_id: string | null;
            summary: string;
            /** @enum {string} */
            severity: "informational" | "low" | "medium" | "high";
            /** @enum {string} */
            confidence: "low" | "medium" | "high";
            should_alert: boolean;
            is_dismissed: boolean;
            dismiss_reason: string | null;
            /** @description Unix seconds. */
            dismissed_at: number | null;
            is_archived: boolean;
            /**
             * @description Extension: the event's primary impact type.
             * @enum {string|null}
             */
            impact_type: "Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other" | null;
            /** @description Extension: the vendor's name. */
            vendor_name: string;
            /** @description Extension: the event's name. */
            event_name: string | null;
            /**
             * @description Extension: why the alert was dismissed (the reason_code given), null when none was.
             * @enum {string|null}
             */
            dismiss_reason_code: "not_applicable" | "false_positive" | "risk_accepted" | "compensating_control" | "duplicate" | null;
            /** @description Extension: the name of the user or API key that dismissed the alert; null while it is active. */
            dismissed_by: string | null;
            raised_because?: components["schemas"]["RadarAlertRaisedBecause"];
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        /** @description Extension, on GET /v1/radar/alerts/{alert_id} only: the detector and what matched the vendor. */
        RadarAlertRaisedBecause: {
            detector_name: string | null;
            detector_kind: string | null;
            match: {
                /**
                 * @description linked: a person named the vendor on the event; name or domain: the feed item's text named the vendor's name or a host of its website; unknown: a feed item whose text no longer shows the match.
                 * @enum {string}
                 */
                kind: "linked" | "name" | "domain" | "unknown";
                /** @description The words or host that matched, as they appear. */
                text: string | null;
                /**
                 * @description Where they appear.
                 * @enum {string|null}
                 */
                field: "title" | "summary" | "url" | null;
                /** @description The source item's title (a feed entry's headline). */
                source_title: string | null;
            };
        };
        RadarAlertCounts: {
            total: number;
            by_severity: {
                informational: number;
                low: number;
                medium: number;
                high: number;
            };
        };
        DismissRadarAlert: {
            reason?: string | null;
            /**
             * @description Extension, optional: why, one of not_applicable, false_positive, risk_accepted, compensating_control, duplicate. Another value is 400 invalid_update.
             * @example false_positive
             */
            reason_code?: string | null;
            /** @default false */
            suppress_similar?: boolean;
        };
        BillOfMaterials: {
            /** @example cbbom_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            vendor_document_id: string;
            /** @enum {string} */
            format: "cyclonedx" | "spdx" | "unknown";
            /** @enum {string} */
            bom_type: "sbom" | "aibom" | "hbom" | "saasbom" | "other";
            /** @enum {string} */
            parse_status: "pending" | "parsing" | "parsed" | "failed" | "unsupported";
            spec_version: string | null;
            serial_number: string | null;
            component_count: number;
            name: string | null;
            parse_error: string | null;
            /** @description Unix seconds. */
            parsed_at: number | null;
            is_archived: boolean;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
            document: {
                id: string;
                name: string;
                s3_url: string;
                size: number;
                extension: string;
                /** @description Unix seconds. */
                created_at: number;
            } | null;
            /** @description On detail responses (latest and by ID), in file order; null on list summaries. */
            components: components["schemas"]["BomComponent"][] | null;
            /** @description Extension: the services it was linked to. */
            service_ids: string[];
            /** @description Extension: the vendor's newest BOM that is not archived. */
            is_latest: boolean;
            quality: components["schemas"]["BomQuality"];
            /** @description Extension, read-only: the vendor's name. */
            vendor_name: string | null;
        };
        BomComponent: {
            /** @example cbbomc_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            bill_of_materials_id: string;
            vendor_document_id: string;
            name: string;
            version: string | null;
            purl: string | null;
            cpe: string | null;
            group: string | null;
            supplier: string | null;
            author: string | null;
            description: string | null;
            bom_ref: string | null;
            /** @enum {string} */
            component_type: "application" | "library" | "framework" | "container" | "operating-system" | "device" | "firmware" | "file" | "machine-learning-model" | "data" | "other";
            licenses: string[];
            hashes: {
                [key: string]: string;
            };
            external_references: unknown[];
            properties: {
                [key: string]: string;
            };
            /** @description Unix seconds. */
            created_at: number;
            /**
             * @description Extension: service for a CycloneDX service (SaaSBOM), component otherwise.
             * @enum {string}
             */
            kind: "component" | "service";
            /** @description Extension: licence texts that are not SPDX expressions, each with a guessed SPDX identifier. A guess, never applied: licenses keeps the original text. */
            license_suggestions: {
                original: string;
                suggestion: string;
            }[];
            /** @description Extension: the AI model card of a machine-learning-model component, else null. */
            model_card: {
                [key: string]: unknown;
            } | null;
        };
        /** @description Extension: null until parsed. */
        BomQuality: {
            component_count: number;
            with_version: number;
            with_purl: number;
            with_license: number;
            with_supplier: number;
            with_hash: number;
            spec_version: string | null;
            ntia_minimum_elements: {
                met: boolean;
                /** @description The NTIA minimum elements the file lacks, in words. */
                missing: string[];
            };
        } | null;
        CreateBillOfMaterials: {
            vendor_id: string;
            /** @description From GET /v1/file/uploadable_url, after the PUT. */
            s3_url: string;
            /** @description The file's size in bytes (at most 33554432); must equal what was uploaded. */
            size: number;
            name: string;
            extension: string;
            service_ids?: string[];
        };
        BillOfMaterialsList: {
            items: components["schemas"]["BillOfMaterials"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        BomComponentList: {
            items: components["schemas"]["BomComponent"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        PortfolioComponentList: {
            items: components["schemas"]["PortfolioComponent"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        PortfolioComponent: {
            vendor_id: string;
            vendor_name: string | null;
            bill_of_materials_id: string;
            service_ids: string[];
            component: components["schemas"]["BomComponent"];
        };
        BomAdvisory: {
            id: string;
            /** @example GHSA-jfh8-c2jp-5v3q */
            osv_id: string;
            aliases: string[];
            summary: string | null;
            /** @enum {string|null} */
            severity: "critical" | "high" | "medium" | "low" | null;
            /** @description The affected packages as purls without version (pkg:maven/org.apache.logging.log4j/log4j-core). */
            affected_packages: string[];
            /** @description Unix seconds. */
            published_at: number | null;
            /** @description Unix seconds. */
            modified_at: number | null;
            /** @description True while the advisory is being matched against the BOMs. */
            matching: boolean;
            matched_vendor_count: number;
            is_archived: boolean;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
            /** @description On the detail; null in lists. */
            matches: {
                vendor_id: string;
                vendor_name: string | null;
                bill_of_materials_id: string;
                /** @description The affected components of the vendor's latest BOM (at most 50). */
                components: {
                    id: string;
                    name: string;
                    version: string | null;
                    purl: string | null;
                }[];
                /** @description The radar event that named the vendor (its alerts are on the radar); null while being recorded. */
                radar_event_id: string | null;
            }[] | null;
            /** @description The OSV document as imported, on the detail. */
            advisory: {
                [key: string]: unknown;
            } | null;
        };
        BomAdvisoryList: {
            items: components["schemas"]["BomAdvisory"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        /** @description Extension: a BOM's components counted by type and by licence, without the components themselves. */
        BomSummary: {
            /** @example cbbom_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            bill_of_materials_id: string;
            /**
             * @description Every count is zero until the BOM is parsed.
             * @enum {string}
             */
            parse_status: "pending" | "parsing" | "parsed" | "failed" | "unsupported";
            /** @description The BOM's components. */
            component_count: number;
            /** @description Each component type the BOM holds, most components first (ties by type). */
            component_types: {
                /** @enum {string} */
                component_type: "application" | "library" | "framework" | "container" | "operating-system" | "device" | "firmware" | "file" | "machine-learning-model" | "data" | "other";
                count: number;
            }[];
            /** @description Licences counted per component: a component listing one twice counts once for it. */
            licenses: {
                /** @description The 100 most used licences, each as the components list it (an SPDX ID or expression), with how many components carry it; most components first, ties by licence. */
                items: {
                    license: string;
                    count: number;
                }[];
                /** @description How many different licences the components carry, those beyond items included. */
                distinct_count: number;
                /** @description The sum of every licence's count, those beyond items included (a component under two licences counts twice). */
                total_count: number;
                /** @description Components that list no licence. */
                without_license: number;
            };
        };
        BomDiff: {
            bill_of_materials_id: string;
            /** @description Null when the vendor had no BOM before this one. */
            against_id: string | null;
            /** @description In this BOM, not in the other. */
            added: components["schemas"]["BomComponent"][];
            /** @description In the other BOM, not in this one. */
            removed: components["schemas"]["BomComponent"][];
            /** @description In both, with other versions. */
            changed: {
                /** @description What identifies the component across files: its purl without version, else group/name. */
                key: string;
                name: string;
                from_versions: (string | null)[];
                to_versions: (string | null)[];
                component: components["schemas"]["BomComponent"] & unknown;
            }[];
            unchanged_count: number;
        };
        RadarSourceList: {
            items: components["schemas"]["RadarSource"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        RadarSource: {
            /** @example cbrsrc_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            /** @enum {string} */
            kind: "manual" | "feed";
            name: string;
            feed_url: string | null;
            enabled: boolean;
            is_archived: boolean;
            /** @description Unix seconds. */
            last_polled_at: number | null;
            /** @enum {string|null} */
            last_poll_status: "ok" | "failed" | null;
            last_poll_error: string | null;
            /** @description Items the last poll read (new or not). */
            last_poll_item_count: number | null;
            /** @description Radar events the last poll created. */
            last_poll_event_count: number | null;
            /** @description New items the last poll left for a later poll because the organization had recorded its 5,000 items of the day (0 when none). */
            last_poll_skipped_count: number | null;
            poll: components["schemas"]["RadarPoll"];
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        /** @description The source's latest poll, from "poll now" or the schedule: follow state until succeeded or failed. null when none is on record (polls are kept a week). */
        RadarPoll: {
            /**
             * @description The poll's job ID.
             * @example cbjob_0f1e2d3c4b5a69788796a5b4c3d2e1f0
             */
            id: string;
            /**
             * @description queued (waiting for a worker, or for a retry), running, succeeded (the source's last_poll_* fields hold its result, ok or failed) or failed (the poll itself broke off; the last result is the previous one).
             * @enum {string}
             */
            state: "queued" | "running" | "succeeded" | "failed";
            /** @description Unix seconds. */
            requested_at: number;
            /** @description Unix seconds; null until it succeeded or failed. */
            finished_at: number | null;
        } | null;
        CreateRadarSource: {
            name: string;
            /** @description http(s) URL of an RSS or Atom feed on a public host (not private, loopback, link-local or metadata addresses). */
            feed_url: string;
            enabled?: boolean;
        };
        UpdateRadarSource: {
            name?: string;
            /** @description http(s) URL of an RSS or Atom feed on a public host (not private, loopback, link-local or metadata addresses). */
            feed_url?: string;
            enabled?: boolean;
            is_archived?: boolean;
        };
        RadarKeywordRuleList: {
            items: components["schemas"]["RadarKeywordRule"][];
            total: number;
        };
        RadarKeywordRule: {
            /** @example cbrkw_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            keyword: string;
            /** @enum {string} */
            impact_type: "Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other";
            /** @description 0-based; the first matching rule decides. */
            position: number;
        };
        ReplaceRadarKeywordRules: {
            rules: {
                keyword: string;
                /** @enum {string} */
                impact_type: "Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other";
            }[];
        };
        ReassessmentList: {
            items: components["schemas"]["Reassessment"][];
            /** @description Extension: how many reassessments match the filters; items holds at most the newest 500 of them. */
            total: number;
        };
        Reassessment: {
            /** @example cbrsm_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            /** @enum {string} */
            status: "draft" | "confirmed" | "run" | "dismissed";
            title: string | null;
            assessment_plan_id: string | null;
            radar_event_id: string | null;
            alert_ids: string[];
            vendors: {
                vendor_id: string;
                /** @enum {string} */
                source: "matched" | "manual";
                included: boolean;
                assessment_id: string | null;
                /** @description Extension: the vendor's name. */
                vendor_name: string;
                /** @description Extension: the vendor's alert on the reassessment's radar event, with its severity and triage state; null when the event raised none for it. */
                alert: {
                    id: string;
                    /** @enum {string} */
                    severity: "informational" | "low" | "medium" | "high";
                    /** @enum {string} */
                    state: "active" | "suppressed" | "dismissed" | "archived";
                    dismiss_reason_code: string | null;
                    dismiss_reason: string | null;
                    dismissed_by: string | null;
                } | null;
                /** @description Extension: the vendor's documents (not archived); 0 flags a vendor an assessment would have nothing to read of. */
                document_count: number;
            }[];
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        CreateReassessment: {
            radar_event_id: string;
            vendor_ids: string[];
            assessment_plan_id?: string | null;
            title?: string | null;
        };
        UpdateReassessment: {
            title?: string | null;
            assessment_plan_id?: string | null;
            radar_event_id?: string | null;
        };
        AddReassessmentVendors: {
            vendor_ids: string[];
        };
        ReassessmentVendorInclusion: {
            vendor_id: string;
            included: boolean;
        };
        BankCountryRulesList: {
            items: components["schemas"]["BankCountryRules"][];
            total: number;
        };
        BankCountryRules: {
            /** @example DE */
            country: string;
            /** @example Germany */
            name: string;
            /** @example 2026.1 */
            version: string;
            fields: components["schemas"]["BankField"][];
            currencies: string[];
        };
        BankField: {
            /** @example iban */
            key: string;
            /** @example IBAN */
            label: string;
            required: boolean;
            /** @description Masked to its last four characters and encrypted at rest. */
            sensitive: boolean;
            max_length: number;
            placeholder: string | null;
            help: string | null;
            options: {
                value: string;
                label: string;
            }[] | null;
        };
        BankValidation: {
            /** @enum {string} */
            validation_status: "passed" | "passed_with_warnings" | "not_validated" | "failed";
            validation_results: components["schemas"]["ValidationResults"];
            country_config_version: string;
        };
        /** @description Country-rule checks. Errors reject a write (422 validation_failed); warnings are kept here. */
        ValidationResults: {
            /** @description The country rule set and version that checked it. */
            rule_set: string | null;
            errors: components["schemas"]["RuleCheck"][];
            warnings: components["schemas"]["RuleCheck"][];
        };
        RuleCheck: {
            field: string;
            code: string;
            /** @enum {string} */
            level: "error" | "warning";
            /** @description What is wrong; never repeats the submitted value. */
            message: string;
        };
        ValidateBankDetails: {
            /**
             * @description ISO 3166-1 alpha-2.
             * @example DE
             */
            bank_country: string;
            /**
             * @description The bank's fields by key (iban, account_number, routing_number, sort_code, ...; see GET /v1/bank_country_rules). Unknown keys are dropped; null means unused.
             * @example {
             *       "iban": "DE89370400440532013000",
             *       "swift_bic": "COBADEFFXXX",
             *       "account_holder_name": "Acme GmbH"
             *     }
             */
            values: {
                [key: string]: string | null;
            };
            currency?: string | null;
            /** @description Also checks the vendor-dependent rules (BRL against the supplier's sites). */
            vendor_id?: string;
        };
        BankAccountList: {
            items: components["schemas"]["BankAccount"][];
            total: number;
        };
        BankAccount: {
            /** @example cbvba_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            bank_country: string | null;
            currency: string | null;
            /** @description A label, not the holder name. */
            bank_account_name: string | null;
            /**
             * @description **** and the last four characters; **** alone for a number shorter than 8 characters.
             * @example ****3000
             */
            account_number_masked: string | null;
            /**
             * @description **** and the last four characters.
             * @example ****3000
             */
            iban_masked: string | null;
            /** @description In full; never masked. */
            swift_bic: string | null;
            is_primary: boolean;
            /** @enum {string} */
            status: "active" | "retired";
            /** @enum {string} */
            validation_status: "passed" | "passed_with_warnings" | "not_validated";
            validation_results: components["schemas"]["ValidationResults"];
            /** @description The country rule set's version, or unconfigured when none exists. */
            country_config_version: string | null;
            /**
             * @description domestic when the bank country is one the vendor's assigned legal entities pay from, else wire.
             * @enum {string|null}
             */
            payment_route: "domestic" | "wire" | null;
            statement_document_id: string | null;
            /**
             * @description Where the record came from: api when an ak_ key created it, internal for the web app.
             * @enum {string}
             */
            source: "questionnaire" | "portal" | "api" | "internal" | "migration";
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
            /** @description Every field in full ("" when unused): only on the list call of a key holding banking:read; null otherwise. */
            values: {
                [key: string]: string;
            } | null;
            pending_change: components["schemas"]["PendingBankChange"];
        };
        /** @description Extension: the change to this account waiting for review, masked. */
        PendingBankChange: {
            review_id: string;
            /** @description Unix seconds. */
            proposed_at: number;
            proposed_by_name: string | null;
            proposed: components["schemas"]["BankDetailsSummary"];
        } | null;
        BankDetailsSummary: {
            bank_country: string | null;
            currency: string | null;
            bank_account_name: string | null;
            account_number_masked: string | null;
            iban_masked: string | null;
            swift_bic: string | null;
            is_primary: boolean;
            statement_document_id: string | null;
            /** @enum {string} */
            validation_status: "passed" | "passed_with_warnings" | "not_validated";
            validation_results: components["schemas"]["ValidationResults"];
            country_config_version: string | null;
            /** @enum {string|null} */
            payment_route: "domestic" | "wire" | null;
        };
        QueuedBankChange: {
            /** @example cbbarev_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            review_id: string;
        };
        CreateBankAccount: {
            /**
             * @description ISO 3166-1 alpha-2.
             * @example DE
             */
            bank_country: string;
            /**
             * @description The bank's fields by key (iban, account_number, routing_number, sort_code, ...; see GET /v1/bank_country_rules). Unknown keys are dropped; null means unused.
             * @example {
             *       "iban": "DE89370400440532013000",
             *       "swift_bic": "COBADEFFXXX",
             *       "account_holder_name": "Acme GmbH"
             *     }
             */
            values: {
                [key: string]: string | null;
            };
            currency?: string | null;
            bank_account_name?: string | null;
            is_primary?: boolean;
            statement_document_id?: string | null;
        };
        UpdateBankAccount: {
            /**
             * @description ISO 3166-1 alpha-2.
             * @example DE
             */
            bank_country: string;
            /**
             * @description The bank's fields by key (iban, account_number, routing_number, sort_code, ...; see GET /v1/bank_country_rules). Unknown keys are dropped; null means unused.
             * @example {
             *       "iban": "DE89370400440532013000",
             *       "swift_bic": "COBADEFFXXX",
             *       "account_holder_name": "Acme GmbH"
             *     }
             */
            values: {
                [key: string]: string | null;
            };
            currency?: string | null;
            bank_account_name?: string | null;
            is_primary?: boolean;
            statement_document_id?: string | null;
        };
        BankChangeReviewList: {
            items: components["schemas"]["BankChangeReview"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        BankChangeReview: {
            /** @example cbbarev_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            vendor_name: string | null;
            /** @description The account changed; for a new account, null until approved, then its ID. */
            bank_account_id: string | null;
            /** @enum {string} */
            kind: "create" | "update";
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            proposed: components["schemas"]["BankDetailsSummary"];
            /** @description The live account as it stands now (masked), for a change to an existing account. */
            current: components["schemas"]["BankDetailsSummary"] | null;
            /** @description Fraud signals found when the change was proposed. */
            signals: components["schemas"]["BankChangeSignal"][];
            proposed_by: {
                /** @enum {string} */
                type: "user" | "api";
                id: string;
                name: string | null;
                /** @description The user behind the proposal, who may not decide it: the dashboard user, or for an API key the user who created the key (null for a key another key created). */
                user_id: string | null;
            };
            decided_by: {
                id: string;
                name: string | null;
            } | null;
            /** @description Unix seconds. */
            decided_at: number | null;
            rejection_reason: string | null;
            /** @description Extension: how the approver verified the change (for example a call-back to a known number); null otherwise. */
            verification_note: string | null;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        BankChangeSignal: {
            /** @example bank_country_not_in_sites */
            code: string;
            /** @description One line explaining why the change looks unusual. */
            message: string;
            /**
             * @description Extension: how strongly the signal points at payment fraud. Approving a change with a high signal needs a verification_note.
             * @enum {string}
             */
            severity: "high" | "medium" | "low";
        };
        ApproveBankChange: {
            /** @description Extension: how the change was verified, for example a call-back to a number already on file. Required (non-empty) when a signal is high: 422 verification_note_required otherwise. */
            verification_note?: string | null;
        };
        RejectBankChange: {
            reason: string;
        };
        SiteList: {
            items: components["schemas"]["Site"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        Site: {
            /** @example cbsite_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            /** @description Always null for now; not settable. */
            service_id: string | null;
            address_line_1: string | null;
            address_line_2: string | null;
            address_line_3: string | null;
            address_line_4: string | null;
            city: string | null;
            state_or_region: string | null;
            county: string | null;
            postal_code: string | null;
            /**
             * @description ISO 3166-1 alpha-2.
             * @example DE
             */
            country: string;
            label: string | null;
            /** @description "" when none. */
            activity_description: string;
            /** @enum {string|null} */
            location_purpose: "ordering" | "billing" | "service_delivery" | "hq" | "other" | null;
            /** @enum {string|null} */
            address_role: "primary" | "remittance" | null;
            finance_address_code: string | null;
            /** @description Another active site of the same vendor. */
            remit_to_site_id: string | null;
            /** @description ISO 3166-2 (US-CA) or the country code (DE). Derived from country and state_or_region unless set explicitly. */
            subdivision_code: string;
            po_emails: string[];
            remittance_emails: string[];
            /** @description At most one active site per vendor is primary. */
            is_primary: boolean;
            /** @description Filled shortly after the site is saved (or its address changes) from an offline country table; null for a country-only site. */
            latitude: number | null;
            longitude: number | null;
            /**
             * @description Extension: how precise latitude and longitude are. `country`: the country's centre (the offline table knows no finer point), so show it as approximate; null while there are no coordinates.
             * @enum {string|null}
             */
            coordinates_precision: "country" | null;
            /**
             * @description Deleted sites are never returned.
             * @enum {string}
             */
            status: "active";
            /**
             * @description Where the record came from: api when an ak_ key created it, internal for the web app.
             * @enum {string}
             */
            source: "questionnaire" | "portal" | "api" | "internal" | "migration";
            validation_results: components["schemas"]["ValidationResults"];
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        /** @description country is the only required field. */
        CreateSite: {
            /**
             * @description ISO 3166-1 alpha-2.
             * @example DE
             */
            country: string;
            address_line_1?: string | null;
            address_line_2?: string | null;
            address_line_3?: string | null;
            address_line_4?: string | null;
            city?: string | null;
            state_or_region?: string | null;
            county?: string | null;
            postal_code?: string | null;
            label?: string | null;
            /** @description null or "" store "". */
            activity_description?: string | null;
            /** @enum {string|null} */
            location_purpose?: "ordering" | "billing" | "service_delivery" | "hq" | "other" | null;
            /** @enum {string|null} */
            address_role?: "primary" | "remittance" | null;
            finance_address_code?: string | null;
            /** @description An active site of the same vendor (not the site itself), else 422 invalid_site. */
            remit_to_site_id?: string | null;
            /**
             * @description Sets the code instead of deriving it; it must be an ISO 3166-2 code of the site's country (or the country code). null goes back to deriving it.
             * @example US-CA
             */
            subdivision_code?: string | null;
            /** @description Up to 20; replaces the list. */
            po_emails?: string[];
            /** @description Up to 20; replaces the list. */
            remittance_emails?: string[];
            /** @description true makes this the vendor's primary site and demotes the previous one. */
            is_primary?: boolean;
        };
        /** @description Only supplied fields change; null clears a field. */
        UpdateSite: {
            /**
             * @description ISO 3166-1 alpha-2.
             * @example DE
             */
            country?: string;
            address_line_1?: string | null;
            address_line_2?: string | null;
            address_line_3?: string | null;
            address_line_4?: string | null;
            city?: string | null;
            state_or_region?: string | null;
            county?: string | null;
            postal_code?: string | null;
            label?: string | null;
            /** @description null or "" store "". */
            activity_description?: string | null;
            /** @enum {string|null} */
            location_purpose?: "ordering" | "billing" | "service_delivery" | "hq" | "other" | null;
            /** @enum {string|null} */
            address_role?: "primary" | "remittance" | null;
            finance_address_code?: string | null;
            /** @description An active site of the same vendor (not the site itself), else 422 invalid_site. */
            remit_to_site_id?: string | null;
            /**
             * @description Sets the code instead of deriving it; it must be an ISO 3166-2 code of the site's country (or the country code). null goes back to deriving it.
             * @example US-CA
             */
            subdivision_code?: string | null;
            /** @description Up to 20; replaces the list. */
            po_emails?: string[];
            /** @description Up to 20; replaces the list. */
            remittance_emails?: string[];
            /** @description true makes this the vendor's primary site and demotes the previous one. */
            is_primary?: boolean;
        };
        DeletedProfileRecord: {
            id: string;
            /** @enum {boolean} */
            deleted: true;
        };
        TaxRegistrationTypeList: {
            items: components["schemas"]["TaxRegistrationType"][];
            /** @description How many types the country has. */
            total: number;
        };
        TaxRegistrationType: {
            type: string;
            label: string;
            country: string;
        };
        TaxRegistrationList: {
            items: components["schemas"]["TaxRegistration"][];
            /** @description How many the vendor holds; items lists at most 500, by country and type. */
            total: number;
        };
        TaxRegistration: {
            /** @example cbtaxreg_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            /** @example DE */
            country: string;
            /** @example vat */
            registration_type: string;
            /**
             * @description **** and the last four characters; the full value is never returned.
             * @example ****6789
             */
            value_masked: string;
            /** @enum {string} */
            validation_status: "passed" | "passed_with_warnings" | "not_validated" | "failed";
            validation_results: components["schemas"]["ValidationResults"];
            /**
             * @description Where the record came from: api when an ak_ key created it, internal for the web app.
             * @enum {string}
             */
            source: "questionnaire" | "portal" | "api" | "internal" | "migration";
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        PutTaxRegistration: {
            /**
             * @description ISO 3166-1 alpha-2.
             * @example DE
             */
            country: string;
            /** @description A type from GET /v1/tax_registration_types; another type is kept with a warning. */
            registration_type: string;
            /** @description The identifier; stored sealed, never returned (value_masked shows its last four). */
            value: string;
        };
        DiversityRecordList: {
            items: components["schemas"]["DiversityRecord"][];
            /** @description How many the vendor holds; items lists at most 500, oldest first. */
            total: number;
        };
        DiversityRecord: {
            /** @example cbdivrec_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            /** @enum {string} */
            classification: "minority_owned" | "women_owned" | "veteran_owned" | "service_disabled_veteran_owned" | "disability_owned" | "lgbtq_owned" | "small_business" | "small_disadvantaged_business" | "hubzone" | "indigenous_owned" | "other";
            certifying_body: string | null;
            certificate_number: string | null;
            /** @description Unix seconds. */
            certified_at: number | null;
            /** @description Unix seconds. */
            expires_at: number | null;
            /** @description A cbvdoc_ document of the same vendor. */
            document_id: string | null;
            /**
             * @description Where the record came from: api when an ak_ key created it, internal for the web app.
             * @enum {string}
             */
            source: "questionnaire" | "portal" | "api" | "internal" | "migration";
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
        };
        CreateDiversityRecord: {
            /** @enum {string} */
            classification: "minority_owned" | "women_owned" | "veteran_owned" | "service_disabled_veteran_owned" | "disability_owned" | "lgbtq_owned" | "small_business" | "small_disadvantaged_business" | "hubzone" | "indigenous_owned" | "other";
            certifying_body?: string | null;
            certificate_number?: string | null;
            /** @description Unix seconds. */
            certified_at?: number | null;
            /** @description Unix seconds; not before certified_at (else a 422 validation error). */
            expires_at?: number | null;
            /** @description A cbvdoc_ document of the same vendor, not archived (else 422 invalid_document). */
            document_id?: string | null;
        };
        LegalEntityAssignmentList: {
            items: components["schemas"]["LegalEntityAssignment"][];
            /** @description How many legal entities are assigned. */
            total: number;
        };
        LegalEntityAssignment: {
            /** @example cble_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            legal_entity_id: string;
            name: string;
            country: string;
            /** @description Whether it is the organization's default legal entity. */
            is_default: boolean;
            /** @description Unix seconds. */
            assigned_at: number;
        };
        PutLegalEntityAssignments: {
            /** @description cble_ IDs from GET /v1/legal_entities; replaces the set ([] clears it), repeats once. */
            legal_entity_ids: string[];
        };
        ChangeFeed: {
            items: components["schemas"]["ChangeFeedEntry"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        ChangeFeedEntry: {
            /** @example cbact_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            /** @enum {string} */
            entity_type: "bank_account" | "site" | "tax_registration" | "diversity_record" | "legal_entity_assignment";
            /** @description The record's ID; for a rejected bank change, the cbbarev_ review ID. */
            entity_id: string;
            /** @enum {string} */
            action: "created" | "updated" | "approved" | "rejected" | "retired" | "deleted";
            /**
             * @description api when an ak_ key made the change.
             * @enum {string}
             */
            actor_type: "api" | "user" | "system";
            /** @description API for a key; the user's name; System for background work. */
            label: string;
            /** @description The record after the change (before it, for a deletion), masked as the API shows it. */
            snapshot: {
                [key: string]: unknown;
            } | null;
            /** @description Extension: the fields that changed, masked. */
            changes: {
                field: string;
                before?: unknown;
                after?: unknown;
            }[];
            /** @description Extension: the key's or user's name. */
            actor_name: string | null;
            /** @description Extension: a rejection's reason, when given. */
            reason: string | null;
            /** @description Unix seconds. */
            created_at: number;
        };
        ZeroTouchLeaderboard: {
            items: components["schemas"]["ZeroTouchLeaderboardRow"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        ZeroTouchLeaderboardRow: {
            /** @description Rank across the whole organization, kept under search and filters. */
            rank: number;
            vendor_id: string;
            vendor_name: string;
            /**
             * @description null only on a not_assessed row (include_not_assessed).
             * @example cbqsrw_0f1e2d3c4b5a69788796a5b4c3d2e1f0
             */
            assessment_id: string | null;
            composite_score: number | null;
            /**
             * @description insufficient_evidence (extension) when less of the configured weight than the organization's minimum coverage had data; null until scored.
             * @enum {string|null}
             */
            risk_tier: "critical" | "high" | "moderate" | "low" | "minimal" | "insufficient_evidence" | null;
            /**
             * @description not_assessed (extension): the vendor has no run; listed only with include_not_assessed.
             * @enum {string}
             */
            status: "queued" | "running" | "complete" | "failed" | "not_assessed";
            /** @description Unix seconds. */
            completed_at: number | null;
            /** @description Extension: when the run was launched (null when not assessed). */
            created_at: number | null;
            /**
             * @description Extension (null when not assessed).
             * @enum {string|null}
             */
            review_status: "unreviewed" | "approved" | "escalated" | "archived" | null;
            /** @description Extension: each component's status and score. */
            components: {
                /** @enum {string} */
                key: "controls" | "financial_health" | "security" | "registration" | "people";
                /** @enum {string} */
                status: "scored" | "unavailable" | "disabled";
                score: number | null;
                /** @description Share (0 to 1) of the component that had data; controls: of the control weight with evidence. */
                data_share?: number;
            }[];
            /** @description Extension: percent of the configured weight that had data; null until scored. */
            coverage_percent: number | null;
            /** @description Extension: scored with at least the organization's minimum coverage; insufficient rows rank after every sufficient one. */
            is_sufficient: boolean;
            /** @description Extension: why the row is not ranked on its composite. */
            insufficient_reason: string | null;
        };
        ZeroTouchTemplates: {
            items: {
                key: string;
                name: string;
                description: string;
                control_count: number;
                domains: string[];
            }[];
            /** @description null when a custom control set runs or more than one template is designated. */
            active_template_key: string | null;
        };
        ZeroTouchTemplateSwitch: {
            template_key: string;
        };
        ZeroTouchConfig: {
            is_ready: boolean;
            control_sets: {
                id: string;
                name: string;
                control_count: number;
            }[];
            active_template_key: string | null;
            config: {
                include_financial_health: boolean;
                include_security_score: boolean;
                include_registration: boolean;
                include_people: boolean;
                control_weight: number;
                financial_health_weight: number;
                security_weight: number;
                registration_weight: number;
                people_weight: number;
                /** @enum {string} */
                score_target: "none" | "vendor_inherent" | "vendor_residual" | "service_inherent" | "service_residual";
                /** @description Writes the profile's risk tier to the vendor's inherent risk level; stands down when score_target is vendor_inherent. */
                push_risk_tier_to_vendor: boolean;
                /** @description A second pass of a finished run against the vendor's own pages (needs web access). */
                verification_pass: boolean;
                /** @description Extension, default 50: percent of the configured weight that must have data for a run to be ranked; below it the tier is insufficient_evidence and nothing is pushed. */
                minimum_coverage: number;
            };
        };
        ZeroTouchConfigWrite: {
            include_financial_health?: boolean;
            include_security_score?: boolean;
            include_registration?: boolean;
            include_people?: boolean;
            control_weight?: number;
            financial_health_weight?: number;
            security_weight?: number;
            registration_weight?: number;
            people_weight?: number;
            /** @enum {string} */
            score_target?: "none" | "vendor_inherent" | "vendor_residual" | "service_inherent" | "service_residual";
            /** @description Writes the profile's risk tier to the vendor's inherent risk level; stands down when score_target is vendor_inherent. */
            push_risk_tier_to_vendor?: boolean;
            /** @description A second pass of a finished run against the vendor's own pages (needs web access). */
            verification_pass?: boolean;
            /** @description Extension, default 50: percent of the configured weight that must have data for a run to be ranked; below it the tier is insufficient_evidence and nothing is pushed. */
            minimum_coverage?: number;
        };
        ZeroTouchRunSummary: {
            /** @example cbqsrw_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            /** @enum {string} */
            status: "queued" | "running" | "complete" | "failed";
            composite_score: number | null;
            /** @description Unix seconds. */
            created_at: number;
        };
        ZeroTouchLaunch: {
            vendor_id: string;
            service_ids?: string[];
            /** @description Switches the organization-wide scope to this template first, for every later run too: an admin's to do (POST /v1/zero_touch_assessment/template). Anyone may name the template already in scope (nothing changes); another one from someone else is 403 `insufficient_role` and nothing is launched or changed. */
            template_key?: string;
            /** @description A correction (vendor website, name) applied to the vendor before the run starts. */
            instruction?: string;
        };
        ZeroTouchBulkLaunchResult: {
            created: components["schemas"]["ZeroTouchRunSummary"][];
            failed: {
                vendor_id: string;
                error: string;
            }[];
        };
        ZeroTouchBulkLaunch: {
            /** @description 1 to 200, deduplicated. */
            vendor_ids: string[];
            /** @description Switches the organization-wide scope to this template first, for every later run too: an admin's to do (POST /v1/zero_touch_assessment/template). Anyone may name the template already in scope (nothing changes); another one from someone else is 403 `insufficient_role` and nothing is launched or changed. Checked before any vendor. */
            template_key?: string;
        };
        ZeroTouchRunSummaries: {
            items: components["schemas"]["ZeroTouchRunSummary"][];
        };
        ZeroTouchSummaries: {
            ids: string[];
        };
        ZeroTouchRun: {
            /** @example cbqsrw_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            vendor_id: string;
            vendor_name: string;
            /** @enum {string} */
            status: "queued" | "running" | "complete" | "failed";
            status_reason: string | null;
            /** @enum {string} */
            review_status: "unreviewed" | "approved" | "escalated" | "archived";
            is_archived: boolean;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            started_at: number | null;
            /** @description Unix seconds. */
            completed_at: number | null;
            previous_run_id: string | null;
            /** @description Extension: who an escalated run was assigned to. */
            escalated_to: {
                id: string;
                name: string;
            } | null;
            result: {
                /** @description 0 to 100, higher is healthier; null when nothing scored. */
                composite_score: number | null;
                /** @description Unix seconds. */
                scored_at: number;
                components: {
                    /** @enum {string} */
                    key: "controls" | "financial_health" | "security" | "registration" | "people";
                    label: string;
                    /** @enum {string} */
                    status: "scored" | "unavailable" | "disabled";
                    score: number | null;
                    /** @description Share (0 to 1) of the component that had data; controls: of the control weight with evidence. */
                    data_share: number;
                    configured_weight: number;
                    /** @description Effective share of the composite, renormalised over the scored components. */
                    weight: number;
                    source: string;
                    explanation: string;
                    inputs: {
                        /** @enum {string} */
                        kind: "document" | "control" | "fact_sheet" | "radar_event" | "registration" | "vendor_record";
                        id: string | null;
                        label: string;
                        detail: string;
                        /** @description Points this input moved the component's score by. */
                        effect: number;
                    }[];
                }[];
                reputation: {
                    /** @enum {string} */
                    overall: "adverse" | "watch" | "clear" | "not_screened";
                    headline: string;
                    finding_count: number;
                    material_count: number;
                    dimensions: {
                        /** @enum {string} */
                        key: "media_sentiment" | "litigation" | "regulatory" | "executive_conduct" | "association";
                        label: string;
                        /** @enum {string} */
                        standing: "adverse" | "watch" | "clear" | "not_screened";
                        finding_count: number;
                        material_count: number;
                        detail: string;
                    }[];
                    findings: {
                        /** @enum {string} */
                        origin: "adverse_media" | "screening" | "control";
                        /** @enum {string} */
                        dimension: "media_sentiment" | "litigation" | "regulatory" | "executive_conduct" | "association";
                        headline: string;
                        summary: string;
                        subject: string | null;
                        /** @enum {string} */
                        severity: "critical" | "high" | "medium" | "low";
                        outcome: string | null;
                        publisher: string | null;
                        /** @description Unix seconds. */
                        published_at: number | null;
                        jurisdiction: string | null;
                        source_urls: string[];
                        is_disputed: boolean;
                        is_resolved: boolean;
                        is_material: boolean;
                        radar_event_id: string | null;
                    }[];
                } | null;
                sources: {
                    /** @enum {string} */
                    kind: "web" | "registry" | "infrastructure" | "document";
                    name: string;
                    /** @enum {string} */
                    status: "used" | "unavailable";
                    detail: string;
                    items: {
                        id: string | null;
                        label: string;
                        url: string | null;
                    }[];
                }[];
                profile: {
                    company_name: string;
                    url: string | null;
                    description: string | null;
                    industry: string | null;
                    use_case: string | null;
                    services: string[];
                    hq_location: string | null;
                    confidence: number;
                    /**
                     * @description insufficient_evidence (extension) when less of the configured weight than the organization's minimum coverage had data; null until scored.
                     * @enum {string}
                     */
                    risk_tier: "critical" | "high" | "moderate" | "low" | "minimal" | "insufficient_evidence";
                    risk_tier_confidence: number;
                    risk_tier_reasoning: string;
                    risk_tier_detailed_reasoning: string;
                } | null;
                push: {
                    /** @enum {string} */
                    score_target: "none" | "vendor_inherent" | "vendor_residual" | "service_inherent" | "service_residual";
                    pushed: boolean;
                    risk_level_name: string | null;
                };
                push_skipped_reason: string | null;
                risk_tier_push_skipped_reason: string | null;
                /** @description Extension; null on runs scored before coverage existed. */
                coverage: {
                    /** @description Percent of the configured weight of switched-on components that had data. */
                    percent: number;
                    /** @description The organization's minimum coverage (configuration). */
                    minimum_percent: number;
                    is_sufficient: boolean;
                    reason: string | null;
                    components: {
                        /** @enum {string} */
                        key: "controls" | "financial_health" | "security" | "registration" | "people";
                        configured_weight: number;
                        data_share: number;
                    }[];
                } | null;
                /** @description Extension: every control with its verdict and quotes. */
                controls: {
                    control_id: string;
                    ref: string;
                    title: string;
                    weight: number;
                    /**
                     * @description The verdict that counts: the override's, else the matcher's.
                     * @enum {string}
                     */
                    verdict: "met" | "partially_met" | "not_met" | "no_evidence";
                    /** @enum {string} */
                    engine_verdict: "met" | "partially_met" | "not_met" | "no_evidence";
                    rationale: string;
                    /** @description Verbatim passages: supporting ones for met and partially_met, the absence for not_met, none for no_evidence. */
                    evidence: {
                        document_id: string;
                        document_name: string;
                        quote: string;
                    }[];
                    override: {
                        /** @enum {string} */
                        verdict: "met" | "partially_met" | "not_met" | "no_evidence";
                        reason: string;
                        actor_id: string | null;
                        actor_name: string;
                        /** @description Unix seconds. */
                        overridden_at: number;
                    } | null;
                }[];
                changes_since_previous: {
                    previous_run_id: string;
                    composite_before: number | null;
                    composite_after: number | null;
                    summary: string;
                    components: {
                        /** @enum {string} */
                        key: "controls" | "financial_health" | "security" | "registration" | "people";
                        before: number | null;
                        after: number | null;
                        reason: string;
                    }[];
                    controls: {
                        control_id: string;
                        ref: string;
                        /** @enum {string|null} */
                        before: "met" | "partially_met" | "not_met" | "no_evidence" | null;
                        /** @enum {string} */
                        after: "met" | "partially_met" | "not_met" | "no_evidence";
                        override_reason: string | null;
                    }[];
                } | null;
            };
        };
        ZeroTouchReview: {
            /** @enum {string} */
            action: "approved" | "escalated" | "archived" | "note";
            /** @description Optional comment; required (the reason) when escalating. */
            note?: string;
            /** @description Extension: required when escalating; an invited or active user of the organization to hand it to. */
            assignee_user_id?: string;
            /** @description A vendor status (cbst_) to set on the vendor. */
            vendor_status_id?: string;
        };
        ZeroTouchCorrection: {
            instruction: string;
            /** @description Extension: apply only these of the fields the instruction names (the preview lists them); all of them when left out. */
            apply?: ("website" | "name")[];
        };
        ZeroTouchControlOverride: {
            control_id: string;
            /**
             * @description The reviewer's verdict; null removes the override and the matcher's verdict counts again.
             * @enum {string|null}
             */
            verdict: "met" | "partially_met" | "not_met" | "no_evidence" | null;
            reason: string;
        };
        ZeroTouchCorrectionPreview: {
            changes: {
                field: string;
                before: string | null;
                after: string | null;
            }[];
        };
        ZeroTouchAudit: {
            data: {
                id: string;
                /** @enum {string} */
                action: "approved" | "escalated" | "corrected" | "rescored" | "revised" | "restored" | "rerun_requested" | "note" | "archived";
                instruction: string | null;
                note: string | null;
                changes: {
                    field: string;
                    before: string | null;
                    after: string | null;
                }[];
                composite_before: number | null;
                composite_after: number | null;
                actor: {
                    type: string;
                    id: string | null;
                    name: string;
                };
                /** @description Unix seconds. */
                created_at: number;
            }[];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        QuestionnaireList: {
            items: components["schemas"]["QuestionnaireListItem"][];
            total: number;
        };
        QuestionnaireListItem: {
            /** @example cbqsr_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            name: string;
            description: string | null;
            /** @description irq, vendor_onboarding, assessment or informational. */
            type: string;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Extension. */
            updated_at: number;
            /** @description Extension. */
            question_count: number;
        };
        Questionnaire: components["schemas"]["QuestionnaireListItem"] & {
            is_archived: boolean;
            questions: components["schemas"]["IntakeQuestion"][];
        };
        IntakeQuestion: {
            /** @example cbqstn_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            position: number;
            text: string;
            /** @enum {string} */
            response_type: "free_text" | "single_select" | "multi_select";
            /** @description The choices of a select; empty for free_text. */
            options: string[];
            /** @description What to look for when answering. */
            guidance: string | null;
        };
        CreateQuestionnaire: {
            name: string;
            description?: string | null;
            /** @enum {string} */
            type: "irq" | "vendor_onboarding" | "assessment" | "informational";
            questions: {
                /** @description PATCH only: the question of this questionnaire to edit. */
                id?: string;
                text: string;
                /** @enum {string} */
                response_type: "free_text" | "single_select" | "multi_select";
                /**
                 * @description single_select and multi_select: 2 to 30 distinct labels; free_text: none.
                 * @default []
                 */
                options?: string[];
                guidance?: string | null;
            }[];
        };
        UpdateQuestionnaire: {
            name?: string;
            description?: string | null;
            /** @description Replaces the list: with id edits that question, without adds one; left out is removed. */
            questions?: {
                /** @description PATCH only: the question of this questionnaire to edit. */
                id?: string;
                text: string;
                /** @enum {string} */
                response_type: "free_text" | "single_select" | "multi_select";
                /**
                 * @description single_select and multi_select: 2 to 30 distinct labels; free_text: none.
                 * @default []
                 */
                options?: string[];
                guidance?: string | null;
            }[];
        };
        IntakeSessionCreated: {
            session_id: string;
            context_truncated: boolean;
        };
        CreateIntakeSession: {
            vendor_name: string;
            questionnaire_ids: string[];
            /** @description Up to 100,000 characters; about the first 20,000 reach each question. */
            context?: string | null;
            vendor_website?: string | null;
            vendor_description?: string | null;
            use_case?: string | null;
            external_id?: string | null;
        };
        IntakeSessionList: {
            items: components["schemas"]["IntakeSessionSummary"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        IntakeSessionSummary: {
            session_id: string;
            external_id: string | null;
            /** @enum {string} */
            status: "pending" | "processing" | "complete" | "failed";
            vendor_name: string;
            vendor_website: string | null;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
            failed_count: number;
            context_truncated: boolean;
            questionnaires: {
                id: string;
                name: string;
                type: string;
            }[];
            question_count: number;
            answered_count: number;
            /** @description Unix seconds. */
            completed_at: number | null;
            filed_by: {
                /** @enum {string} */
                type: "user" | "api_key";
                id: string;
                name: string;
            };
            procurement: {
                id: string;
                status_id: string | null;
                status_name: string | null;
            };
            vendor_id: string | null;
        };
        IntakeSession: {
            session_id: string;
            external_id: string | null;
            /** @enum {string} */
            status: "pending" | "processing" | "complete" | "failed";
            vendor_name: string;
            vendor_website: string | null;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
            failed_count: number;
            context_truncated: boolean;
            questionnaires: {
                id: string;
                name: string;
                type: string;
            }[];
            question_count: number;
            answered_count: number;
            /** @description Unix seconds. */
            completed_at: number | null;
            filed_by: {
                /** @enum {string} */
                type: "user" | "api_key";
                id: string;
                name: string;
            };
            procurement: {
                id: string;
                status_id: string | null;
                status_name: string | null;
            };
            vendor_id: string | null;
            vendor_description: string | null;
            use_case: string | null;
            context: string;
            suggested_inherent_risk: components["schemas"]["IntakeSuggestedRisk"];
            answers: components["schemas"]["IntakeAnswer"][];
        };
        IntakeSuggestedRisk: {
            risk_level_id: string | null;
            risk_level_name: string;
            reasons: string[];
        } | null;
        IntakeAnswer: {
            question_id: string;
            question_text: string;
            /** @enum {string} */
            response_type: "free_text" | "single_select" | "multi_select";
            answer_text: string | null;
            selected_options: string[];
            reasoning: string | null;
            /** @enum {string} */
            status: "answered" | "pending" | "failed";
            /** @description Extension. */
            questionnaire_id: string;
            /** @description Extension: the question's options when filed. */
            options: string[];
            /**
             * @description Extension: grounded, weak or none (no evidence); null while pending.
             * @enum {string|null}
             */
            confidence: "grounded" | "weak" | "none" | null;
            /** @description Extension: the passages the answer rests on. */
            citations: components["schemas"]["IntakeCitation"][];
            human_answer: components["schemas"]["IntakeHumanAnswer"];
        };
        IntakeCitation: {
            /** @enum {string} */
            source: "context" | "website" | "description" | "use_case";
            start: number;
            end: number;
            /** @description Exactly the stored text of source from start to end. */
            text: string;
        };
        /** @description Extension: a person's answer, beside it. */
        IntakeHumanAnswer: {
            answer_text: string | null;
            selected_options: string[];
            answered_by: {
                id: string | null;
                name: string;
            };
            /** @description Unix seconds. */
            answered_at: number;
        } | null;
        IntakeHumanAnswerInput: {
            answer_text?: string | null;
            selected_options?: string[] | null;
        };
        IntakeProcurementStatus: {
            status_id: string;
        };
        IntakeCreateVendor: {
            name?: string | null;
            website?: string | null;
            description?: string | null;
            inherent_risk_level_id?: string | null;
        };
        ContractRecordList: {
            items: components["schemas"]["ContractRecord"][];
            /** @description Full count of the filtered set. */
            total: number;
            limit: number;
            offset: number;
        };
        ContractRecord: {
            /** @example cbcontract_0f1e2d3c4b5a69788796a5b4c3d2e1f0 */
            id: string;
            name: string;
            description: string | null;
            /** @enum {string} */
            contract_type: "msa" | "sow" | "order_form" | "amendment" | "nda" | "dpa" | "baa" | "subscription_agreement" | "license_agreement" | "services_agreement" | "reseller_agreement" | "statement_of_services" | "letter_of_intent" | "renewal" | "api_integration_agreement" | "data_sharing_agreement" | "eula" | "addendum" | "appendix" | "other";
            vendor_id: string | null;
            counterparty_name: string | null;
            parent_contract_id: string | null;
            /**
             * @description New records read draft; not settable through the API (signature engines move it).
             * @enum {string}
             */
            workflow_state: "draft" | "pending_approval" | "approved" | "sent_for_signature" | "executed" | "rejected" | "terminated";
            /** @description The name of the status (GET /v1/statuses?entity=contract), or null. */
            lifecycle_status: string | null;
            /** @description Unix seconds. */
            effective_date: number | null;
            /** @description Unix seconds. */
            term_start_date: number | null;
            /** @description Unix seconds. */
            expiration_date: number | null;
            /** @description Unix seconds. */
            renewal_date: number | null;
            /** @enum {string|null} */
            auto_renew: "none" | "automatic" | "manual" | null;
            termination_notice_period_days: number | null;
            /**
             * @description Exact decimal as a string, padded to the currency's minor units (2 without a currency), never rounded.
             * @example 1234567.89
             */
            contract_value_amount: string | null;
            /**
             * @description ISO 4217, upper case.
             * @example USD
             */
            contract_value_currency: string | null;
            /** @description Null until a signature engine executes it. */
            executed_at: number | null;
            /** @description Always [] until engagements exist. */
            engagement_ids: string[];
            is_archived: boolean;
            /** @description Unix seconds. */
            created_at: number;
            /** @description Unix seconds. */
            updated_at: number;
            /** @description Extension: (renewal_date, else expiration_date) minus termination_notice_period_days × 86400, in Unix seconds; null when either is null. Computed and stored on every write. */
            notice_deadline: number | null;
            /** @description Extension: the user of the organization the renewal reminders go to. */
            owner_user_id: string | null;
            /** @description Extension: the cbst_ ID of lifecycle_status (entity contract). */
            lifecycle_status_id: string | null;
            /** @description Extension, read-only: the vendor's current name. */
            vendor_name: string | null;
            /** @description Extension, read-only: the owner's name. */
            owner_name: string | null;
            /** @description Extension, read-only: the parent contract's current name. */
            parent_contract_name: string | null;
        };
        CreateContractRecord: {
            name: string;
            /** @enum {string} */
            contract_type: "msa" | "sow" | "order_form" | "amendment" | "nda" | "dpa" | "baa" | "subscription_agreement" | "license_agreement" | "services_agreement" | "reseller_agreement" | "statement_of_services" | "letter_of_intent" | "renewal" | "api_integration_agreement" | "data_sharing_agreement" | "eula" | "addendum" | "appendix" | "other";
            description?: string | null;
            /** @description A vendor of the organization; unknown: 400 vendor_not_found. */
            vendor_id?: string | null;
            counterparty_name?: string | null;
            /** @description The contract this one sits under (an SOW under its MSA); unknown: 400 invalid_contract. */
            parent_contract_id?: string | null;
            /** @description Extension: a cbst_ ID of entity contract. */
            lifecycle_status_id?: string | null;
            /** @description Extension: a user of the organization. */
            owner_user_id?: string | null;
            /** @description Unix seconds. */
            effective_date?: number | null;
            /** @description Unix seconds. */
            term_start_date?: number | null;
            /** @description Unix seconds. */
            expiration_date?: number | null;
            /** @description Unix seconds. */
            renewal_date?: number | null;
            /** @enum {string|null} */
            auto_renew?: "none" | "automatic" | "manual" | null;
            termination_notice_period_days?: number | null;
            /**
             * @description A JSON number or a decimal string, at least 0, at most 15 digits of which at most 4 after the point; kept exactly (no float rounding).
             * @example 1234567.89
             */
            contract_value_amount?: number | string | null;
            /**
             * @description An ISO 4217 code (any case; stored upper case).
             * @example USD
             */
            contract_value_currency?: string | null;
            /** @description Read-only: any value is a 422. */
            workflow_state?: unknown;
        };
        UpdateContractRecord: {
            name?: string;
            /** @enum {string} */
            contract_type?: "msa" | "sow" | "order_form" | "amendment" | "nda" | "dpa" | "baa" | "subscription_agreement" | "license_agreement" | "services_agreement" | "reseller_agreement" | "statement_of_services" | "letter_of_intent" | "renewal" | "api_integration_agreement" | "data_sharing_agreement" | "eula" | "addendum" | "appendix" | "other";
            description?: string | null;
            /** @description A vendor of the organization; unknown: 400 vendor_not_found. */
            vendor_id?: string | null;
            counterparty_name?: string | null;
            /** @description The contract this one sits under (an SOW under its MSA); unknown: 400 invalid_contract. */
            parent_contract_id?: string | null;
            /** @description Extension: a cbst_ ID of entity contract. */
            lifecycle_status_id?: string | null;
            /** @description Extension: a user of the organization. */
            owner_user_id?: string | null;
            /** @description Unix seconds. */
            effective_date?: number | null;
            /** @description Unix seconds. */
            term_start_date?: number | null;
            /** @description Unix seconds. */
            expiration_date?: number | null;
            /** @description Unix seconds. */
            renewal_date?: number | null;
            /** @enum {string|null} */
            auto_renew?: "none" | "automatic" | "manual" | null;
            termination_notice_period_days?: number | null;
            /**
             * @description A JSON number or a decimal string, at least 0, at most 15 digits of which at most 4 after the point; kept exactly (no float rounding).
             * @example 1234567.89
             */
            contract_value_amount?: number | string | null;
            /**
             * @description An ISO 4217 code (any case; stored upper case).
             * @example USD
             */
            contract_value_currency?: string | null;
            /** @description Read-only: any value is a 422. */
            workflow_state?: unknown;
            /** @description true archives, false restores. */
            is_archived?: boolean;
        };
        ContractReminderList: {
            items: components["schemas"]["ContractReminder"][];
            total: number;
        };
        ContractReminder: {
            /** @description 90, 60, 30 or 7: the reminder's days before the date. */
            threshold_days: number;
            /** @description The date it counted down to (Unix seconds): the notice deadline, else the expiration date. */
            deadline: number;
            /** @description Unix seconds. */
            sent_at: number;
            /** @description The owner it was sent to. */
            recipient_user_id: string | null;
            recipient_name: string | null;
        };
        Navigation: {
            items: components["schemas"]["NavigationItem"][];
        };
        NavigationItem: {
            label: string;
            href: string;
            /** @description SVG path data of a 20×20 stroked icon. */
            icon: string | null;
            children: {
                label: string;
                href: string;
            }[];
        };
        PortalRequestIntro: {
            id: string;
            organization_name: string;
            /** @enum {string} */
            type: "assessment" | "informational" | "irq" | "findings_commitment" | "vendor_onboarding" | "rfp" | "case";
            display_name: string | null;
            /** @enum {string} */
            state: "open" | "overdue" | "submitted" | "closed";
            paused: boolean;
            /** @description Unix seconds. */
            due_at: number | null;
            /** @description Unix seconds. */
            submitted_at: number | null;
            sections: {
                key: string;
                title: string;
                question_count: number;
            }[];
            visitor: components["schemas"]["PortalVisitor"];
        };
        /** @description Who is signed in on this request, or null. */
        PortalVisitor: {
            email: string;
            /** @description null: every section. */
            section_key: string | null;
        } | null;
        PortalCodeSent: {
            message: string;
        };
        PortalQuestionnaire: {
            id: string;
            organization_name: string;
            /** @enum {string} */
            type: "assessment" | "informational" | "irq" | "findings_commitment" | "vendor_onboarding" | "rfp" | "case";
            display_name: string | null;
            /** @enum {string} */
            state: "open" | "overdue" | "submitted" | "closed";
            paused: boolean;
            /** @description Unix seconds. */
            due_at: number | null;
            /** @description Unix seconds. */
            submitted_at: number | null;
            visitor: components["schemas"]["PortalVisitor"];
            progress: components["schemas"]["PortalProgress"];
            sections: {
                key: string;
                title: string;
                editable: boolean;
                handed_to: string[];
                questions: {
                    id: string;
                    text: string;
                    guidance: string | null;
                    /** @enum {string} */
                    response_type: "free_text" | "single_select" | "multi_select";
                    options: string[];
                    required: boolean;
                    answer: components["schemas"]["PortalAnswer"];
                    earlier_answer: components["schemas"]["PortalEarlierAnswer"];
                }[];
            }[];
        };
        PortalProgress: {
            answered: number;
            total: number;
            required_unanswered: number;
        };
        PortalAnswer: {
            answer_text: string | null;
            selected_options: string[];
            comment: string | null;
            documents: {
                id: string;
                name: string;
            }[];
            confirmed: boolean;
            answered_by: string;
            /** @description Unix seconds. */
            updated_at: number;
        } | null;
        /** @description The vendor's answer to the same question in an earlier submitted request; confirm it to reuse it. */
        PortalEarlierAnswer: {
            answer_text: string | null;
            selected_options: string[];
            comment: string | null;
            /** @description Unix seconds. */
            answered_at: number;
        } | null;
        PortalSavedAnswer: {
            answer: components["schemas"]["PortalAnswer"];
            progress: components["schemas"]["PortalProgress"];
        };
        PortalAnswerInput: {
            answer_text?: string | null;
            selected_options?: string[];
            comment?: string | null;
        };
        PortalUpload: {
            id: string;
            name: string;
            size: number;
        };
        PortalHandOver: {
            section_key: string;
            email: string;
        };
        PortalSubmitted: {
            /** @enum {string} */
            state: "open" | "overdue" | "submitted" | "closed";
            /** @description Unix seconds. */
            submitted_at: number | null;
        };
        SignupResult: {
            organization_id: string;
            user_id: string;
        };
        Signup: {
            organization_name: string;
            /** Format: email */
            email: string;
            /** @description At least 12 characters. */
            password: string;
            first_name?: string | null;
            last_name?: string | null;
            /** @description Load a realistic sample portfolio. */
            sample_data?: boolean | null;
        };
        Token: {
            /** @description A dashboard session token (JWT) for `Authorization: Bearer`. */
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @description Seconds until the token expires. */
            expires_in: number;
            organization_id: string;
            user_id: string;
        };
        TokenRequest: {
            email: string;
            password: string;
        };
        SetupStatus: {
            /** @description False on a new, empty installation. */
            has_organizations: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credential is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthTest"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    whoAmI: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhoAmI"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    whoAmIIp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client IP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhoAmIIp"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description org_not_found: not the caller's organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrganization"];
            };
        };
        responses: {
            /** @description The updated organization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description org_not_found: not the caller's organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An api_ip_allowlist entry that is no CIDR: {detail: {error, value}} naming the first one, nothing changed. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidCidrError"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKey"];
            };
        };
        responses: {
            /** @description The new key, with its secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description invalid_name: the name is empty after trimming. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    rotateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RotateApiKey"];
            };
        };
        responses: {
            /** @description The successor key, with its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedApiKey"];
                };
            };
            /** @description invalid_rotation_overlap: overlap_seconds is below 0 or above 86400. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description api_key_not_found: API key not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description api_key_inactive: the key is already revoked, rotated or expired. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RevokeApiKey"];
            };
        };
        responses: {
            /** @description The revoked key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description api_key_not_found: API key not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getAuditLogMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Routes, methods, status codes and keys seen. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogMetadata"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
                /** @description Unix seconds, inclusive. */
                start_time?: number;
                /** @description Unix seconds, inclusive. */
                end_time?: number;
                api_key_id?: string;
                method?: string;
                status_code?: number;
                /** @description A route template, as listed by the metadata endpoint. */
                route?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogPage"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listChangeLog: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
                entity_type?: string;
                entity_id?: string;
                /** @description A user's or API key's ID. */
                actor_id?: string;
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of change log entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeLogPage"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listStatuses: {
        parameters: {
            query?: {
                /** @description Omit for every kind. */
                entity?: "vendor" | "finding" | "procurement" | "contract";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTag"];
            };
        };
        responses: {
            /** @description The existing tag with that value. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            /** @description The new tag. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listRiskLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RiskLevelList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listDocumentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTypeList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listLegalEntities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalEntityList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createLegalEntity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLegalEntity"];
            };
        };
        responses: {
            /** @description The new legal entity. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalEntityRecord"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateLegalEntity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                legal_entity_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLegalEntity"];
            };
        };
        responses: {
            /** @description The legal entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalEntityRecord"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description legal_entity_not_found: Legal entity not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listControlSets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ControlSetList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listAssessmentPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentPlanList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listWorkflows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowDefinitionList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWorkflowDefinition"];
            };
        };
        responses: {
            /** @description The new definition. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowDefinition"];
                };
            };
            /** @description invalid_workflow: trigger event not in the catalog, or repeated component_id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description workflow_exists: the name is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listWorkflowRuns: {
        parameters: {
            query?: {
                workflow_name?: string;
                /** @description Repeatable. */
                status?: ("started" | "completed" | "canceled" | "failed")[];
                /** @description Unix seconds, inclusive. */
                created_at_after?: number;
                /** @description Unix seconds, inclusive. */
                created_at_before?: number;
                /** @description Page size, 1 to 500. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRunList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description workflow_not_found: workflow_name names no workflow of the organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getWorkflowRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflow_run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRun"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description workflow_run_not_found: Workflow run not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflow_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWorkflowDefinition"];
            };
        };
        responses: {
            /** @description The definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowDefinition"];
                };
            };
            /** @description invalid_workflow: The workflow definition is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description workflow_not_found: Workflow not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description workflow_exists: the new name is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    runWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflow_name: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RunWorkflowRequest"];
            };
        };
        responses: {
            /** @description The run, started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunWorkflowResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description workflow_not_found: Workflow not found. vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description workflow_disabled: The workflow is not enabled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Case-insensitive exact match. Returns the user even if archived; include_archived, limit and offset are then ignored. */
                email?: string;
                /** @description Extension: case-insensitive substring of the first name, last name, full name or email. */
                search?: string;
                /** @description Include archived users. Default false. */
                include_archived?: boolean;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUser"];
            };
        };
        responses: {
            /** @description The existing user with this email, as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The new user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description user_exists: the email belongs to a user of another organization. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description user_not_found: no such user in the organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUser"];
            };
        };
        responses: {
            /** @description The refreshed user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description user_not_found: User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description last_admin: the change would leave the organization without an active admin. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createUserInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation link, shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInvitationLink"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description user_not_found: User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description user_already_joined: the user has a password already. user_archived: reactivate the user first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    revokeUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's sessions are ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description user_not_found: User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    readInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationDetails"];
                };
            };
            /** @description invitation_not_found: unknown, already used, or the user was archived. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invitation_expired: This invitation has expired. Ask an admin for a new link. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitation"];
            };
        };
        responses: {
            /** @description The user joined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitation"];
                };
            };
            /** @description invitation_not_found: unknown, already used, or the user was archived. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invitation_expired: This invitation has expired. Ask an admin for a new link. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input (for example a password under 12 characters). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listVendors: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring of the name. */
                name?: string;
                /** @description Exact match. */
                external_id?: string;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
                include_custom_fields?: boolean;
                /** @description Extension: vendors with this status. */
                status_id?: string;
                /** @description Extension: vendors carrying this tag. */
                tag_id?: string;
                /** @description Extension: exact tier, for example tier_1. */
                tier?: string;
                /** @description Extension. */
                inherent_risk_level_id?: string;
                /** @description Extension. */
                residual_risk_level_id?: string;
                /** @description Extension: the sort key (name sorts case-insensitively; inherent_risk and residual_risk by the risk level's rank, vendors without a level last). */
                sort?: "created_at" | "updated_at" | "name" | "inherent_risk" | "residual_risk";
                /** @description Extension: default desc for the timestamps (newest first), asc for name and the risk levels. */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of vendors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createVendor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVendor"];
            };
        };
        responses: {
            /** @description The new vendor. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vendor"];
                };
            };
            /** @description invalid_vendor: empty name, or an unknown status, tag, risk level or user ID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vendor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vendor"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateVendor"];
            };
        };
        responses: {
            /** @description The updated vendor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vendor"];
                };
            };
            /** @description invalid_vendor: empty name, or an unknown status, tag, risk level or user ID (the message names the field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listServices: {
        parameters: {
            query?: {
                /** @description Also list archived services. Default false. */
                include_archived?: boolean;
            };
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vendor's services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateService"];
            };
        };
        responses: {
            /** @description The new service. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description invalid_service: empty name, or an unknown tag or user ID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
                service_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateService"];
            };
        };
        responses: {
            /** @description The updated service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description invalid_service: empty name, or an unknown tag or user ID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. service_not_found: Service not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    archiveService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
                service_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. service_not_found: Service not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    restoreService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
                service_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. service_not_found: Service not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listCustomFields: {
        parameters: {
            query?: {
                /** @description Only fields that apply to this record type. */
                target?: "vendor" | "service" | "assessment" | "control" | "eval" | "contract" | "task" | "review" | "engagement";
                /** @description Also list disabled fields. Default false. */
                include_disabled?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createCustomField: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomField"];
            };
        };
        responses: {
            /** @description The new field. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldDefinition"];
                };
            };
            /** @description invalid_custom_field: empty name, missing or unexpected options, duplicate option labels. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description custom_field_exists: a live field already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateCustomField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                config_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomField"];
            };
        };
        responses: {
            /** @description The updated field. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldDefinition"];
                };
            };
            /** @description invalid_custom_field: The custom field is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description custom_field_not_found: also for archived fields. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description custom_field_exists: A custom field with this name already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    enableCustomField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                config_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The field. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldDefinition"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description custom_field_not_found: also for archived fields. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    disableCustomField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                config_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The field. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldDefinition"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description custom_field_not_found: also for archived fields. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    archiveCustomField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                config_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The field. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldDefinition"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description custom_field_not_found: also for archived fields. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    setCustomFieldValues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                target_type: "vendor" | "service" | "assessment";
                target_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetCustomFieldValues"];
            };
        };
        responses: {
            /** @description The record's values after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldValues"];
                };
            };
            /** @description invalid_custom_field: unknown, archived, disabled or not applying to the record type. invalid_custom_field_value: does not fit the field's type or options. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. service_not_found: Service not found. assessment_not_found: Assessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getVendorFactSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fact sheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorFactSheet"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    refreshVendorFactSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Generation queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorFactSheetRefresh"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listPortalActivity: {
        parameters: {
            query: {
                /** @description Comma-separated portal IDs, at most 200. */
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One item per request found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalActivityList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listPortals: {
        parameters: {
            query?: {
                vendor_id?: string;
                state?: "open" | "overdue" | "submitted" | "closed";
                type?: "assessment" | "informational" | "irq" | "findings_commitment" | "vendor_onboarding" | "rfp" | "case";
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePortal"];
            };
        };
        responses: {
            /** @description The new request. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Portal"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: an unknown or another organization's vendor_id. questionnaire_not_found: a questionnaire_ids entry that is unknown, archived or another organization's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getPortal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Portal"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: missing, another organization's, or not a vendor request. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updatePortal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePortal"];
            };
        };
        responses: {
            /** @description The updated request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Portal"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: missing, or another organization's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_portal_action: the request is submitted or closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    pausePortal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Portal"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: missing, or another organization's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_portal_action: submitted, closed, or already paused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    resumePortal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Portal"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: missing, or another organization's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_portal_action: submitted, closed, or not paused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    closePortal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Portal"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: missing, or another organization's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_portal_action: already closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    reopenPortal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Portal"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: missing, or another organization's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_portal_action: neither submitted nor closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    remindPortal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Portal"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: missing, or another organization's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_portal_action: submitted, closed or paused, or without a recipient. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description rate_limited: reminded in the last 24 hours; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPortalResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vendor's answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalVendorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: missing, or another organization's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhook"];
            };
        };
        responses: {
            /** @description The new subscription (the secret is never returned). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description weak_secret: secret under 16 characters. invalid_url: not a public HTTPS endpoint. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_event_types: an event type not in the catalog (case-sensitive; the message names it). A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description webhook_not_found: Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description webhook_not_found: Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhook"];
            };
        };
        responses: {
            /** @description The updated subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description weak_secret: The webhook secret is too short. invalid_url: The URL must be a public HTTPS endpoint. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description webhook_not_found: Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_event_types: an event type not in the catalog (case-sensitive; the message names it). A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TestWebhook"];
            };
        };
        responses: {
            /** @description Enqueued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestWebhookResult"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description webhook_not_found: Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
                status?: "delivered" | "timeout" | "error" | "skipped";
            };
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description webhook_not_found: Webhook not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description webhook_not_found: Webhook not found. delivery_not_found: Delivery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    redeliverWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeliverWebhookEvent"];
            };
        };
        responses: {
            /** @description Enqueued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeliverWebhookEventResult"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description webhook_not_found: Webhook not found. event_not_found: no such event in this webhook's history. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listFindings: {
        parameters: {
            query?: {
                vendor_id?: string;
                assessment_id?: string;
                /** @description Extension: only findings with this status (a cbst_ ID; unknown matches nothing). */
                finding_status_id?: string;
                /** @description Extension: true lists only archived findings, false only active ones; omitted lists both. */
                is_archived?: boolean;
                /** @description Extension: true lists only open findings (not archived, and without a status or in one whose name does not close it: not Resolved, Risk accepted, Accepted, Closed, Done or Remediated), false only the others. The dashboard counts open findings by the same rule. */
                open?: boolean;
                /** @description Extension: only findings of this severity. */
                severity?: "critical" | "high" | "medium" | "low";
                /** @description Extension: only findings this user (cbuser_) owns; an unknown ID matches nothing. */
                owner_id?: string;
                /** @description Extension: only findings with a due date before this time (Unix seconds). */
                due_before?: number;
                /** @description Extension: only findings with a due date at or after this time (Unix seconds). */
                due_after?: number;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of findings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindingList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createFinding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFinding"];
            };
        };
        responses: {
            /** @description The new finding. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Finding"];
                };
            };
            /** @description invalid_finding: unknown vendor, assessment or finding status ID (the message names the field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getFinding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                finding_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The finding. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Finding"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description finding_not_found: Finding not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateFinding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                finding_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFinding"];
            };
        };
        responses: {
            /** @description The updated finding. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Finding"];
                };
            };
            /** @description invalid_update: unknown finding status ID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description finding_not_found: Finding not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listFindingComments: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path: {
                finding_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of comments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindingCommentList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description finding_not_found: Finding not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createFindingComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                finding_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFindingComment"];
            };
        };
        responses: {
            /** @description The new comment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindingComment"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description finding_not_found: Finding not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listObligations: {
        parameters: {
            query?: {
                vendor_id?: string;
                /** @description satisfied or not_satisfied. */
                obligation_status?: string;
                /** @description Extension: only obligations assigned to this user (unknown matches nothing). */
                assignee_id?: string;
                /** @description Extension: true lists only archived obligations, false only active ones; omitted lists both. */
                is_archived?: boolean;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of obligations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObligationList"];
                };
            };
            /** @description invalid_status: The status is not one of the accepted values. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createObligation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateObligation"];
            };
        };
        responses: {
            /** @description The new obligation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Obligation"];
                };
            };
            /** @description invalid_status: status not satisfied or not_satisfied (the message lists them). invalid_obligation: empty statement, unknown assignee or document ID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: the vendor_id extension names no vendor of the organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getObligation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                obligation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The obligation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Obligation"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description obligation_not_found: Obligation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateObligation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                obligation_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateObligation"];
            };
        };
        responses: {
            /** @description The updated obligation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Obligation"];
                };
            };
            /** @description invalid_status: the message lists accepted values. invalid_update: empty statement or unknown assignee. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description obligation_not_found: Obligation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listExportReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportReportList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    exportReport: {
        parameters: {
            query?: {
                /** @description Rows to return, 1 to 100,000 (default 1,000); more is a 422. Page with offset until offset plus the rows received reaches total_count. */
                limit?: number;
                /** @description Rows to skip. */
                offset?: number;
                /** @description Case-insensitive substring of the supplier's name. Applies to reports whose base object is vendor (vendors); ignored for others. total_count reflects it. */
                supplier_name?: string;
                /** @description Extension. json (default): the export report object. csv: text/csv, a header row of the mapping's column names, then one line per row; total_count in X-Total-Count. */
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                /** @description Report slug: vendors, services, assessments, findings, obligations or contract_records. */
                report_name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export report object (or CSV with format=csv). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportReport"];
                    "text/csv": string;
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description report_not_found: Report not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getRiskOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RiskOverview"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                vendor_id?: string;
                service_id?: string;
                assessment_id?: string;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: the filter names no vendor of the organization. assessment_not_found: the filter names no assessment of the organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 100 MiB; extension from the allowlist.
                     */
                    file: string;
                    vendor_id: string;
                    /** @description Repeat the part per service. */
                    service_ids?: string[];
                    /** @description Repeat the part per assessment. */
                    assessment_ids?: string[];
                    /** @description A slug; omitted means inferred from the content. */
                    document_type?: string;
                    /** @description Defaults to the file name. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description The new document (status created). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description unsupported_file_type: extension not in the allowlist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. service_not_found: not one of the vendor's services. assessment_not_found: Assessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description file_too_large: the file is over 100 MiB; nothing is stored. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_document_type: a document_type that is not a known slug (the message lists them). A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description document_not_found: Document not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    archiveDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archived document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivedDocument"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description document_not_found: Document not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDocument"];
            };
        };
        responses: {
            /** @description The updated document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description document_not_found: Document not found. service_not_found: not one of the vendor's services. assessment_not_found: Assessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_document_type: a document_type that is not a known slug (the message lists them). A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    downloadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The presigned URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDownload"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description document_not_found: also once the document is archived. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description document_not_ready: no stored file yet. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getUploadableUrl: {
        parameters: {
            query: {
                /** @description The file's name (its last path segment is kept). */
                filename: string;
                content_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where to upload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadableUrl"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    queryAssessments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssessmentQuery"];
            };
        };
        responses: {
            /** @description A page of assessments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listAssessments: {
        parameters: {
            query?: {
                vendor_id?: string;
                assignee_id?: string;
                /** @description Repeatable: assessments in any of these statuses. */
                status?: ("created" | "collecting_documents" | "indexing_supporting_documents" | "analyzing_questionnaire" | "review_evals" | "complete" | "failed" | "canceled") | ("created" | "collecting_documents" | "indexing_supporting_documents" | "analyzing_questionnaire" | "review_evals" | "complete" | "failed" | "canceled")[];
                /** @description true lists only archived assessments, false only active ones; omitted lists both. */
                is_archived?: boolean;
                include_custom_fields?: boolean;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of assessments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAssessment"];
            };
        };
        responses: {
            /** @description The new assessment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAssessment"];
                };
            };
            /** @description Unknown vendor, control set, service, assignee or supporting document, or a bad name template. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentRejection"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description workflow_not_found: trigger_workflow names no workflow of the organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description workflow_disabled: trigger_workflow names a disabled workflow. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assessment"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description assessment_not_found: Assessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    archiveAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archived assessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivedAssessment"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description assessment_not_found: Assessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAssessment"];
            };
        };
        responses: {
            /** @description The updated assessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assessment"];
                };
            };
            /** @description invalid_update: blank name or unknown assignee. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description assessment_not_found: Assessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_assessment_status: the assessment is archived. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listAssessmentEvaluations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentEvaluationList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description assessment_not_found: Assessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createAssessmentFromPortal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AssessmentFromPortal"];
            };
        };
        responses: {
            /** @description The new assessment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAssessment"];
                };
            };
            /** @description An unknown control set. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentRejection"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: missing, another organization's, or not a vendor request. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_portal_action: the vendor has not submitted the request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    approveAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The completed assessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assessment"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description assessment_not_found: Assessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_assessment_status: not in review_evals. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    reopenAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reopened assessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assessment"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description assessment_not_found: Assessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_assessment_status: not in review_evals, complete or failed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getFindingEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                finding_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The finding's evidence. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindingEvidence"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description finding_not_found: Finding not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listRadarEvents: {
        parameters: {
            query?: {
                primary_impact_type?: "Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other";
                include_archived?: boolean;
                /** @description Extension: only events impacting this vendor. */
                vendor_id?: string;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of radar events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarEventList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createRadarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRadarEvent"];
            };
        };
        responses: {
            /** @description The new radar event. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarEvent"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getRadarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                radar_event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The radar event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarEvent"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description radar_event_not_found: Radar event not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateRadarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                radar_event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRadarEvent"];
            };
        };
        responses: {
            /** @description The updated radar event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarEvent"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description radar_event_not_found: Radar event not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listRadarAlerts: {
        parameters: {
            query?: {
                vendor_id?: string;
                /** @description Omitted hides dismissed alerts; true lists only dismissed ones; false only active ones. */
                is_dismissed?: boolean;
                include_archived?: boolean;
                /** @description Extension: false lists only results recorded under a suppression (negative example), true only triggered alerts; omitted lists both. */
                should_alert?: boolean;
                /** @description Extension: only results of this radar event. */
                event_id?: string;
                /** @description Extension: true lists the results recorded under a suppression (should_alert false) whether dismissed or not, unless is_dismissed is given; false leaves them out. */
                suppressed?: boolean;
                /** @description Extension, repeatable: only results of events of these primary impact types. */
                impact_type?: ("Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other")[];
                /** @description Extension: case-insensitive text in the summary, the event name or the vendor name. */
                q?: string;
                /** @description Repeatable: informational, low, medium, high. */
                severity?: ("informational" | "low" | "medium" | "high")[];
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of radar alerts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarAlertList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    countRadarAlerts: {
        parameters: {
            query?: {
                vendor_id?: string;
                /** @description Omitted hides dismissed alerts; true lists only dismissed ones; false only active ones. */
                is_dismissed?: boolean;
                include_archived?: boolean;
                /** @description Extension: false lists only results recorded under a suppression (negative example), true only triggered alerts; omitted lists both. */
                should_alert?: boolean;
                /** @description Extension: only results of this radar event. */
                event_id?: string;
                /** @description Extension: true lists the results recorded under a suppression (should_alert false) whether dismissed or not, unless is_dismissed is given; false leaves them out. */
                suppressed?: boolean;
                /** @description Extension, repeatable: only results of events of these primary impact types. */
                impact_type?: ("Infosec" | "Financial" | "Operational" | "Legal" | "Compliance" | "Reputational" | "Contractual" | "ESG" | "Corporate" | "Geopolitical & External" | "Inapplicable" | "Other")[];
                /** @description Extension: case-insensitive text in the summary, the event name or the vendor name. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filtered alerts' counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarAlertCounts"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getRadarAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alert_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The radar alert. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarAlert"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description alert_not_found: Alert not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    dismissRadarAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alert_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DismissRadarAlert"];
            };
        };
        responses: {
            /** @description The dismissed alert. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarAlert"];
                };
            };
            /** @description invalid_update: The update is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description alert_not_found: Alert not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    undismissRadarAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alert_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored alert. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarAlert"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description alert_not_found: Alert not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listBillsOfMaterials: {
        parameters: {
            query?: {
                vendor_id?: string;
                service_id?: string;
                include_archived?: boolean;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of BOMs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillOfMaterialsList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createBillOfMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBillOfMaterials"];
            };
        };
        responses: {
            /** @description The new BOM, pending. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillOfMaterials"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. service_not_found: not one of the vendor's services. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description file_too_large: the uploaded file is larger than 32 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_upload: s3_url names no upload of this organization, nothing was PUT to it, the size differs, or it was used. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLatestBillOfMaterials: {
        parameters: {
            query?: {
                vendor_id?: string;
                service_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The BOM with components, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillOfMaterials"] | null;
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. service_not_found: Service not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    searchVendorBomComponents: {
        parameters: {
            query: {
                vendor_id: string;
                /** @description Name substring (case-insensitive). */
                q?: string;
                /** @description A purl or its beginning (case-insensitive prefix): pkg:npm/express matches every version. */
                purl?: string;
                component_type?: "application" | "library" | "framework" | "container" | "operating-system" | "device" | "firmware" | "file" | "machine-learning-model" | "data" | "other";
                /** @description A licence as the component lists it (an SPDX ID or expression), case-insensitive. */
                license?: string;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of components. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomComponentList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    searchPortfolioComponents: {
        parameters: {
            query?: {
                /** @description Case-insensitive prefix of the purl: pkg:npm/express, or pkg:maven/org.apache.logging.log4j/log4j-core@. */
                purl_prefix?: string;
                /** @description Case-insensitive prefix of the component's name. */
                name?: string;
                /** @description Case-insensitive prefix of the CPE (cpe:2.3:a:apache:log4j). */
                cpe?: string;
                /** @description A vers range (vers:npm/>=2.0.0|<2.17.1); schemes npm, maven, pypi, golang and generic semver (see the API notes for the others). Components without a version never match. */
                version_range?: string;
                license?: string;
                /** @description A hash value of any algorithm (hex, case-insensitive). */
                hash?: string;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of components with their vendors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortfolioComponentList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listBomAdvisories: {
        parameters: {
            query?: {
                include_archived?: boolean;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of advisories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomAdvisoryList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    importBomAdvisory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    schema_version?: string;
                    id: string;
                    modified?: string;
                    published?: string;
                    withdrawn?: string;
                    aliases?: string[];
                    summary?: string;
                    details?: string;
                    severity?: {
                        /** @enum {string} */
                        type: "CVSS_V2" | "CVSS_V3" | "CVSS_V4" | "Ubuntu";
                        score: string;
                    }[];
                    affected?: {
                        package?: {
                            ecosystem: string;
                            name: string;
                            purl?: string;
                        };
                        severity?: {
                            /** @enum {string} */
                            type: "CVSS_V2" | "CVSS_V3" | "CVSS_V4" | "Ubuntu";
                            score: string;
                        }[];
                        ranges?: {
                            /** @enum {string} */
                            type: "SEMVER" | "ECOSYSTEM" | "GIT";
                            repo?: string;
                            events: {
                                introduced?: string;
                                fixed?: string;
                                last_affected?: string;
                                limit?: string;
                            }[];
                            database_specific?: {
                                [key: string]: unknown;
                            };
                        }[];
                        versions?: string[];
                        ecosystem_specific?: {
                            [key: string]: unknown;
                        };
                        database_specific?: {
                            [key: string]: unknown;
                        };
                    }[];
                    references?: {
                        type: string;
                        url: string;
                    }[];
                    database_specific?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The advisory, replaced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomAdvisory"];
                };
            };
            /** @description The new advisory. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomAdvisory"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getBomAdvisory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                advisory_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The advisory. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomAdvisory"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description advisory_not_found: Advisory not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    archiveBomAdvisory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                advisory_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The advisory. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomAdvisory"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description advisory_not_found: Advisory not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getBillOfMaterials: {
        parameters: {
            query?: {
                components?: boolean;
            };
            header?: never;
            path: {
                bom_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The BOM. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillOfMaterials"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bill_of_materials_not_found: Bill of materials not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    summarizeBillOfMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bom_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomSummary"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bill_of_materials_not_found: Bill of materials not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    archiveBillOfMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bom_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archived BOM (components null). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillOfMaterials"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bill_of_materials_not_found: Bill of materials not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    searchBomComponents: {
        parameters: {
            query?: {
                /** @description Name substring (case-insensitive). */
                q?: string;
                /** @description A purl or its beginning (case-insensitive prefix): pkg:npm/express matches every version. */
                purl?: string;
                component_type?: "application" | "library" | "framework" | "container" | "operating-system" | "device" | "firmware" | "file" | "machine-learning-model" | "data" | "other";
                /** @description A licence as the component lists it (an SPDX ID or expression), case-insensitive. */
                license?: string;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path: {
                bom_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of components. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomComponentList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bill_of_materials_not_found: Bill of materials not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    diffBillsOfMaterials: {
        parameters: {
            query?: {
                /** @description The other BOM of the same vendor; default: the vendor's BOM uploaded just before this one. */
                against?: string;
            };
            header?: never;
            path: {
                bom_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The difference. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BomDiff"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bill_of_materials_not_found: Bill of materials not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listRadarSources: {
        parameters: {
            query?: {
                include_archived?: boolean;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarSourceList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createRadarSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRadarSource"];
            };
        };
        responses: {
            /** @description The new feed source (not polled yet). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarSource"];
                };
            };
            /** @description invalid_radar_source: feed_url not allowed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description radar_source_limit: An organization may have at most 50 feed sources that are not archived. Archive one first. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateRadarSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                source_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRadarSource"];
            };
        };
        responses: {
            /** @description The updated source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarSource"];
                };
            };
            /** @description invalid_radar_source: The radar source is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description radar_source_not_found: Radar source not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description radar_source_limit: An organization may have at most 50 feed sources that are not archived. Archive one first. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    pollRadarSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                source_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The source, with the poll started or joined as `poll`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarSource"];
                };
            };
            /** @description invalid_radar_source: The radar source is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description radar_source_not_found: Radar source not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description rate_limited: a poll of this source was started less than a minute ago; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRadarKeywordRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarKeywordRuleList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    replaceRadarKeywordRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceRadarKeywordRules"];
            };
        };
        responses: {
            /** @description The new rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadarKeywordRuleList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listReassessments: {
        parameters: {
            query?: {
                status?: "draft" | "confirmed" | "run" | "dismissed";
                /** @description Extension: only reassessments drafted from this event. */
                radar_event_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reassessments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReassessmentList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createReassessment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReassessment"];
            };
        };
        responses: {
            /** @description The new reassessment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reassessment"];
                };
            };
            /** @description invalid_reassessment: unknown vendor IDs (named) or assessment plan. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description radar_event_not_found: no radar event with this ID in your organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getReassessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reassessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reassessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reassessment"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description reassessment_not_found: Reassessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateReassessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reassessment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateReassessment"];
            };
        };
        responses: {
            /** @description The updated reassessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reassessment"];
                };
            };
            /** @description invalid_reassessment: unknown assessment plan, or radar_event_id null. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description reassessment_not_found: Reassessment not found. radar_event_not_found: no radar event with the new radar_event_id in your organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_reassessment_state: vendors are still being added (a set larger than 250 is written in batches; try again in a moment); (only when radar_event_id changes) reassessment_immutable: the reassessment is run or dismissed. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    addReassessmentVendors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reassessment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddReassessmentVendors"];
            };
        };
        responses: {
            /** @description The refreshed reassessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reassessment"];
                };
            };
            /** @description invalid_reassessment: unknown vendor IDs (named). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description reassessment_not_found: Reassessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_reassessment_state: confirmed (the vendor set is locked); invalid_reassessment_state: vendors are still being added (a set larger than 250 is written in batches; try again in a moment); reassessment_immutable: the reassessment is run or dismissed. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    setReassessmentVendorInclusion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reassessment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReassessmentVendorInclusion"];
            };
        };
        responses: {
            /** @description The refreshed reassessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reassessment"];
                };
            };
            /** @description invalid_reassessment: the vendor is not in the vendor set. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description reassessment_not_found: Reassessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_reassessment_state: confirmed (the vendor set is locked); invalid_reassessment_state: vendors are still being added (a set larger than 250 is written in batches; try again in a moment); reassessment_immutable: the reassessment is run or dismissed. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    confirmReassessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reassessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The confirmed reassessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reassessment"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description reassessment_not_found: Reassessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_reassessment_state: already confirmed, or no vendor included; invalid_reassessment_state: vendors are still being added (a set larger than 250 is written in batches; try again in a moment); reassessment_immutable: the reassessment is run or dismissed. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    dismissReassessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reassessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dismissed reassessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reassessment"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description reassessment_not_found: Reassessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description reassessment_immutable: the reassessment is run or dismissed. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    runReassessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reassessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run reassessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reassessment"];
                };
            };
            /** @description missing_assessment_plan: This reassessment has no assessment plan. Set assessment_plan_id before running it. invalid_reassessment: the plan no longer exists, or a vendor cannot be assessed (named); nothing was created. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description reassessment_not_found: Reassessment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_reassessment_state: still a draft (confirm first), or no vendor included; invalid_reassessment_state: vendors are still being added (a set larger than 250 is written in batches; try again in a moment); reassessment_immutable: the reassessment is run or dismissed. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listBankCountryRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configured countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankCountryRulesList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    validateBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateBankDetails"];
            };
        };
        responses: {
            /** @description The outcome of every check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankValidation"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listVendorBankAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vendor's bank accounts, oldest first, retired ones included. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccountList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createVendorBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBankAccount"];
            };
        };
        responses: {
            /** @description The account, applied at once (values null). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            /** @description The change, queued for review. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedBankChange"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description validation_failed: a country-rule error (detail.error holds the checks); nothing is saved or queued. invalid_document: statement_document_id is not a document of this vendor. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getVendorBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
                bank_account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. bank_account_not_found: Bank account not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateVendorBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
                bank_account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBankAccount"];
            };
        };
        responses: {
            /** @description The updated account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            /** @description The change, queued for review. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedBankChange"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. bank_account_not_found: Bank account not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bank_change_pending: A change to this bank account is already waiting for review; it must be decided first. bank_account_retired: A retired bank account cannot change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description validation_failed: a country-rule error (detail.error holds the checks); nothing is saved or queued. invalid_document: statement_document_id is not a document of this vendor. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    retireVendorBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
                bank_account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, status retired. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. bank_account_not_found: Bank account not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listBankChangeReviews: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
                vendor_id?: string;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankChangeReviewList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getBankChangeReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                review_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankChangeReview"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bank_review_not_found: Bank change review not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    approveBankChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                review_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApproveBankChange"];
            };
        };
        responses: {
            /** @description The approved review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankChangeReview"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bank_review_not_found: Bank change review not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bank_review_decided: This bank change review has already been decided. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description validation_failed: the proposed details no longer pass the country rules; the change stays pending. verification_note_required: a signal is high and no verification_note was given. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    rejectBankChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                review_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectBankChange"];
            };
        };
        responses: {
            /** @description The rejected review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankChangeReview"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bank_review_not_found: Bank change review not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description bank_review_decided: This bank change review has already been decided. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description validation_failed: the proposed details no longer pass the country rules; the change stays pending. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listVendorSites: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createVendorSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSite"];
            };
        };
        responses: {
            /** @description The new site. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description validation_failed: a country rule failed; detail.error holds {rule_set, errors, warnings} and nothing was saved. invalid_site: remit_to_site_id is not another active site of this vendor. A body that fails schema validation (bounds, enums) is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getVendorSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
                site_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. site_not_found: no active site with this ID for this vendor. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    deleteVendorSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
                site_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {id, deleted: true}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedProfileRecord"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. site_not_found: no active site with this ID for this vendor. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateVendorSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
                site_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSite"];
            };
        };
        responses: {
            /** @description The updated site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. site_not_found: no active site with this ID for this vendor. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description validation_failed: a country rule failed; detail.error holds {rule_set, errors, warnings} and nothing was saved. invalid_site: remit_to_site_id is not another active site of this vendor. A body that fails schema validation (bounds, enums) is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listTaxRegistrationTypes: {
        parameters: {
            query: {
                /** @description ISO 3166-1 alpha-2. */
                country: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRegistrationTypeList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listVendorTaxRegistrations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax registrations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRegistrationList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    putVendorTaxRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutTaxRegistration"];
            };
        };
        responses: {
            /** @description The existing registration, updated if anything changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRegistration"];
                };
            };
            /** @description The new registration. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRegistration"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description validation_failed: the identifier failed a country rule; detail.error holds {rule_set, errors, warnings} (messages never repeat the value) and nothing was saved. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listVendorDiversityRecords: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The diversity records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiversityRecordList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createVendorDiversityRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDiversityRecord"];
            };
        };
        responses: {
            /** @description The new diversity record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiversityRecord"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_document: document_id is not a live document of this vendor. A body that fails schema validation (bounds, classification, expires_at before certified_at) is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    deleteVendorDiversityRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
                diversity_record_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description {id, deleted: true}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedProfileRecord"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. diversity_record_not_found: Diversity record not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listVendorLegalEntityAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assigned legal entities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalEntityAssignmentList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    putVendorLegalEntityAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutLegalEntityAssignments"];
            };
        };
        responses: {
            /** @description The assigned legal entities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalEntityAssignmentList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_legal_entity: an ID is not a legal entity of your organization (named); nothing changed. A body that fails schema validation (more than 100 IDs) is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listSupplierProfileChanges: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path: {
                vendor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the change feed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeFeed"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description vendor_not_found: Vendor not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    zeroTouchLeaderboard: {
        parameters: {
            query?: {
                /** @description Part of the vendor's name, any case. */
                search?: string;
                /** @description Extension: healthiest first (highest composite, 02's ranking) or riskiest first (lowest composite). Either way sufficiently covered runs come first, then insufficient ones by coverage, then unscored runs. */
                sort?: "healthiest" | "riskiest";
                /** @description Extension: also list the organization's vendors without a run, last, with status not_assessed. */
                include_not_assessed?: boolean;
                tier?: "critical" | "high" | "moderate" | "low" | "minimal" | "insufficient_evidence";
                status?: "queued" | "running" | "complete" | "failed" | "not_assessed";
                review_status?: "unreviewed" | "approved" | "escalated" | "archived";
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the leaderboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchLeaderboard"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    zeroTouchTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates and the active one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchTemplates"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    switchZeroTouchTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZeroTouchTemplateSwitch"];
            };
        };
        responses: {
            /** @description The templates and the active one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchTemplates"];
                };
            };
            /** @description invalid_zero_touch_request: unknown template_key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_custom_control_set: The organization runs its own zero touch control set; a template cannot replace it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    zeroTouchConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readiness, control sets in scope and the configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchConfig"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    writeZeroTouchConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZeroTouchConfigWrite"];
            };
        };
        responses: {
            /** @description The configuration after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchConfig"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    launchZeroTouchRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZeroTouchLaunch"];
            };
        };
        responses: {
            /** @description The run summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchRunSummary"];
                };
            };
            /** @description invalid_zero_touch_request: unknown vendor_id, service or template_key (the body also carries `error`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_not_configured: No zero touch control set is designated. zero_touch_custom_control_set: The organization runs its own zero touch control set; a template cannot replace it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    bulkLaunchZeroTouchRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZeroTouchBulkLaunch"];
            };
        };
        responses: {
            /** @description What was created and what failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchBulkLaunchResult"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    zeroTouchRunSummaries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZeroTouchSummaries"];
            };
        };
        responses: {
            /** @description The summaries, in the order asked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchRunSummaries"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getZeroTouchRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchRun"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_not_found: Zero touch run not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    rescoreZeroTouchRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rescored run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchRun"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_not_found: Zero touch run not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_unfinished: The zero touch run has not finished yet. zero_touch_run_archived: The zero touch run is archived. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    reprofileZeroTouchRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run with its new profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchRun"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_not_found: Zero touch run not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_unfinished: The zero touch run has not finished yet. zero_touch_run_archived: The zero touch run is archived. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    reviewZeroTouchRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZeroTouchReview"];
            };
        };
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchRun"];
                };
            };
            /** @description invalid_zero_touch_request: unknown vendor_status_id or assignee_user_id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_not_found: Zero touch run not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_unfinished: The zero touch run has not finished yet. zero_touch_run_archived: The zero touch run is archived. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    correctZeroTouchRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZeroTouchCorrection"];
            };
        };
        responses: {
            /** @description The rescored run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchRun"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_not_found: Zero touch run not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_archived: The zero touch run is archived. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    overrideZeroTouchControl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZeroTouchControlOverride"];
            };
        };
        responses: {
            /** @description The rescored run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchRun"];
                };
            };
            /** @description invalid_zero_touch_request: control_id is not a control of this run. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_not_found: Zero touch run not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_unfinished: The zero touch run has not finished yet. zero_touch_run_archived: The zero touch run is archived. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    previewZeroTouchCorrection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZeroTouchCorrection"];
            };
        };
        responses: {
            /** @description The changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchCorrectionPreview"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_not_found: Zero touch run not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    zeroTouchRunAudit: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path: {
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZeroTouchAudit"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description zero_touch_run_not_found: Zero touch run not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listIntakeQuestionnaires: {
        parameters: {
            query?: {
                /** @description Only questionnaires of this type. */
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questionnaires. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createIntakeQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateQuestionnaire"];
            };
        };
        responses: {
            /** @description The new questionnaire. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Questionnaire"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getIntakeQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionnaire_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questionnaire. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Questionnaire"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description questionnaire_not_found: Questionnaire not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateIntakeQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionnaire_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateQuestionnaire"];
            };
        };
        responses: {
            /** @description The questionnaire. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Questionnaire"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description questionnaire_not_found: Questionnaire not found. intake_question_not_found: a question id that is not one of this questionnaire's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description questionnaire_archived: An archived questionnaire cannot be changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    archiveIntakeQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionnaire_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archived questionnaire. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Questionnaire"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description questionnaire_not_found: Questionnaire not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listIntakeSessions: {
        parameters: {
            query?: {
                status?: "pending" | "processing" | "complete" | "failed";
                /** @description Vendor name contains (any case). */
                q?: string;
                /** @description Sessions a vendor was created from. */
                vendor_id?: string;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeSessionList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createIntakeSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIntakeSession"];
            };
        };
        responses: {
            /** @description A replay: the session filed earlier with this external_id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeSessionCreated"];
                };
            };
            /** @description The new session. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeSessionCreated"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description questionnaire_not_found: an unknown, archived or another organization's questionnaire ID (named). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description intake_disabled: Intake is disabled: the organization has no active questionnaire. An admin must add one. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getIntakeSessionByExternalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                external_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeSession"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description intake_session_not_found: Intake session not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getIntakeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeSession"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description intake_session_not_found: Intake session not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    answerIntakeQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
                question_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntakeHumanAnswerInput"];
            };
        };
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeSession"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description intake_session_not_found: Intake session not found. intake_question_not_found: Intake question not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    moveIntakeProcurementStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntakeProcurementStatus"];
            };
        };
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeSession"];
                };
            };
            /** @description invalid_status: not a procurement status of your organization. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description intake_session_not_found: Intake session not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createVendorFromIntakeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntakeCreateVendor"];
            };
        };
        responses: {
            /** @description The session, with vendor_id set. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeSession"];
                };
            };
            /** @description invalid_vendor: an unknown inherent_risk_level_id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description intake_session_not_found: Intake session not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description intake_vendor_exists: A vendor was already created from this intake session. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listContractRecords: {
        parameters: {
            query?: {
                /** @description Only this vendor's contracts (unknown matches nothing). */
                vendor_id?: string;
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Items to skip. */
                offset?: number;
                /** @description Extension: true lists archived contracts too; by default they are left out. */
                include_archived?: boolean;
                /** @description Extension: only contracts whose expiration_date is before this Unix time. */
                expiring_before?: number;
                /** @description Extension: only contracts whose notice_deadline is before this Unix time. */
                notice_deadline_before?: number;
                /** @description Extension. */
                auto_renew?: "none" | "automatic" | "manual";
                /** @description Extension. */
                contract_type?: "msa" | "sow" | "order_form" | "amendment" | "nda" | "dpa" | "baa" | "subscription_agreement" | "license_agreement" | "services_agreement" | "reseller_agreement" | "statement_of_services" | "letter_of_intent" | "renewal" | "api_integration_agreement" | "data_sharing_agreement" | "eula" | "addendum" | "appendix" | "other";
                /** @description Extension (unknown matches nothing). */
                lifecycle_status_id?: string;
                /** @description Extension (unknown matches nothing). */
                owner_user_id?: string;
                /** @description Extension: the contracts directly under this one (unknown matches nothing). */
                parent_contract_id?: string;
                /** @description Extension: name or counterparty_name contains this, in any case. */
                q?: string;
                /** @description Extension. created_at (default): newest first, ties by ID descending. expiration_date and notice_deadline: earliest first, contracts without one last, ties by ID. */
                sort?: "created_at" | "expiration_date" | "notice_deadline";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contract records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractRecordList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createContractRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContractRecord"];
            };
        };
        responses: {
            /** @description The new contract record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractRecord"];
                };
            };
            /** @description invalid_contract: unknown or another organization's parent contract, lifecycle status (of entity contract) or owner, or a parent that would make a cycle (the message names the field). vendor_not_found: Vendor not found. (an unknown or another organization's vendor_id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_term: effective_date, term_start_date and expiration_date out of order (the message names the two fields). A body that fails schema validation (bounds, enums, amount, currency, workflow_state) is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getContractRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractRecord"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description contract_not_found: Contract not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateContractRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateContractRecord"];
            };
        };
        responses: {
            /** @description The updated contract record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractRecord"];
                };
            };
            /** @description invalid_contract: unknown or another organization's parent contract, lifecycle status (of entity contract) or owner, or a parent that would make a cycle (the message names the field). vendor_not_found: Vendor not found. (an unknown or another organization's vendor_id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description contract_not_found: Contract not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_term: effective_date, term_start_date and expiration_date out of order (the message names the two fields). A body that fails schema validation (bounds, enums, amount, currency, workflow_state) is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listContractReminders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reminders sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractReminderList"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description contract_not_found: Contract not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getNavigation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sidebar's sections, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Navigation"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential, or a role not allowed on the API. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlainDetailError"];
                };
            };
            /** @description Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request failed schema validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    readVendorRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalRequestIntro"];
                };
            };
            /** @description portal_not_found: no request has this link. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendVendorSignInCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description A code was sent if the address may sign in. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalCodeSent"];
                };
            };
            /** @description portal_not_found: no request has this link. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_open: the request is closed or paused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description rate_limited: too many codes asked for; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signInToVendorRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Signed in; the cookie is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalVisitor"];
                };
            };
            /** @description invalid_sign_in_code: wrong, used, expired, or past its 5 tries. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: no request has this link. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_open: the request is closed or paused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description too_many_attempts: too many codes tried from this client address; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOutOfVendorRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the session is revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description portal_not_found: no request has this link. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readVendorQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questionnaire. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalQuestionnaire"];
                };
            };
            /** @description portal_sign_in_required: no valid session cookie for this request (sign in with a code first). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: no request has this link. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    saveVendorAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
                question_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalAnswerInput"];
            };
        };
        responses: {
            /** @description The saved answer and the request's progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSavedAnswer"];
                };
            };
            /** @description portal_sign_in_required: no valid session cookie for this request. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: no request has this link. portal_question_not_found: not a question of this request, or of a section handed to someone else. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_open: paused, submitted or closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_answer: an option the question does not offer, or options on a text question. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    uploadVendorEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
                question_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored file. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUpload"];
                };
            };
            /** @description unsupported_file_type: extension not in the allowlist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_sign_in_required: no valid session cookie for this request. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: no request has this link. portal_question_not_found: not a question this visitor may answer. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_open: paused, submitted or closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description file_too_large: over 100 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    handOverVendorSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
                section_key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description The colleague may sign in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalHandOver"];
                };
            };
            /** @description portal_sign_in_required: no valid session cookie for this request. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: no request has this link. portal_question_not_found: no such section. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_open: paused, submitted or closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_invitee: not an address at the recipient's domain, or the visitor is not the recipient. A body that fails schema validation is a 422 with the validation array. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ValidationError"];
                };
            };
        };
    };
    submitVendorResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Submitted; the organization is told. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSubmitted"];
                };
            };
            /** @description portal_sign_in_required: no valid session cookie for this request. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_found: no request has this link. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description portal_not_open: paused, submitted or closed. invalid_portal_action: only the recipient submits. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description response_incomplete: required questions unanswered; detail.question_ids lists them. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Signup"];
            };
        };
        responses: {
            /** @description The new organization and user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResult"];
                };
            };
            /** @description signup_closed: Sign-up is closed on this installation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description user_exists: the email is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description rate_limited: too many sign-ups from this client address (SIGNUP_RATE_LIMIT per hour); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A session token for /v1. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            /** @description invalid_credentials: Incorrect email or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description too_many_attempts: repeated failures for this email from this IP, from this IP, or for this email; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSetupStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Setup status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupStatus"];
                };
            };
        };
    };
}
