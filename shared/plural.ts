/**
 * A count with its noun in the right number, for the commands', the TUI's and the console's texts.
 * @example plural(1, "collection") // "1 collection"; plural(3, "entry", "entries") // "3 entries"
 */
export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}
