-- One masking rule for every sensitive value (lib/secrets/mask.ts): the last four characters are shown
-- only for a value of at least 8, otherwise `****` alone. Before, bank account numbers were stored and
-- shown as `****` and their last four whatever their length, so a 4-digit number was shown whole. The
-- tails to fix can only be told from the sealed values, which need the encryption key the database
-- does not have: this enqueues the supplier profile's remask job (lib/modules/supplier-profile/remask.ts)
-- once for every organization holding bank accounts or proposed bank changes.
INSERT INTO "jobs" ("id", "type", "org_id", "payload", "max_attempts", "lane", "run_at", "dedupe_key")
SELECT 'cbjob_' || md5('supplier_profile.remask:' || "org_id"), 'supplier_profile.remask', "org_id", '{}'::jsonb, 5,
  'standard', now(), 'supplier_profile.remask:' || "org_id"
FROM (SELECT "org_id" FROM "vendor_bank_accounts" UNION SELECT "org_id" FROM "bank_change_reviews") AS "holders"
ON CONFLICT DO NOTHING;
