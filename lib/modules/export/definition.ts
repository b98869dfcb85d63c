/** The report definition's shape lives with the report registry, which modules fill from their descriptors. */
export { filtersBySupplier, type ReportDefinition, type ReportSource } from "@/lib/extensions/export-reports";
