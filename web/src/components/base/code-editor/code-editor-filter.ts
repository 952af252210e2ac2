/**
 * @module The filter language mode (rules and search filters): strings, numbers, comparison
 * operators with their any-of `?` forms, `&&` / `||`, `@request…` / `@collection…` / `@now`-style
 * macros, literals and field identifiers. Loaded with the code editor chunk only.
 */
import { StreamLanguage, type StreamParser, type StringStream } from "@codemirror/language";

interface FilterState {
  /** The quote of an unfinished string carried to the next line, or "". */
  quote: string;
}

const OPERATOR = /^\??(?:!=|>=|<=|!~|=|>|<|~)/;
const LOGIC = /^(?:&&|\|\|)/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?![\w.])/;
const MACRO = /^@[\w.]*/;
const WORD = /^[A-Za-z_][\w.:]*/;

function readString(stream: StringStream, state: FilterState): string {
  let escaped = false;
  let ch = stream.next();
  while (ch !== undefined) {
    if (!escaped && ch === state.quote) {
      state.quote = "";
      break;
    }
    escaped = !escaped && ch === "\\";
    ch = stream.next();
  }
  return "string";
}

const filterParser: StreamParser<FilterState> = {
  name: "filter",
  startState: () => ({ quote: "" }),
  copyState: (state) => ({ quote: state.quote }),
  token(stream, state) {
    if (state.quote) return readString(stream, state);
    if (stream.eatSpace()) return null;
    if (stream.match("//")) {
      stream.skipToEnd();
      return "comment";
    }
    const ch = stream.peek();
    if (ch === "'" || ch === '"') {
      state.quote = stream.next() ?? "";
      return readString(stream, state);
    }
    if (stream.match(LOGIC)) return "logicOperator";
    if (stream.match(OPERATOR)) return "compareOperator";
    if (stream.match(NUMBER)) return "number";
    if (stream.match(MACRO)) return "variableName.special";
    if (stream.match(/^(?:true|false)\b/)) return "bool";
    if (stream.match(/^null\b/)) return "null";
    if (stream.match(WORD)) return "variableName";
    if (stream.match(/^[()]/)) return "paren";
    stream.next();
    return "invalid";
  },
  languageData: { closeBrackets: { brackets: ["(", "'", '"'] } },
};

/** The filter language for CodeMirror's language compartment. */
export const filterLanguage = StreamLanguage.define(filterParser);
