import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { SearchableSelect } from "../../../web/src/components/base/SearchableSelect.tsx";

const choices = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: `v${i}`, label: `Choice ${i}` }));
const render = (n: number, disabled = false) =>
  renderToStaticMarkup(
    <SearchableSelect
      id="pick"
      value=""
      choices={choices(n)}
      placeholder="- Select -"
      searchLabel="Search status options"
      disabled={disabled}
      onChange={() => {}}
    />,
  );

test("a single select gets a search box above five choices, as the multiple select has", () => {
  expect(render(6)).toContain('aria-label="Search status options"');
  expect(render(5)).not.toContain('type="search"');
  // a locked select (a saved relation's collection) has nothing to search
  expect(render(8, true)).not.toContain('type="search"');
  expect(render(6).match(/<option/g)?.length).toBe(7);
});
