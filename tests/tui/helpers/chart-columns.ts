/** Reading the logs chart off a TUI frame or screen. */

const BAR_ROW = /^[ ▁▂▃▄▅▆▇█]*[▁▂▃▄▅▆▇█][ ▁▂▃▄▅▆▇█]*$/;

/** How many columns of the chart hold a bar, in any of its rows. */
export function barColumns(screen: string): number {
  const columns = new Set<number>();
  for (const row of screen.split("\n").filter((line) => BAR_ROW.test(line))) {
    [...row].forEach((ch, i) => {
      if (ch !== " ") columns.add(i);
    });
  }
  return columns.size;
}
