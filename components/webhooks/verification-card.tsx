import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { VERIFICATION_SNIPPET } from "./verification-snippet";

export function VerificationCard() {
  return (
    <Card
      className="mt-6"
      title="Verify signatures"
      description="Each delivery carries Service-Signature: the lowercase hex HMAC-SHA256 of the raw body, keyed by your secret."
      actions={<CopyButton value={VERIFICATION_SNIPPET} label="Copy verification code" />}
    >
      <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs dark:bg-slate-900">
        <code>{VERIFICATION_SNIPPET}</code>
      </pre>
    </Card>
  );
}
