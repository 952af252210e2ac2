/**
 * The lazily loaded CodeMirror 6 editor behind `CodeEditor`; only this file and its
 * `code-editor-*.ts` helpers import CodeMirror. Created once per mount, destroyed on unmount;
 * prop changes reconfigure compartments in place.
 */
import {
  autocompletion,
  type CompletionContext,
  type CompletionResult,
  closeBrackets,
  closeBracketsKeymap,
} from "@codemirror/autocomplete";
import { bracketMatching, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { Compartment, EditorState, type Extension, Prec, Transaction } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightSpecialChars,
  keymap,
  placeholder as placeholderText,
  tooltips,
} from "@codemirror/view";
import { classHighlighter } from "@lezer/highlight";
import { useEffect, useRef, useState } from "react";
import "../../../styles/editors.css";
import { createEchoes } from "../code-editor-echoes.ts";
import type { CodeEditorProps } from "./CodeEditor.tsx";
import { basicCommands, externalChange } from "./code-editor-commands.ts";
import { completeIdentifier } from "./code-editor-completions.ts";
import { loadLanguage } from "./code-editor-languages.ts";

// compartments are keys, not state: one set serves every editor
const languageConf = new Compartment();
const placeholderConf = new Compartment();
const readOnlyConf = new Compartment();
const heightConf = new Compartment();
const singleLineConf = new Compartment();
const attributesConf = new Compartment();

const selectionTheme = EditorView.theme({
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection":
    { background: "var(--primary-soft)" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--text)" },
});

/** Enter does nothing and pasted newlines turn into spaces. */
const singleLineExtension: Extension = [
  Prec.high(keymap.of([{ key: "Enter", run: () => true, shift: () => true }])),
  EditorState.transactionFilter.of((tr) => {
    if (!tr.docChanged || tr.newDoc.lines === 1) return tr;
    return {
      changes: { from: 0, to: tr.startState.doc.length, insert: tr.newDoc.toString().replace(/\n/g, " ") },
      selection: tr.newSelection,
      scrollIntoView: tr.scrollIntoView,
      annotations: tr.annotation(externalChange) ? externalChange.of(true) : [],
    };
  }),
];

function contentAttributes(id: string | undefined, labelId: string | undefined, singleLine: boolean) {
  // an explicit tab stop: a read-only view's scroller must stay reachable from the keyboard
  const attrs: Record<string, string> = { tabindex: "0" };
  if (id) attrs.id = id;
  if (labelId) attrs["aria-labelledby"] = labelId;
  if (singleLine) attrs["aria-multiline"] = "false";
  return EditorView.contentAttributes.of(attrs);
}

/** The `<label for={id}>` of the editor, given an id so the editable area can point at it. */
function findLabel(id: string | undefined): HTMLLabelElement | null {
  if (!id) return null;
  const label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
  if (label && !label.id) label.id = `${id}-label`;
  return label;
}

export default function CodeMirrorEditor({
  id,
  value,
  onChange,
  language,
  placeholder,
  maxHeight,
  readOnly = false,
  completions,
  singleLine = false,
  className,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const completionsRef = useRef(completions);
  const echoes = useState(createEchoes)[0];
  useEffect(() => {
    onChangeRef.current = onChange;
    completionsRef.current = completions;
  });

  // create once per mount, destroy on unmount
  // biome-ignore lint/correctness/useExhaustiveDependencies: later prop changes go through the effects below
  useEffect(() => {
    const complete = (context: CompletionContext): CompletionResult | null => {
      const line = context.state.doc.lineAt(context.pos);
      const list = completionsRef.current ?? [];
      const found = completeIdentifier(line.text, context.pos - line.from, list, context.explicit);
      if (!found) return null;
      return {
        from: line.from + found.from,
        to: line.from + found.to,
        options: found.options.map((label) => ({
          label,
          type: label.startsWith("@") ? "variable" : "property",
        })),
        filter: false,
      };
    };
    const view = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: value,
        extensions: [
          highlightSpecialChars(),
          drawSelection(),
          basicCommands(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          keymap.of(closeBracketsKeymap),
          autocompletion({ icons: false }),
          // beside any completions the language brings (SQL keywords, HTML tags)
          EditorState.languageData.of(() => [{ autocomplete: complete }]),
          // tooltips outside the panel so its scrolling box does not clip them
          tooltips({ parent: document.body }),
          syntaxHighlighting(classHighlighter),
          selectionTheme,
          EditorView.lineWrapping,
          languageConf.of([]),
          placeholderConf.of(placeholder ? placeholderText(placeholder) : []),
          readOnlyConf.of(EditorState.readOnly.of(readOnly)),
          heightConf.of(
            maxHeight ? EditorView.editorAttributes.of({ style: `max-height: ${maxHeight}px` }) : [],
          ),
          singleLineConf.of(singleLine ? singleLineExtension : []),
          attributesConf.of(contentAttributes(id, findLabel(id)?.id, singleLine)),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            if (update.transactions.every((tr) => tr.annotation(externalChange))) return;
            const text = update.state.doc.toString();
            echoes.reported(text);
            onChangeRef.current(text);
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      viewRef.current = null;
      view.destroy();
    };
  }, []);

  // write the value only when it differs from the document and is not a late echo of typing
  useEffect(() => {
    const view = viewRef.current;
    if (!view || echoes.isEcho(value)) return;
    const current = view.state.doc.toString();
    if (current === value) return;
    view.dispatch({
      changes: { from: 0, to: current.length, insert: value },
      annotations: [externalChange.of(true), Transaction.addToHistory.of(false)],
    });
  }, [value, echoes]);

  useEffect(() => {
    let stale = false;
    const view = viewRef.current;
    if (!language) view?.dispatch({ effects: languageConf.reconfigure([]) });
    else {
      loadLanguage(language).then(
        (extension) => {
          if (!stale) viewRef.current?.dispatch({ effects: languageConf.reconfigure(extension) });
        },
        (err: unknown) =>
          console.warn(`The ${language} editor mode failed to load; editing as plain text.`, err),
      );
    }
    return () => {
      stale = true;
    };
  }, [language]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: placeholderConf.reconfigure(placeholder ? placeholderText(placeholder) : []),
    });
  }, [placeholder]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: readOnlyConf.reconfigure(EditorState.readOnly.of(readOnly)) });
  }, [readOnly]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: heightConf.reconfigure(
        maxHeight ? EditorView.editorAttributes.of({ style: `max-height: ${maxHeight}px` }) : [],
      ),
    });
  }, [maxHeight]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: singleLineConf.reconfigure(singleLine ? singleLineExtension : []) });
  }, [singleLine]);

  // the label names the editable area and focuses it on click
  useEffect(() => {
    const label = findLabel(id);
    viewRef.current?.dispatch({
      effects: attributesConf.reconfigure(contentAttributes(id, label?.id, singleLine)),
    });
    if (!label) return;
    const focus = () => viewRef.current?.focus();
    label.addEventListener("click", focus);
    return () => label.removeEventListener("click", focus);
  }, [id, singleLine]);

  return (
    <div
      ref={host}
      className={`code-editor${singleLine ? " code-editor-single" : ""}${readOnly ? " code-editor-readonly" : ""}${className ? ` ${className}` : ""}`}
    />
  );
}
