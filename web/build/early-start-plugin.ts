/**
 * @module Build step for `src/boot/early-start.ts`: builds it as its own entry and inlines it into
 * index.html before the app's script, with the code each first page needs (its chunks and styles
 * beyond what index.html already loads) as a JSON block the script reads. Without it the page's
 * chunks were asked for only once the app's own code had run: a second wave of requests on every
 * cold start.
 */
import { fileURLToPath } from "node:url";
import type { Plugin, Rolldown } from "vite";
import type { RouteCode } from "../src/boot/early-start.ts";

/** The pages the script prepares, by route path (as in src/routes.ts). */
const FIRST_PAGES: Record<string, string> = {
  "/collections": "src/pages/PageRecords.tsx",
  "/logs": "src/pages/PageLogs.tsx",
  "/login": "src/pages/PageLogin.tsx",
};

const ENTRY_NAME = "early-start";
export const earlyStartEntry = {
  [ENTRY_NAME]: fileURLToPath(new URL("../src/boot/early-start.ts", import.meta.url)),
};

/** A chunk's file and every chunk it imports statically, with their CSS. */
function staticClosure(bundle: Rolldown.OutputBundle, start: Rolldown.OutputChunk) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === "chunk") visit(next);
    }
  };
  visit(start);
  return { scripts, styles };
}

function chunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
}

/** The JSON block's content: `<` escaped so no text in it can end the block. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function earlyStartPlugin(): Plugin {
  return {
    name: "pbdeck-early-start",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const all = chunks(bundle);
        const early = all.find((chunk) => chunk.isEntry && chunk.name === ENTRY_NAME);
        const app = all.find((chunk) => chunk.isEntry && chunk.name !== ENTRY_NAME);
        if (!early || !app) throw new Error("early-start: the app's or the early script's entry is missing");
        if (early.imports.length) throw new Error("early-start: the early script must import nothing");
        const loaded = staticClosure(bundle, app);
        const routes: RouteCode[] = Object.entries(FIRST_PAGES).map(([path, source]) => {
          const file = source.replace(/^src/, "");
          // its own chunk, or the chunk a code-splitting group put it in
          const page =
            all.find((chunk) => chunk.facadeModuleId?.endsWith(file)) ??
            all.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(file)));
          if (!page) throw new Error(`early-start: no chunk for ${source}`);
          const { scripts, styles } = staticClosure(bundle, page);
          return {
            path,
            scripts: [...scripts].filter((file) => !loaded.scripts.has(file)).map((file) => `./${file}`),
            styles: [...styles].filter((file) => !loaded.styles.has(file)).map((file) => `./${file}`),
          };
        });
        // inline, so it runs while the page is parsed (an external script ran only once fetched, after
        // the app's own files were asked for); the server allows it by its hash (cli/middlewares/spa-fallback.ts)
        const code = early.code.trim();
        if (/<\/script|^\s*(import|export)\b/im.test(code)) {
          throw new Error("early-start: the script's code cannot be inlined as a classic script");
        }
        delete bundle[early.fileName];
        const tags =
          `<script type="application/json" id="pbdeck-route-code">${jsonBlock(routes)}</script>\n    ` +
          // in a function of its own: a classic script's top-level names would become globals
          `<script>(()=>{\n${code}\n})();</script>\n    `;
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error("early-start: index.html has no module script");
        return html.slice(0, at) + tags + html.slice(at);
      },
    },
  };
}
