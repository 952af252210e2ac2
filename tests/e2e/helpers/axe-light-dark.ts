/**
 * axe-core (serious and critical findings) on the current page in light and dark mode, for the
 * console's newer screens (rules overview, relations diagram, SQL console...).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { repoRoot } from "../../helpers/pbdeck-process.ts";

const axeScript = join(repoRoot, "node_modules/axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  impact?: string;
  nodes: { target: string[]; failureSummary: string }[];
}

async function seriousFindings(page: Page, scope: string): Promise<string[]> {
  // evaluated over the DevTools protocol, which the console's CSP (script-src 'self') does not block
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(readFileSync(axeScript, "utf8"));
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(selector, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations;
  }, scope);
  return (violations as AxeViolation[])
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`).join(" | ")}`);
}

/**
 * The serious and critical axe findings inside `scope` (a CSS selector: the new screen's own
 * content, so findings of the shared frame are left to its owners) in light, then dark mode,
 * each prefixed with its mode (empty when clean).
 */
export async function axeLightAndDark(page: Page, scope: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const finding of await seriousFindings(page, scope)) found.push(`${colorScheme}: ${finding}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}
