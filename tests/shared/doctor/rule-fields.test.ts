import { expect, test } from "vitest";
import { ruleFields } from "../../../shared/doctor/rule-fields.ts";

test("picks the collection's own fields, not request or collection references, text or numbers", () => {
  expect(ruleFields("author = @request.auth.id && status = 'live'")).toEqual(["author", "status"]);
  expect(ruleFields('owner.team.name ?= "x" || tags:length > 2 || @collection.members.user = id')).toEqual([
    "owner",
    "tags",
    "id",
  ]);
  expect(
    ruleFields("published = true && views >= 10 && note != null && title ~ \"it's 'quoted' status\""),
  ).toEqual(["published", "views", "note", "title"]);
  expect(ruleFields("")).toEqual([]);
  expect(ruleFields(null)).toEqual([]);
  expect(ruleFields("@request.auth.id != '' && created > @now")).toEqual(["created"]);
});
