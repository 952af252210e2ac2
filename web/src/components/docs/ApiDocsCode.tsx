import { useMemo } from "react";
import { highlightTokens } from "../../lib/api-docs/api-docs-highlight.ts";

export interface ApiDocsCodeProps {
  code: string;
  /** Accessible name of the scrollable block. */
  label: string;
}

/** A read-only, syntax-highlighted code block (JavaScript or JSON); focusable so it scrolls by keyboard. */
export function ApiDocsCode({ code, label }: ApiDocsCodeProps) {
  const tokens = useMemo(() => highlightTokens(code), [code]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="api-docs-code" tabIndex={0} aria-label={label}>
      <pre>
        <code>
          {tokens.map((token, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens are static text in a fixed order
            <span key={i} className={token.kind === "plain" ? undefined : `tok-${token.kind}`}>
              {token.text}
            </span>
          ))}
        </code>
      </pre>
    </section>
  );
}
