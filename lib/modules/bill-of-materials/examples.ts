import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Real bills of materials kept in the repository (lib/modules/bill-of-materials/parse/fixtures,
 * unchanged public examples; their README says where each comes from): the parser's tests read them,
 * and the sample portfolio gives a few to its vendors.
 */
export const exampleBomPath = (fileName: string) =>
  path.join(process.cwd(), "lib/modules/bill-of-materials/parse/fixtures", path.basename(fileName));

export const readExampleBom = (fileName: string): Promise<Buffer> => readFile(exampleBomPath(fileName));
