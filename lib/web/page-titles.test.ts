import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentTitle, PRODUCT_NAME, pageTitles, routeOf } from "./page-titles";

const projectRoot = path.resolve(import.meta.dirname, "../..");

function sourceFiles(directory: string): string[] {
  return (readdirSync(path.join(projectRoot, directory), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(directory, file));
}

/** The route each app/**\/page.tsx serves, as its folders spell it: "(app)/vendors/[vendorId]" → "/vendors/[vendorId]". */
const pageFiles = sourceFiles("app").filter((file) => path.basename(file) === "page.tsx");
const routeOfPageFile = (file: string) =>
  `/${path
    .dirname(path.relative("app", file))
    .split(path.sep)
    .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment))
    .join("/")}`;

describe("page titles", () => {
  it("every page has a title, and every title a page", () => {
    expect(pageFiles.length).toBeGreaterThan(20);
    expect(pageFiles.map(routeOfPageFile).sort()).toEqual(Object.keys(pageTitles).sort());
  });

  it("no page sets its title another way (Next metadata, document.title)", () => {
    for (const file of [...pageFiles, "app/layout.tsx"]) {
      const source = readFileSync(path.join(projectRoot, file), "utf8");
      const metadata = [/export const metadata\b[^;]*;/, /function generateMetadata[\s\S]*?\n}/]
        .map((pattern) => pattern.exec(source)?.[0] ?? "")
        .join("\n");
      expect(metadata, file).not.toMatch(/\btitle\b/);
    }
    for (const file of [...sourceFiles("app"), ...sourceFiles("components"), ...sourceFiles("lib/web")]) {
      expect(readFileSync(path.join(projectRoot, file), "utf8"), file).not.toMatch(/document\.title\s*=[^=]/);
    }
  });

  it("a page's title is its own, then the product's", () => {
    expect(documentTitle("/")).toBe(`Dashboard · ${PRODUCT_NAME}`);
    expect(documentTitle("/vendors")).toBe(`Vendors · ${PRODUCT_NAME}`);
    expect(documentTitle("/settings/api-keys")).toBe(`API keys · ${PRODUCT_NAME}`);
    expect(documentTitle("/workflows/runs")).toBe(`Workflow runs · ${PRODUCT_NAME}`);
    expect(documentTitle("/workflows/runs/cbwr_1")).toBe(`Workflow run · ${PRODUCT_NAME}`);
    expect(documentTitle("/vendors/")).toBe(`Vendors · ${PRODUCT_NAME}`);
  });

  it("a record's page names its record once known, in its section", () => {
    expect(documentTitle("/vendors/cbvndr_1")).toBe(`Vendor · ${PRODUCT_NAME}`);
    expect(documentTitle("/vendors/cbvndr_1", "Acme")).toBe(`Acme · Vendors · ${PRODUCT_NAME}`);
    expect(documentTitle("/vendors/cbvndr_1", "  ")).toBe(`Vendor · ${PRODUCT_NAME}`);
    expect(documentTitle("/zero-touch/runs/r1", "Acme")).toBe(`Acme · Zero touch · ${PRODUCT_NAME}`);
    expect(documentTitle("/radar/events/e1", "Breach")).toBe(`Breach · Radar events · ${PRODUCT_NAME}`);
    expect(documentTitle("/intake/cbintksn_1", "Acme Payroll")).toBe(`Acme Payroll · Intake · ${PRODUCT_NAME}`);
    // A static segment wins over a parameter in the same place.
    expect(documentTitle("/intake/new", "Acme Payroll")).toBe(`New vendor request · ${PRODUCT_NAME}`);
    // A page of no section keeps its own title.
    expect(documentTitle("/vendors", "Acme")).toBe(`Vendors · ${PRODUCT_NAME}`);
  });

  it("a path no page serves is titled with the product's name alone", () => {
    expect(routeOf("/vendors/cbvndr_1/extra")).toBeUndefined();
    expect(documentTitle("/vendors/cbvndr_1/extra")).toBe(PRODUCT_NAME);
    expect(documentTitle("/nowhere")).toBe(PRODUCT_NAME);
  });
});
