import PocketBase from "pocketbase";
import { describe, expect, test } from "vitest";
import { adminToken, clientToken, user1Token } from "../../helpers/fixture-tokens.ts";
import { failure } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

// ready-made fixture tokens (data-model §8.8), valid until 2040
const tokens = { admin: adminToken, user1: user1Token, client: clientToken } as const;

const server = serverForSuite();

function as(who?: keyof typeof tokens): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  if (who) pb.authStore.save(tokens[who], null);
  return pb;
}

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);

describe("list: rule outcomes", () => {
  test("a null listRule is admins only (403 for guests and records)", async () => {
    for (const who of [undefined, "user1", "client"] as const) {
      for (const collection of ["demo1", "users", "clients"]) {
        expect(await failure(as(who).collection(collection).getList())).toEqual({
          status: 403,
          body: { code: 403, message: "Only admins can perform this action.", data: {} },
        });
      }
    }
    const list = await as("admin").collection("demo1").getList();
    expect(list.totalItems).toBe(3);
  });

  test("an empty listRule lists everything for everyone, in storage order", async () => {
    const list = await as().collection("demo2").getList();
    expect(list).toMatchObject({ page: 1, perPage: 30, totalItems: 3, totalPages: 1 });
    expect(ids(list.items)).toEqual(["llvuca81nly1qls", "achvryl401bhse3", "0yxhwia2amd8gec"]);
    expect(list.items[0]).toEqual({
      active: false,
      collectionId: "sz5l5z67tg7gku0",
      collectionName: "demo2",
      created: "2022-10-12 11:42:51.509Z",
      id: "llvuca81nly1qls",
      title: "test1",
      updated: "2022-10-12 11:42:51.509Z",
    });
  });

  test("an expression rule filters silently (never 403)", async () => {
    // demo3: @request.auth.id != "" && @request.auth.collectionName != "users"
    expect((await as().collection("demo3").getList()).totalItems).toBe(0);
    expect(await as("user1").collection("demo3").getList()).toMatchObject({
      totalItems: 0,
      totalPages: 0,
      items: [],
    });
    expect((await as("client").collection("demo3").getList()).totalItems).toBe(4);
    // demo5: select_many:length = 3
    expect(ids((await as().collection("demo5").getList()).items)).toEqual(["qjeql998mtp1azp"]);
    // view1: @request.auth.id != "" && bool = true
    expect((await as().collection("view1").getList()).totalItems).toBe(0);
    expect(ids((await as("user1").collection("view1").getList()).items)).toEqual(["84nmscqy84lsi1t"]);
  });

  test("view collections list with their own ids and without absent created/updated", async () => {
    const numeric = await as().collection("numeric_id_view").getList();
    expect(numeric.items).toEqual([
      {
        collectionId: "zahsr9d2mix2fvk",
        collectionName: "numeric_id_view",
        email: "test@example.com",
        id: "1",
      },
      {
        collectionId: "zahsr9d2mix2fvk",
        collectionName: "numeric_id_view",
        email: "test2@example.com",
        id: "2",
      },
    ]);
    const view2 = await as().collection("view2").getList(1, 30, { sort: "id" });
    expect(view2.items[0]).toEqual({
      collectionId: "ib3m2700k5hlsjz",
      collectionName: "view2",
      file_many: [
        "test_QZFjKjXchk.txt",
        "300_WlbFWSGmW9.png",
        "logo_vcfJJG5TAh.svg",
        "test_MaWC6mWyrP.txt",
        "test_tC1Yc87DfC.txt",
      ],
      id: "84nmscqy84lsi1t",
      rel_many: ["oap640cot4yru2s"],
      state: true,
    });
  });

  test("old-format rows are normalised on read", async () => {
    const record = await as("admin").collection("demo1").getOne("84nmscqy84lsi1t");
    expect(record).toMatchObject({
      bool: true,
      number: 123456,
      json: [1, 2, 3],
      select_many: ["optionB", "optionC"],
      rel_one: "",
      datetime: "2022-10-01 12:00:00.000Z",
    });
    const empty = await as("admin").collection("demo1").getOne("imy661ixudk5izi");
    expect(empty).toMatchObject({
      json: null,
      file_many: [],
      rel_many: [],
      select_one: "",
      number: 0,
      bool: false,
    });
  });
});

describe("list: query parameters", () => {
  test("paging echoes normalised values; skipTotal gives -1 totals", async () => {
    const pb = as();
    const page2 = await pb.collection("demo2").getList(2, 2);
    expect(page2).toMatchObject({ page: 2, perPage: 2, totalItems: 3, totalPages: 2 });
    expect(ids(page2.items)).toEqual(["0yxhwia2amd8gec"]);
    const big = await pb.send("/api/collections/demo2/records?perPage=9999&page=0", {});
    expect(big).toMatchObject({ page: 1, perPage: 500, totalItems: 3 });
    const skipped = await pb.collection("demo2").getList(1, 1, { skipTotal: true });
    expect(skipped).toMatchObject({ totalItems: -1, totalPages: -1 });
    expect(skipped.items).toHaveLength(1);
    const past = await pb.collection("demo2").getList(9, 30);
    expect(past.items).toEqual([]);
  });

  test("sort and filter", async () => {
    const pb = as();
    expect(ids((await pb.collection("demo2").getList(1, 30, { sort: "-title" })).items)).toEqual([
      "0yxhwia2amd8gec",
      "achvryl401bhse3",
      "llvuca81nly1qls",
    ]);
    const active = await pb.collection("demo2").getList(1, 30, { filter: "active = true", sort: "+title" });
    expect(ids(active.items)).toEqual(["achvryl401bhse3", "0yxhwia2amd8gec"]);
    const full = await pb.collection("demo2").getFullList({ sort: "created" });
    expect(full).toHaveLength(3);
  });

  test("invalid paging, sort, filter or skipTotal answer 400 Invalid filter parameters.", async () => {
    const invalid = { code: 400, message: "Invalid filter parameters.", data: {} };
    for (const query of [
      "page=abc",
      "perPage=1.5",
      "skipTotal=yes",
      "sort=missing",
      "sort=title,,id",
      "filter=invalid~'test'",
      "filter=title%20=",
      "sort=title;DROP%20TABLE%20demo2",
      "filter=title='x'%20OR%201=1%20--",
    ]) {
      expect(await failure(as("admin").send(`/api/collections/demo2/records?${query}`, {}))).toEqual({
        status: 400,
        body: invalid,
      });
    }
    expect((await as().collection("demo2").getList()).totalItems).toBe(3);
  });

  test("@collection and @request in filter or sort are admin only", async () => {
    const message = "Only admins can filter by @collection and @request query params.";
    for (const query of [
      "filter=@collection.demo1.text='test'",
      "filter=%40request.auth.id%3D''",
      "sort=@request.query.x",
    ]) {
      expect(await failure(as("user1").send(`/api/collections/demo2/records?${query}`, {}))).toEqual({
        status: 403,
        body: { code: 403, message, data: {} },
      });
    }
    // checked before the rule: even on an admin-only collection
    expect(
      (await failure(as().send("/api/collections/demo1/records?filter=@request.method='GET'", {}))).body,
    ).toEqual({ code: 403, message, data: {} });
    const admin = await as("admin").collection("demo2").getList(1, 30, { filter: "@request.method = 'GET'" });
    expect(admin.totalItems).toBe(3);
  });

  test("unknown collection is 404", async () => {
    expect(await failure(as("admin").collection("missing").getList())).toEqual({
      status: 404,
      body: { code: 404, message: "The requested resource wasn't found.", data: {} },
    });
  });

  test("fields trims every item and keeps the envelope", async () => {
    const list = await as().collection("demo2").getList(1, 2, { fields: "id, title" });
    expect(list).toEqual({
      page: 1,
      perPage: 2,
      totalItems: 3,
      totalPages: 2,
      items: [
        { id: "llvuca81nly1qls", title: "test1" },
        { id: "achvryl401bhse3", title: "test2" },
      ],
    });
    const nope = await as().collection("demo2").getList(1, 1, { fields: "nope" });
    expect(nope.items).toEqual([{}]);
  });
});

describe("view", () => {
  test("null viewRule is 403, an unmatched rule or a missing id is 404", async () => {
    expect((await failure(as().collection("demo1").getOne("84nmscqy84lsi1t"))).status).toBe(403);
    const notFound = {
      status: 404,
      body: { code: 404, message: "The requested resource wasn't found.", data: {} },
    };
    expect(await failure(as("user1").collection("users").getOne("oap640cot4yru2s"))).toEqual(notFound);
    expect(await failure(as().collection("users").getOne("4q1xlclmfloku33"))).toEqual(notFound);
    expect(await failure(as().collection("demo2").getOne("missing0000000"))).toEqual(notFound);
    expect(await failure(as().collection("demo2").getOne("' OR 1=1 --"))).toEqual(notFound);
  });

  test("auth records hide secrets and show the email to the owner and admins only", async () => {
    const own = await as("user1").collection("users").getOne("4q1xlclmfloku33");
    expect(own).toEqual({
      avatar: "300_1SEi6Q6U72.png",
      collectionId: "_pb_users_auth_",
      collectionName: "users",
      created: "2022-10-10 10:36:26.879Z",
      email: "test@example.com",
      emailVisibility: false,
      file: [],
      id: "4q1xlclmfloku33",
      name: "test1",
      rel: "llvuca81nly1qls",
      updated: "2022-10-12 11:46:10.490Z",
      username: "users75657",
      verified: false,
    });
    const admin = await as("admin").collection("users").getOne("oap640cot4yru2s");
    expect(admin.email).toBe("test2@example.com");
    expect(JSON.stringify(admin)).not.toMatch(/tokenKey|passwordHash|lastResetSentAt|lastVerificationSentAt/);
  });

  test("manageRule holders see hidden emails; others only visible ones", async () => {
    // nologin: listRule "", manageRule @request.auth.collectionName = 'users'
    const emails = (items: Array<Record<string, unknown>>) => items.map((i) => i.email ?? null);
    expect(emails((await as("user1").collection("nologin").getList()).items)).toEqual([
      "test@example.com",
      "test2@example.com",
      "test3@example.com",
    ]);
    expect(emails((await as("client").collection("nologin").getList()).items)).toEqual([
      null,
      "test2@example.com",
      null,
    ]);
    expect(emails((await as().collection("nologin").getList()).items)).toEqual([
      null,
      "test2@example.com",
      null,
    ]);
  });

  test("view collections can be viewed by their text id", async () => {
    const record = await as().collection("numeric_id_view").getOne("2");
    expect(record).toEqual({
      collectionId: "zahsr9d2mix2fvk",
      collectionName: "numeric_id_view",
      email: "test2@example.com",
      id: "2",
    });
    const view1 = await as("admin").collection("view1").getOne("84nmscqy84lsi1t");
    expect(view1.created).toBe("2022-10-14 10:13:12.397Z");
    expect(view1).not.toHaveProperty("updated");
  });

  test("fields on a single record, with * and nested paths", async () => {
    const record = await as().collection("demo4").getOne("qzaqccwrmva4o1n", {
      expand: "self_rel_one",
      fields: "id,expand.self_rel_one.title",
    });
    expect(record).toEqual({ id: "qzaqccwrmva4o1n", expand: { self_rel_one: { title: "test2" } } });
    const star = await as().collection("demo2").getOne("llvuca81nly1qls", { fields: "*" });
    expect(Object.keys(star).sort()).toEqual([
      "active",
      "collectionId",
      "collectionName",
      "created",
      "id",
      "title",
      "updated",
    ]);
  });
});

describe("expand", () => {
  test("single relations expand to an object, multiple to an array in stored order", async () => {
    const record = await as("admin")
      .collection("demo1")
      .getOne("al1h9ijdeojtsjy", { expand: "rel_one, rel_many" });
    expect(record.expand!.rel_one).toMatchObject({ id: "84nmscqy84lsi1t", collectionName: "demo1" });
    expect(ids(record.expand!.rel_many as Array<{ id: string }>)).toEqual([
      "bgs820n361vj1qd",
      "4q1xlclmfloku33",
      "oap640cot4yru2s",
    ]);
    // admins see every expanded email
    expect((record.expand!.rel_many as Array<{ email: string }>).map((r) => r.email)).toEqual([
      "test3@example.com",
      "test@example.com",
      "test2@example.com",
    ]);
  });

  test("nested paths, merged prefixes, and the related viewRule applied", async () => {
    const guest = await as().collection("demo4").getOne("qzaqccwrmva4o1n", {
      expand: "rel_one_no_cascade,self_rel_many.self_rel_one,self_rel_many",
    });
    // demo3 is hidden from guests: that key is simply absent
    expect(Object.keys(guest.expand ?? {})).toEqual(["self_rel_many"]);
    const many = guest.expand!.self_rel_many as Array<{
      id: string;
      expand?: Record<string, { id: string }>;
    }>;
    expect(ids(many)).toEqual(["i9naidtvr6qsgb4", "qzaqccwrmva4o1n"]);
    expect(many[0].expand!.self_rel_one.id).toBe("qzaqccwrmva4o1n");
    expect(many[1].expand!.self_rel_one.id).toBe("i9naidtvr6qsgb4");
    const client = await as("client")
      .collection("demo4")
      .getOne("qzaqccwrmva4o1n", { expand: "rel_one_no_cascade" });
    expect((client.expand!.rel_one_no_cascade as { id: string }).id).toBe("mk5fmymtx4wsprk");
  });

  test("expanded auth records follow their viewRule and email visibility", async () => {
    // view2.rel_many -> users (viewRule id = @request.auth.id)
    const record = await as("user1").collection("view2").getOne("al1h9ijdeojtsjy", { expand: "rel_many" });
    expect(record.expand!.rel_many).toEqual([
      expect.objectContaining({ id: "4q1xlclmfloku33", email: "test@example.com" }),
    ]);
    const guest = await as().collection("view2").getOne("al1h9ijdeojtsjy", { expand: "rel_many" });
    expect(guest).not.toHaveProperty("expand");
  });

  test("back-relations expand the records pointing here; multi-relation ones are ignored", async () => {
    const record = await as("admin").collection("demo3").getOne("lcl9d87w22ml6jy", {
      expand: "demo4(rel_one_no_cascade_required),demo4(rel_many_cascade)",
    });
    expect(Object.keys(record.expand ?? {})).toEqual(["demo4(rel_one_no_cascade_required)"]);
    expect(ids(record.expand!["demo4(rel_one_no_cascade_required)"] as Array<{ id: string }>).sort()).toEqual(
      ["i9naidtvr6qsgb4", "qzaqccwrmva4o1n"],
    );
    // nested after a back-relation
    const nested = await as("admin").collection("demo3").getOne("7nwo8tuiatetxdm", {
      expand: "demo4(rel_one_cascade).self_rel_one",
    });
    const children = nested.expand!["demo4(rel_one_cascade)"] as Array<{
      id: string;
      expand: { self_rel_one: { id: string } };
    }>;
    expect(children.map((c) => [c.id, c.expand.self_rel_one.id])).toEqual([
      ["qzaqccwrmva4o1n", "i9naidtvr6qsgb4"],
    ]);
  });

  test("unknown paths, non-relations and bad syntax never fail the request", async () => {
    const record = await as().collection("demo4").getOne("qzaqccwrmva4o1n", {
      expand: "missing,title,demo4(title),nope(x).y,..,self_rel_one.",
    });
    expect(Object.keys(record.expand ?? {})).toEqual(["self_rel_one"]);
    const plain = await as().collection("demo2").getOne("llvuca81nly1qls", { expand: "missing" });
    expect(plain).not.toHaveProperty("expand");
  });

  test("list items are expanded too", async () => {
    const list = await as().collection("demo5").getList(1, 30, { expand: "rel_one" });
    expect((list.items[0].expand!.rel_one as { id: string }).id).toBe("i9naidtvr6qsgb4");
  });
});
