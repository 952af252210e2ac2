/** Records: list (filter, sort, expand, fields, skipTotal, paging) and view, valid and invalid. */
import type { Auth, DiffCase, DiffGroup } from "./types.ts";

function list(name: string, collection: string, query: string, auth?: Auth): DiffCase {
  return { name, url: `/api/collections/${collection}/records${query ? `?${query}` : ""}`, auth };
}

const q = encodeURIComponent;

const listing: DiffCase[] = [
  list("demo1 as admin", "demo1", "sort=created", "admin"),
  list("demo1 without auth (admin only)", "demo1", ""),
  list("demo1 as a user (admin only)", "demo1", "", "user1"),
  list("demo2 public", "demo2", "sort=title"),
  list("demo2 default order", "demo2", ""),
  list("demo2 sorted by -title", "demo2", "sort=-title"),
  list("demo2 sorted by active then -created", "demo2", "sort=active,-created"),
  list("demo2 sorted by @random is accepted", "demo2", "sort=@random&fields=totalItems"),
  list("demo2 sorted by an unknown field", "demo2", "sort=nope"),
  list("demo2 sort with a bad direction character", "demo2", `sort=${q("^title")}`),
  list("demo2 filter equal", "demo2", `filter=${q("title='test2'")}`),
  list("demo2 filter not equal", "demo2", `filter=${q("title!='test2'")}&sort=title`),
  list("demo2 filter like", "demo2", `filter=${q("title~'est'")}&sort=title`),
  list("demo2 filter not like", "demo2", `filter=${q("title!~'1'")}&sort=title`),
  list("demo2 filter bool", "demo2", `filter=${q("active=true")}&sort=title`),
  list(
    "demo2 filter and/or groups",
    "demo2",
    `filter=${q("(title='test1' || title='test3') && active=false")}`,
  ),
  list(
    "demo2 filter on created date",
    "demo2",
    `filter=${q("created>'2022-10-12 11:42:52.000Z'")}&sort=title`,
  ),
  list("demo2 filter with a macro", "demo2", `filter=${q("created<@now")}&sort=title`),
  list("demo2 filter on an unknown field", "demo2", `filter=${q("nope='x'")}`),
  list("demo2 filter of bad syntax", "demo2", `filter=${q("title='x")}`),
  list("demo2 filter with a dangling operator", "demo2", `filter=${q("title=")}`),
  list("demo2 filter with an unknown macro", "demo2", `filter=${q("created>@yesterdayish")}`),
  list("demo2 perPage 1 page 2", "demo2", "perPage=1&page=2&sort=title"),
  list("demo2 perPage 500", "demo2", "perPage=500&sort=title"),
  list("demo2 perPage 501 is capped", "demo2", "perPage=501&sort=title"),
  list("demo2 perPage negative", "demo2", "perPage=-1&sort=title"),
  list("demo2 perPage not a number", "demo2", "perPage=abc&sort=title"),
  list("demo2 page 0", "demo2", "page=0&sort=title"),
  list("demo2 page not a number", "demo2", "page=x&sort=title"),
  list("demo2 page beyond the end", "demo2", "page=50&sort=title"),
  list("demo2 skipTotal", "demo2", "skipTotal=1&sort=title"),
  list("demo2 skipTotal false", "demo2", "skipTotal=0&sort=title"),
  list("demo2 fields id,title", "demo2", "fields=id,title&sort=title"),
  list("demo2 fields with an unknown name", "demo2", "fields=id,nope&sort=title"),
  list("demo2 fields with the wildcard", "demo2", `fields=${q("*")}&sort=title`),
  list("demo2 fields of the envelope", "demo2", "fields=page,totalItems&sort=title"),
  list("demo1 expand rel_one", "demo1", "expand=rel_one&sort=created", "admin"),
  list("demo1 expand rel_many", "demo1", "expand=rel_many&sort=created", "admin"),
  list("demo1 expand nested", "demo1", "expand=rel_one.rel_many&sort=created", "admin"),
  list(
    "demo1 expand both and a missing field",
    "demo1",
    "expand=rel_one,rel_many,nope&sort=created",
    "admin",
  ),
  list(
    "demo1 expand with fields on the expansion",
    "demo1",
    `expand=rel_many&fields=${q("id,expand.rel_many.email")}&sort=created`,
    "admin",
  ),
  list("demo1 fields with :excerpt", "demo1", `fields=${q("id,text:excerpt(3,true)")}&sort=created`, "admin"),
  list(
    "demo1 filter on a relation field",
    "demo1",
    `filter=${q("rel_one.text='test'")}&sort=created`,
    "admin",
  ),
  list(
    "demo1 filter any-of on a multiple relation",
    "demo1",
    `filter=${q("rel_many.email?='test@example.com'")}&sort=created`,
    "admin",
  ),
  list("demo1 filter :length", "demo1", `filter=${q("rel_many:length>1")}&sort=created`, "admin"),
  list("demo1 filter :each", "demo1", `filter=${q("select_many:each='optionB'")}&sort=created`, "admin"),
  list("demo1 filter on number", "demo1", `filter=${q("number>=456")}&sort=-number`, "admin"),
  list("demo1 filter on json", "demo1", `filter=${q("json!=null")}&sort=created`, "admin"),
  list("demo1 sort on a relation field", "demo1", "sort=rel_one.text,created", "admin"),
  list(
    "demo1 filter with @collection",
    "demo1",
    `filter=${q("@collection.demo2.title='test1'")}&sort=created`,
    "admin",
  ),
  list("demo3 as a user of users (refused by the rule)", "demo3", "sort=created", "user1"),
  list("demo3 as a clients record", "demo3", "sort=created", "client"),
  list("demo3 as admin", "demo3", "sort=created", "admin"),
  list("demo4 expand a self relation", "demo4", "expand=self_rel_one,self_rel_many&sort=created"),
  list("demo4 expand back-relation", "demo4", "expand=demo5(rel_one)&sort=created"),
  list("demo4 filter on json array", "demo4", `filter=${q("json_array~'2'")}&sort=created`),
  list("demo5 select_many length rule", "demo5", "sort=created"),
  list("users list as user1 (own row only)", "users", "sort=created", "user1"),
  list("users list without auth (admin only rule)", "users", "sort=created"),
  list("users list as admin", "users", "sort=created", "admin"),
  list("users list as admin with fields", "users", "fields=id,email,verified&sort=created", "admin"),
  list("nologin list public hides emails", "nologin", "sort=created"),
  list("nologin list as admin shows emails", "nologin", "sort=created", "admin"),
  list("nologin filter on a hidden email (public)", "nologin", `filter=${q("email='test@example.com'")}`),
  list("view1 as user1", "view1", "sort=created", "user1"),
  list("view1 without auth", "view1", "sort=created"),
  list("view2 list", "view2", "sort=id"),
  list("view2 expand rel_many", "view2", "sort=id&expand=rel_many", "admin"),
  list("numeric_id_view list", "numeric_id_view", "sort=id"),
  list("missing collection", "missing", ""),
];

function view(name: string, collection: string, id: string, query = "", auth?: Auth): DiffCase {
  return { name, url: `/api/collections/${collection}/records/${id}${query ? `?${query}` : ""}`, auth };
}

const viewing: DiffCase[] = [
  view("view demo1 record as admin", "demo1", "84nmscqy84lsi1t", "", "admin"),
  view("view demo1 record without auth", "demo1", "84nmscqy84lsi1t"),
  view("view demo1 record with expand", "demo1", "al1h9ijdeojtsjy", "expand=rel_one,rel_many", "admin"),
  view("view demo1 record with fields", "demo1", "al1h9ijdeojtsjy", "fields=id,text,expand", "admin"),
  view("view a missing record", "demo2", "missingmissing1"),
  view("view a record by an invalid id", "demo2", "x"),
  view("view a demo2 record", "demo2", "achvryl401bhse3"),
  view("view users record as its owner", "users", "4q1xlclmfloku33", "", "user1"),
  view("view users record as another user", "users", "oap640cot4yru2s", "", "user1"),
  view("view users record as admin", "users", "bgs820n361vj1qd", "", "admin"),
  view("view a view record", "view2", "84nmscqy84lsi1t"),
  view("view demo5 record with a deep view rule", "demo5", "qjeql998mtp1azp"),
  view("view demo5 record failing its view rule", "demo5", "la4y2w4o98acwuj"),
  view("view a record of a missing collection", "missing", "84nmscqy84lsi1t"),
  view("view a clients record as its owner", "clients", "gk390qegs4y47wn", "", "client"),
];

export const recordsReadGroup: DiffGroup = { name: "records read", cases: [...listing, ...viewing] };
