export { loadSamplePortfolio } from "./load";
