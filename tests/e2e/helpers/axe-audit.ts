/** Runs axe-core (serious and critical impacts) on a Playwright page and formats what it finds. */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { repoRoot } from "../../helpers/pbdeck-process.ts";

const AXE_SCRIPT = join(repoRoot, "node_modules/axe-core/axe.min.js");

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** The CSS target of each offending node, with axe's summary of what is wrong there. */
  nodes: string[];
}

/** Injects axe-core once per document, runs the WCAG rules and keeps the serious and critical findings. */
export async function auditPage(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? "",
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary.replace(/\s+/g, " ")}`),
      }));

    interface AxeApi {
      run(
        context: Document,
        options: unknown,
      ): Promise<{
        violations: {
          id: string;
          impact?: string;
          help: string;
          nodes: { target: string[]; failureSummary: string }[];
        }[];
      }>;
    }
  });
}

/** One readable block per finding, for a failing assertion's message. */
export function describeFindings(screen: string, findings: AxeFinding[]): string {
  return findings
    .map((f) => `${screen}: ${f.rule} (${f.impact}) ${f.help}\n  ${f.nodes.join("\n  ")}`)
    .join("\n");
}
