/** How much of a bill of materials is kept: enough for every real file seen, bounded for hostile ones. */
export const bomLimits = {
  components: 50_000,
  /** Levels of JSON nesting (objects and arrays); real BOMs stay well below 50. */
  jsonDepth: 200,
  name: 1_000,
  description: 10_000,
  propertyValue: 2_000,
  /** Every other piece of text: versions, purls, licences, URLs, hash values, keys. */
  text: 2_000,
  licensesPerComponent: 100,
  hashesPerComponent: 32,
  referencesPerComponent: 200,
  propertiesPerComponent: 500,
  /** A model card or an AI package's own fields: nesting, values in all, and text of each. */
  modelCard: { depth: 16, values: 10_000, text: 10_000 },
  schemaProblems: 5,
} as const;
