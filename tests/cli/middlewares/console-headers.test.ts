/** The console's CSP allows exactly the inline scripts index.html carries, by their hashes. */
import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { CONSOLE_CSP, consoleCsp, inlineScriptHashes } from "../../../cli/middlewares/console-headers.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

test("each inline script that runs is hashed; data blocks and external scripts are not", () => {
  const early = "(()=>{\nconsole.log(1)\n})();";
  const html =
    `<head><script type="application/json" id="pbdeck-route-code">[{"path":"/"}]</script>` +
    `<script>${early}</script><script type="module" crossorigin src="./assets/index-a1.js"></script>` +
    `<script type="module">import("./x.js")</script></head>`;
  expect(inlineScriptHashes(html)).toEqual([sha256(early), sha256('import("./x.js")')]);
  expect(inlineScriptHashes("<head><title>none</title></head>")).toEqual([]);
});

test("the hashes join script-src; without them the policy allows no inline script", () => {
  expect(consoleCsp(["sha256-abc="])).toContain("script-src 'self' 'sha256-abc='; style-src");
  expect(CONSOLE_CSP).toContain("script-src 'self'; style-src");
  const scriptSrc = CONSOLE_CSP.split("; ").find((directive) => directive.startsWith("script-src"));
  expect(scriptSrc).toBe("script-src 'self'");
});
