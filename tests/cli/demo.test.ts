import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createClient } from "../../shared/client/index.ts";
import { freePort } from "../helpers/pbdeck-process.ts";
import { type CliServer, startCli } from "./helpers/cli-process.ts";

let demo: CliServer;
let dataDir: string;

beforeAll(async () => {
  demo = await startCli(["--demo", "--http", `127.0.0.1:${await freePort()}`]);
  dataDir = /data in (\S+) \(deleted on exit\)/.exec(demo.stdout())?.[1] ?? "";
});
afterAll(async () => {
  if (demo.child.exitCode === null) await demo.stop();
});

test("prints the temporary directory, the demo admin and the prefilled sign-in URL", () => {
  expect(demo.stdout()).toMatch(
    new RegExp(
      "^pbdeck \\S+: demo on temporary sample data in \\S+pbdeck-demo-\\w+/pb_data \\(deleted on exit\\)\\n" +
        "Demo admin: demo@pbdeck\\.dev / pbdeck-demo-1234\\n" +
        `Console: ${demo.url}/_/#/login\\?demoEmail=demo%40pbdeck\\.dev&demoPassword=pbdeck-demo-1234&demoCollection=posts\\n` +
        `API:     ${demo.url}/api/\\n$`,
    ),
  );
  expect(demo.stderr()).toBe("");
  expect(existsSync(dataDir)).toBe(true);
});

test("the demo admin signs in and finds tags, posts and comments with relations", async () => {
  const { pb } = createClient(demo.url);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword("demo@pbdeck.dev", "pbdeck-demo-1234");
  const names = (await pb.collections.getFullList({ sort: "+name" })).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(["comments", "posts", "tags"]));

  const tags = await pb.collection("tags").getFullList({ sort: "name" });
  expect(tags.map((t) => [t.name, t.color])).toEqual([
    ["guide", "green"],
    ["news", "red"],
    ["release", "blue"],
  ]);
  const posts = await pb.collection("posts").getFullList({ sort: "created", expand: "tags" });
  expect(posts.map((p) => p.title)).toEqual([
    "Welcome to pbdeck",
    "Designing collections",
    "Filtering records",
    "Release notes (draft)",
  ]);
  expect(posts[2].expand?.tags.map((t: { name: string }) => t.name).sort()).toEqual(["guide", "news"]);
  expect(posts[0].meta).toEqual({ readingMinutes: 3 });
  expect(posts[0].cover).toMatch(/^cover_\w+\.png$/);
  const cover = await fetch(pb.files.getUrl(posts[0], posts[0].cover, { thumb: "100x100" }));
  expect(cover.status).toBe(200);
  expect(cover.headers.get("content-type")).toBe("image/png");

  const comments = await pb.collection("comments").getFullList({ expand: "post" });
  expect(comments).toHaveLength(5);
  expect(comments[0].expand?.post.title).toBe("Welcome to pbdeck");
});

test("the public API follows the demo rules (drafts stay hidden)", async () => {
  const guest = createClient(demo.url).pb;
  const visible = await guest.collection("posts").getFullList({ sort: "created" });
  expect(visible.map((p) => p.slug)).toEqual(["welcome", "designing-collections", "filtering-records"]);
});

test("stopping deletes the temporary data", async () => {
  expect(await demo.stop()).toBe(0);
  expect(existsSync(dirname(dataDir))).toBe(false);
});
