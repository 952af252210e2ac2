import { render } from "ink-testing-library";
import { expect, test } from "vitest";
import { ProgressLine } from "../../tui/common/ProgressLine.tsx";

test("the progress line draws the bar, the percentage and the bytes moved", () => {
  const { lastFrame, rerender } = render(
    <ProgressLine label="Uploading" done={512} total={2048} width={80} />,
  );
  expect(lastFrame()).toBe(`Uploading ${"█".repeat(10)}${"░".repeat(30)} 25% 512 B of 2.0 KB`);
  rerender(<ProgressLine label="Uploading" done={2048} total={2048} width={80} />);
  expect(lastFrame()).toBe(`Uploading ${"█".repeat(40)} 100% 2.0 KB of 2.0 KB`);
  // an unknown total (no Content-Length) shows the bytes only
  rerender(<ProgressLine label="Downloading a.zip" done={3000} total={0} width={80} />);
  expect(lastFrame()).toBe(`Downloading a.zip ${"░".repeat(33)} 2.9 KB`);
});
