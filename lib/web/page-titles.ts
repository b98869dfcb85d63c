/** The last part of every document title. */
export const PRODUCT_NAME = "Vendor Risk Platform";

interface PageTitle {
  /** What the page is: "Vendors", or "Vendor" for one record's page until its record is known. */
  title: string;
  /** A record's page: once it names its record, the title reads "<record> · <section>". */
  section?: string;
}

/**
 * Every page's title, by route as the files under app/ spell it (route groups left out, `[name]` for
 * a path parameter). The document's <title> is rendered from here alone (components/ui/document-title.tsx),
 * never from a page's Next metadata: see docs/architecture.md, "Page titles".
 */
export const pageTitles: Readonly<Record<string, PageTitle>> = {
  "/": { title: "Dashboard" },
  "/[...missing]": { title: "Page not found" }, // the signed-in 404 (app/(app)/not-found.tsx)
  "/advisories": { title: "Advisories" },
  "/assessments": { title: "Assessments" },
  "/assessments/[assessmentId]": { title: "Assessment", section: "Assessments" },
  "/audit-log": { title: "Audit log" },
  "/bank-reviews": { title: "Bank reviews" },
  "/components": { title: "Components" },
  "/contracts": { title: "Contracts" },
  "/contracts/[contract_id]": { title: "Contract", section: "Contracts" },
  "/contracts/renewals": { title: "Renewals" },
  "/docs": { title: "API reference" },
  "/docs/[group]": { title: "API reference", section: "API reference" },
  "/export": { title: "Export" },
  "/findings": { title: "Findings" },
  "/intake": { title: "Intake" },
  "/intake/[session_id]": { title: "Vendor request", section: "Intake" },
  "/intake/new": { title: "New vendor request" },
  "/invite/[token]": { title: "Join your organization" },
  "/obligations": { title: "Obligations" },
  "/portal/[portalId]": { title: "Request" },
  "/portals": { title: "Portals" },
  "/radar": { title: "Triage inbox" },
  "/radar/events": { title: "Radar events" },
  "/radar/events/[event_id]": { title: "Radar event", section: "Radar events" },
  "/reassessments": { title: "Reassessments" },
  "/reassessments/[reassessment_id]": { title: "Reassessment", section: "Reassessments" },
  "/settings/api-keys": { title: "API keys" },
  "/settings/custom-fields": { title: "Custom fields" },
  "/settings/intake": { title: "Intake questionnaires" },
  "/settings/intake/[questionnaire_id]": { title: "Intake questionnaire", section: "Intake questionnaires" },
  "/settings/organization": { title: "Organization settings" },
  "/settings/radar-feeds": { title: "Radar feeds" },
  "/signin": { title: "Sign in" },
  "/signup": { title: "Create your organization" },
  "/users": { title: "Users" },
  "/vendors": { title: "Vendors" },
  "/vendors/[vendorId]": { title: "Vendor", section: "Vendors" },
  "/webhooks": { title: "Webhooks" },
  "/webhooks/[webhookId]": { title: "Webhook" },
  "/workflows": { title: "Workflows" },
  "/workflows/runs": { title: "Workflow runs" },
  "/workflows/runs/[id]": { title: "Workflow run" },
  "/zero-touch": { title: "Zero touch" },
  "/zero-touch/runs/[id]": { title: "Zero touch run", section: "Zero touch" },
  "/zero-touch/settings": { title: "Zero touch configuration" },
};

const segmentsOf = (path: string) => path.split("/").filter((segment) => segment !== "");
const isParameter = (segment: string) => segment.startsWith("[") && segment.endsWith("]");

/** The route `pathname` is a page of, or undefined for a path no page serves. */
export function routeOf(pathname: string): string | undefined {
  const path = segmentsOf(pathname);
  const key = `/${path.join("/")}`;
  if (key in pageTitles) {
    return key;
  }
  return Object.keys(pageTitles).find((route) => {
    const pattern = segmentsOf(route);
    // The catch-all 404 page ("[...missing]") serves no route of its own: its paths keep the product's name.
    if (pattern.some((segment) => segment.startsWith("[..."))) {
      return false;
    }
    return (
      pattern.length === path.length &&
      pattern.every((segment, index) => isParameter(segment) || segment === path[index])
    );
  });
}

/**
 * The document title of the page at `pathname`: "Vendors · Vendor Risk Platform", or with the name of
 * the record a record's page shows, "Acme · Vendors · Vendor Risk Platform".
 */
export function documentTitle(pathname: string, recordName?: string): string {
  const route = routeOf(pathname);
  const page = route === undefined ? undefined : pageTitles[route];
  if (!page) {
    return PRODUCT_NAME;
  }
  const name = recordName?.trim();
  const parts = name && page.section ? [name, page.section] : [page.title];
  return [...parts, PRODUCT_NAME].join(" · ");
}
