import type { ReactNode } from "react";
import { inlineCode, link, mutedText } from "./styles";

const codeBlock =
  "mt-2 whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs text-slate-900 [overflow-wrap:anywhere] dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100";

const errorExample = `{
  "detail": { "code": "vendor_not_found", "message": "Vendor not found." }
}`;

const validationExample = `{
  "detail": [
    { "loc": ["body", "name"], "msg": "Field required", "type": "missing" }
  ]
}`;

/** The conventions' anchor on the overview (/docs), which the contents link to from every page. */
export const CONVENTIONS_ID = "conventions";

function Convention({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="font-semibold text-slate-900 dark:text-slate-50">{term}</dt>
      <dd className="mt-1 text-slate-700 dark:text-slate-300">{children}</dd>
    </div>
  );
}

/** What every endpoint shares: authentication, timestamps and the two error envelopes. */
export function Conventions({ id, tokenHref }: { id: string; tokenHref: string | undefined }) {
  const tokenEndpoint = <code className={inlineCode}>POST /api/auth/token</code>;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900 dark:text-slate-50">
        Conventions
      </h2>
      <dl className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <Convention term="Authentication">
          Every <code className={inlineCode}>/v1</code> request sends an{" "}
          <code className={inlineCode}>Authorization</code> header:
          <pre className={codeBlock}>
            <code>Authorization: Bearer &lt;credential&gt;</code>
          </pre>
          <p className="mt-2">
            The credential is either an <code className={inlineCode}>ak_</code> API key or a dashboard session token
            from{" "}
            {tokenHref === undefined ? (
              tokenEndpoint
            ) : (
              <a href={tokenHref} className={link}>
                {tokenEndpoint}
              </a>
            )}
            . The <code className={inlineCode}>/api/auth</code> endpoints themselves take no credential.
          </p>
        </Convention>
        <Convention term="Timestamps">
          All timestamps (<code className={inlineCode}>created_at</code>, <code className={inlineCode}>updated_at</code>
          , time filters) are integer Unix seconds.
        </Convention>
        <Convention term="Errors">
          Errors use one envelope; <code className={inlineCode}>code</code> is stable and machine-readable,{" "}
          <code className={inlineCode}>message</code> is for people:
          <pre className={codeBlock}>
            <code>{errorExample}</code>
          </pre>
        </Convention>
        <Convention term="Validation errors">
          A request that fails schema validation gets status <code className={inlineCode}>422</code> with a list of
          problems, each locating the offending field:
          <pre className={codeBlock}>
            <code>{validationExample}</code>
          </pre>
          <p className={`mt-2 text-xs ${mutedText}`}>Each endpoint below lists the exact schema of every response.</p>
        </Convention>
      </dl>
    </section>
  );
}
