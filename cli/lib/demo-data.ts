/** @module Sample data for `pbdeck --demo`, created through the SDK like any API user would. */
import { type Client, createClient } from "../../shared/client/index.ts";
import { createFirstAdmin } from "../../shared/client/installer-token.ts";
import { oneLine } from "./cli-error.ts";

/** The demo admin; shown in the console's sign-in form, so nothing secret. */
export const DEMO_ADMIN = { email: "demo@pbdeck.dev", password: "pbdeck-demo-1234" } as const;

/** The collection the demo opens on after sign-in: the one with the most to see (not the empty `users`). */
export const DEMO_COLLECTION = "posts";

export interface DemoSeedResult {
  /** Why the sample collections could not be created (the admin exists regardless). */
  collectionsSkipped?: string;
}

// a 2x2 PNG, so the demo has a file field with a value and a thumbnail
const COVER_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Creates the demo admin (the first admin, with the installer's one-time token), then tags, posts and comments.
 * @throws Error when the admin cannot be created or signed in
 */
export async function seedDemoData(baseUrl: string, installerToken: string): Promise<DemoSeedResult> {
  const client = createClient(baseUrl);
  client.pb.autoCancellation(false);
  const { email, password } = DEMO_ADMIN;
  await createFirstAdmin(client.pb, installerToken, { email, password, passwordConfirm: password });
  await client.pb.admins.authWithPassword(email, password);
  try {
    await seedCollections(client);
    return {};
  } catch (err) {
    return { collectionsSkipped: oneLine(err) };
  }
}

async function seedCollections({ pb }: Client): Promise<void> {
  const tags = await pb.collections.create({
    name: "tags",
    type: "base",
    listRule: "",
    viewRule: "",
    schema: [
      { name: "name", type: "text", required: true, options: { min: 1, max: 40, pattern: "" } },
      { name: "color", type: "select", options: { maxSelect: 1, values: ["red", "green", "blue", "amber"] } },
    ],
    indexes: ["CREATE UNIQUE INDEX `idx_tags_name` ON `tags` (`name`)"],
  });
  const posts = await pb.collections.create({
    name: "posts",
    type: "base",
    listRule: "published = true",
    viewRule: "published = true",
    schema: [
      { name: "title", type: "text", required: true, options: { min: 3, max: 120, pattern: "" } },
      { name: "slug", type: "text", options: { min: null, max: null, pattern: "^[a-z0-9-]+$" } },
      { name: "body", type: "editor", options: { convertUrls: false } },
      { name: "published", type: "bool", options: {} },
      { name: "views", type: "number", options: { min: 0, max: null, noDecimal: true } },
      { name: "publishedAt", type: "date", options: { min: "", max: "" } },
      { name: "website", type: "url", options: { exceptDomains: null, onlyDomains: null } },
      { name: "contact", type: "email", options: { exceptDomains: null, onlyDomains: null } },
      { name: "meta", type: "json", options: {} },
      {
        name: "cover",
        type: "file",
        options: {
          maxSelect: 1,
          maxSize: 5242880,
          mimeTypes: ["image/png", "image/jpeg"],
          thumbs: ["100x100"],
        },
      },
      {
        name: "tags",
        type: "relation",
        options: { collectionId: tags.id, cascadeDelete: false, minSelect: null, maxSelect: null },
      },
    ],
  });
  const comments = await pb.collections.create({
    name: "comments",
    type: "base",
    listRule: "",
    viewRule: "",
    createRule: "",
    schema: [
      {
        name: "post",
        type: "relation",
        required: true,
        options: { collectionId: posts.id, cascadeDelete: true, minSelect: null, maxSelect: 1 },
      },
      { name: "author", type: "text", options: { min: null, max: 60, pattern: "" } },
      { name: "message", type: "text", required: true, options: { min: 1, max: 2000, pattern: "" } },
      { name: "rating", type: "number", options: { min: 1, max: 5, noDecimal: true } },
    ],
  });

  const tagIds: Record<string, string> = {};
  for (const [name, color] of [
    ["news", "red"],
    ["guide", "green"],
    ["release", "blue"],
  ]) {
    tagIds[name] = (await pb.collection(tags.id).create({ name, color })).id;
  }

  const postIds: string[] = [];
  for (const [index, post] of SAMPLE_POSTS.entries()) {
    const cover = index === 0 ? new File([COVER_PNG], "cover.png", { type: "image/png" }) : undefined;
    const record = await pb.collection(posts.id).create({
      ...post,
      meta: JSON.stringify({ readingMinutes: 3 + index }),
      tags: post.tags.map((name) => tagIds[name]),
      ...(cover ? { cover } : {}),
    });
    postIds.push(record.id);
  }

  for (const [index, comment] of SAMPLE_COMMENTS.entries()) {
    await pb.collection(comments.id).create({ ...comment, post: postIds[index % postIds.length] });
  }
}

const SAMPLE_POSTS = [
  {
    title: "Welcome to pbdeck",
    slug: "welcome",
    body: "<p>This demo runs on a <strong>temporary</strong> copy of sample data.</p>",
    published: true,
    views: 128,
    publishedAt: "2024-01-15 09:30:00.000Z",
    website: "https://example.com/welcome",
    contact: "editor@example.com",
    tags: ["news"],
  },
  {
    title: "Designing collections",
    slug: "designing-collections",
    body: "<p>Fields, indexes and API rules, edited from the console.</p>",
    published: true,
    views: 64,
    publishedAt: "2024-02-02 14:00:00.000Z",
    website: "",
    contact: "",
    tags: ["guide"],
  },
  {
    title: "Filtering records",
    slug: "filtering-records",
    body: "<p>Try <code>views &gt; 50 &amp;&amp; published = true</code> in the search bar.</p>",
    published: true,
    views: 32,
    publishedAt: "2024-03-10 08:15:00.000Z",
    website: "",
    contact: "",
    tags: ["guide", "news"],
  },
  {
    title: "Release notes (draft)",
    slug: "release-notes",
    body: "<p>Not published yet: only admins see it.</p>",
    published: false,
    views: 0,
    publishedAt: "",
    website: "",
    contact: "",
    tags: ["release"],
  },
];

const SAMPLE_COMMENTS = [
  { author: "Ada", message: "Nice start!", rating: 5 },
  { author: "Linus", message: "Where is the guide on relations?", rating: 4 },
  { author: "Grace", message: "The filter example works.", rating: 5 },
  { author: "Ken", message: "Looking forward to it.", rating: 3 },
  { author: "Barbara", message: "Cascade delete removes me with the post.", rating: 4 },
];
