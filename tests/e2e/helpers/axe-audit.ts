/** Runs axe-core (serious and critical impacts) on a Playwright page and formats what it finds. */
import { readFileSync } from "node:fs";
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

/**
 * Injects axe-core once per document, runs the WCAG rules on the page (or only inside `scope`, a
 * CSS selector) and keeps the serious and critical findings.
 */
export async function auditPage(page: Page, scope?: string): Promise<AxeFinding[]> {
  // a dialog fading in, or colors moving to a new scheme, would be measured half-way: axe then reads
  // the blended colors as too little contrast (seen on the test email dialog). Endless or paused ones (spinners) are left.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  // evaluated over the DevTools protocol, which the console's CSP (script-src 'self') does not block
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(readFileSync(AXE_SCRIPT, "utf8"));
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const result = await axe.run(selector ?? document, {
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
        context: Document | string,
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
  }, scope);
}

/** One readable block per finding, for a failing assertion's message. */
export function describeFindings(screen: string, findings: AxeFinding[]): string {
  return findings
    .map((f) => `${screen}: ${f.rule} (${f.impact}) ${f.help}\n  ${f.nodes.join("\n  ")}`)
    .join("\n");
}

/**
 * The findings inside `scope` (a feature's own content, so the shared frame's are left to the full
 * audit in accessibility.test.ts) in light, then dark mode, one line each prefixed with its mode.
 */
export async function axeLightAndDark(page: Page, scope: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await schemeApplied(page, colorScheme);
    let findings = await auditPage(page, scope);
    // a finding right after the switch is measured again once the page has painted in the new
    // scheme (a color still moving would be read half-way). A real contrast fault is still there
    // the second time.
    if (findings.length > 0) {
      await page.waitForTimeout(250);
      findings = await auditPage(page, scope);
    }
    for (const f of findings) found.push(`${colorScheme}: ${f.rule}: ${f.nodes.join(" | ")}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}

/** Resolves once the page's media queries report `colorScheme` and two frames have been painted. */
async function schemeApplied(page: Page, colorScheme: "light" | "dark"): Promise<void> {
  await page.waitForFunction(
    (dark) => window.matchMedia("(prefers-color-scheme: dark)").matches === dark,
    colorScheme === "dark",
  );
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
