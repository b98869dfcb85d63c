export { type ExplainedItem, type ExplainedVendor, explainVendorMatch, type VendorMatch } from "./explain";
export { hostAndParents, hostOf, hostsIn, MIN_NAME_CHARACTERS, words } from "./text";
