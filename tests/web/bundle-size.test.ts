/** The sign-in route's initial JS+CSS must stay under 120 KB gzip: a size budget, not a time. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";

const repoRoot = resolve(import.meta.dirname, "../..");
const webDir = join(repoRoot, "dist/web");
const BUDGET = 120 * 1024;

async function ensureBuilt() {
  if (existsSync(join(webDir, "index.html"))) return;
  const { build } = await import("vite");
  await build({ configFile: join(repoRoot, "web/vite.config.ts"), logLevel: "silent" });
}

/** Files index.html loads at once, plus the static imports of the entry and of the sign-in page chunk. */
function initialFiles(): string[] {
  const html = readFileSync(join(webDir, "index.html"), "utf8");
  const refs = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const seen = new Set<string>();
  const visit = (rel: string) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    if (!rel.endsWith(".js")) return;
    const code = readFileSync(join(webDir, rel), "utf8");
    // static imports only: dynamic import() chunks load on demand
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+)["']/g)) {
      visit(join(dirname(rel), m[1]));
    }
  };
  for (const ref of refs) visit(ref);
  // the sign-in page is a lazy chunk fetched right away on #/login
  const entry = refs.find((r) => /^assets\/index-[\w-]+\.js$/.test(r)) ?? "";
  const assets = readFileSync(join(webDir, entry), "utf8");
  const login = assets.match(/assets\/(PageLogin-[\w-]+\.js)|\.\/(PageLogin-[\w-]+\.js)/);
  if (login) visit(`assets/${login[1] ?? login[2]}`);
  return [...seen];
}

test("the sign-in route loads at most 120 KB gzip of JS and CSS", async () => {
  await ensureBuilt();
  const files = initialFiles();
  expect(files.some((f) => f.endsWith(".js"))).toBe(true);
  expect(files.some((f) => f.includes("PageLogin"))).toBe(true);
  const total = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(webDir, f))).length, 0);
  expect(total).toBeLessThan(BUDGET);
  // heavy editors are never part of the initial load
  expect(files.some((f) => /CodeMirrorEditor|TrixEditor|FlatpickrInput|PageRecords/.test(f))).toBe(false);
  // the settings area loads on demand, page by page
  expect(
    files.some((f) => /SettingsLayout|settings|PageAdmins|PageAuthProviders|PageTokenOptions/i.test(f)),
  ).toBe(false);
});
