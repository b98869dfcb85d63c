import { type ReactNode, useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { Time } from "@/components/ui/time";
import type { Reputation, ReputationFinding, RunProfile, RunSource, Standing } from "@/lib/web/hooks/zero-touch";
import { webHref } from "@/lib/web/web-link";
import { TierBadge } from "./badges";
import { formatShare } from "./detail-labels";
import {
  SEVERITY_LABELS,
  SEVERITY_ORDER,
  SEVERITY_VARIANTS,
  SOURCE_KINDS,
  STANDING_LABELS,
  STANDING_VARIANTS,
} from "./evidence-labels";
import { Field } from "./field";

const muted = "text-slate-600 dark:text-slate-400";
const link = `rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;
const subheading = "text-sm font-semibold text-slate-900 dark:text-slate-100";

/** An outside address as a link opening in a new tab, or its text when it is no web address. */
function ExternalLink({ url, children }: { url: string | null; children: ReactNode }) {
  const href = webHref(url);
  if (!href) {
    return <>{children}</>;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={link}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function StandingBadge({ standing }: { standing: Standing }) {
  return <Badge variant={STANDING_VARIANTS[standing]}>{STANDING_LABELS[standing]}</Badge>;
}

/** Material findings first, then the most severe, then the newest. */
export function orderedFindings(findings: readonly ReputationFinding[]): ReputationFinding[] {
  return [...findings].sort(
    (a, b) =>
      Number(b.is_material) - Number(a.is_material) ||
      SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
      (b.published_at ?? 0) - (a.published_at ?? 0),
  );
}

function Finding({ finding, dimension }: { finding: ReputationFinding; dimension: string }) {
  return (
    <li className="py-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900 dark:text-slate-100">{finding.headline}</span>
        <Badge variant={SEVERITY_VARIANTS[finding.severity]}>{SEVERITY_LABELS[finding.severity]}</Badge>
        {finding.is_material ? <Badge variant="danger">Material</Badge> : null}
        {finding.is_disputed ? <Badge variant="neutral">Disputed</Badge> : null}
        {finding.is_resolved ? <Badge variant="success">Resolved</Badge> : null}
      </p>
      <p className={`mt-0.5 text-xs ${muted}`}>
        {[dimension, finding.subject, finding.publisher, finding.jurisdiction].filter(Boolean).join(" · ")}
        {finding.published_at ? (
          <>
            {" · "}
            <Time value={finding.published_at} mode="absolute" />
          </>
        ) : null}
      </p>
      <p className="mt-1 text-slate-800 dark:text-slate-200">{finding.summary}</p>
      {finding.outcome ? <p className="mt-1 text-slate-800 dark:text-slate-200">Outcome: {finding.outcome}</p> : null}
      {finding.source_urls.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {finding.source_urls.map((url, index) => (
            <li key={url}>
              <ExternalLink url={url}>{`Source ${index + 1}`}</ExternalLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Adverse media and screening: the overall standing, each dimension's, then the findings, material first. */
export function ReputationCard({ reputation }: { reputation: Reputation | null }) {
  const findingsId = useId();
  if (!reputation) {
    return (
      <Card title="Reputation">
        <p className={`text-sm ${muted}`}>This run did not screen the vendor's reputation.</p>
      </Card>
    );
  }
  const dimensionLabel = new Map(reputation.dimensions.map((dimension) => [dimension.key, dimension.label]));
  const findings = orderedFindings(reputation.findings);
  return (
    <Card title="Reputation">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
        <StandingBadge standing={reputation.overall} />
        <span>{reputation.headline}</span>
        <span className={muted}>
          {reputation.finding_count} finding{reputation.finding_count === 1 ? "" : "s"}, {reputation.material_count}{" "}
          material
        </span>
      </p>
      <table className="mt-4 w-full border-collapse text-sm">
        <caption className="sr-only">Standing by dimension</caption>
        <thead className="text-left text-xs uppercase tracking-wide text-slate-700 dark:text-slate-300">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Dimension
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Standing
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Findings
            </th>
            <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
              Detail
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {reputation.dimensions.map((dimension) => (
            <tr key={dimension.key}>
              <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900 dark:text-slate-100">
                {dimension.label}
              </th>
              <td className="py-2 pr-3">
                <StandingBadge standing={dimension.standing} />
              </td>
              <td className="py-2 pr-3 tabular-nums text-slate-800 dark:text-slate-200">
                {dimension.finding_count} ({dimension.material_count} material)
              </td>
              <td className="hidden py-2 text-slate-800 sm:table-cell dark:text-slate-200">{dimension.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 id={findingsId} className={`mt-5 ${subheading}`}>
        Findings
      </h3>
      {findings.length === 0 ? (
        <p className={`mt-1 text-sm ${muted}`}>Nothing adverse was found.</p>
      ) : (
        <ul aria-labelledby={findingsId} className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {findings.map((finding, index) => (
            <Finding
              key={`${finding.dimension}-${finding.headline}-${index.toString()}`}
              finding={finding}
              dimension={dimensionLabel.get(finding.dimension) ?? finding.dimension}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function Source({ source }: { source: RunSource }) {
  return (
    <li className="py-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900 dark:text-slate-100">{source.name}</span>
        {source.status === "used" ? (
          <Badge variant="success">Used</Badge>
        ) : (
          <Badge variant="warning">Unavailable</Badge>
        )}
      </p>
      {source.detail ? <p className="text-slate-800 dark:text-slate-200">{source.detail}</p> : null}
      {source.items.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-slate-800 dark:text-slate-200">
          {source.items.map((item, index) => (
            <li key={item.id ?? `${item.label}-${index.toString()}`}>
              <ExternalLink url={item.url}>{item.label}</ExternalLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Where the run looked, by kind; sources it could not reach are listed as unavailable, not left out. */
export function SourcesCard({ sources }: { sources: readonly RunSource[] }) {
  return (
    <Card title="Sources">
      <div className="space-y-4 text-sm">
        {SOURCE_KINDS.map(({ kind, label, none }) => {
          const ofKind = sources.filter((source) => source.kind === kind);
          const unavailable = ofKind.filter((source) => source.status === "unavailable").length;
          return (
            <section key={kind} aria-label={label}>
              <h3 className={subheading}>
                {label}
                {unavailable > 0 ? <span className={`font-normal ${muted}`}> ({unavailable} unavailable)</span> : null}
              </h3>
              {ofKind.length === 0 ? (
                <p className={muted}>{none}</p>
              ) : (
                <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                  {ofKind.map((source, index) => (
                    <Source key={`${source.name}-${index.toString()}`} source={source} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </Card>
  );
}

/** What the run learned about the company, how sure it is, and why it put the vendor in its risk tier. */
export function ProfileCard({ profile }: { profile: RunProfile | null }) {
  if (!profile) {
    return (
      <Card title="Profile">
        <p className={`text-sm ${muted}`}>This run has no company profile.</p>
      </Card>
    );
  }
  return (
    <Card title="Profile" description={`Profile confidence ${formatShare(profile.confidence)}`}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label="Company">{profile.company_name}</Field>
        <Field label="Website">
          {profile.url ? <ExternalLink url={profile.url}>{profile.url}</ExternalLink> : null}
        </Field>
        <Field label="Description" wide>
          {profile.description}
        </Field>
        <Field label="Industry">{profile.industry}</Field>
        <Field label="Use case">{profile.use_case}</Field>
        <Field label="Headquarters">{profile.hq_location}</Field>
        <Field label="Services">{profile.services.length > 0 ? profile.services.join(", ") : null}</Field>
        <Field label="Risk tier">
          <span className="inline-flex items-center gap-2">
            <TierBadge tier={profile.risk_tier} />
            {profile.risk_tier === "insufficient_evidence" ? null : (
              <span className={muted}>confidence {formatShare(profile.risk_tier_confidence)}</span>
            )}
          </span>
        </Field>
        <Field label="Why this tier" wide>
          {profile.risk_tier_reasoning}
        </Field>
      </dl>
      {profile.risk_tier_detailed_reasoning ? (
        <details className="mt-4 text-sm">
          <summary className={`cursor-pointer font-medium text-slate-900 dark:text-slate-100 ${focusRing} rounded`}>
            Detailed reasoning
          </summary>
          <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-200">
            {profile.risk_tier_detailed_reasoning}
          </p>
        </details>
      ) : null}
    </Card>
  );
}
