/**
 * The lazily loaded trix editor behind `RichText`; only this file imports trix. The editor is
 * created once per mount, destroyed on unmount; a new value is loaded only when it differs from
 * what the editor holds and is not one of its own late-arriving reports, so typing never moves
 * the cursor.
 */
import "trix";
import "trix/dist/trix.css";
import { useEffect, useId, useRef, useState } from "react";
import "../../styles/editors.css";
import { createEchoes } from "./code-editor-echoes.ts";
import type { RichTextProps } from "./RichText.tsx";

interface TrixElement extends HTMLElement {
  /** The serialised HTML (trix keeps it in the linked hidden input). */
  readonly value: string;
  /** Set once trix-initialize has fired. */
  readonly editor?: { loadHTML(html: string): void };
}

/** Absolute urls of this origin become root-relative (`https://host/a` -> `/a`). */
function relativeUrls(html: string): string {
  const origin = location.origin;
  return html.split(`href="${origin}/`).join('href="/').split(`src="${origin}/`).join('src="/');
}

export default function TrixEditor({ id, value, onChange, convertUrls = false }: RichTextProps) {
  const host = useRef<HTMLDivElement>(null);
  const inputId = `${useId()}trix-input`;
  const editorRef = useRef<TrixElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const onChangeRef = useRef(onChange);
  const convertRef = useRef(convertUrls);
  /** What the editor reported (after url conversion): such values are never loaded back. */
  const echoes = useState(createEchoes)[0];
  /** The editor's own HTML at the last load or change: re-serialising it is not an edit. */
  const baseline = useRef<string | null>(null);
  useEffect(() => {
    onChangeRef.current = onChange;
    convertRef.current = convertUrls;
  });

  // create once per mount, destroy on unmount
  // biome-ignore lint/correctness/useExhaustiveDependencies: later values go through the effect below
  useEffect(() => {
    const parent = host.current as HTMLDivElement;
    const input = document.createElement("input");
    input.type = "hidden";
    input.id = inputId;
    input.value = value; // a property, never parsed as markup; trix sanitises it on load
    const editor = document.createElement("trix-editor") as TrixElement;
    editor.setAttribute("input", inputId);
    if (id) editor.id = id;
    // trix-editor is labelable, but name it explicitly for tools that only follow aria-labelledby
    const label = id ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`) : null;
    if (label) {
      if (!label.id) label.id = `${id}-label`;
      editor.setAttribute("aria-labelledby", label.id);
    }
    editor.className = "trix-content rich-editor";
    parent.append(input, editor); // trix adds its toolbar before the editor
    inputRef.current = input;
    editorRef.current = editor;

    const onInitialize = () => {
      baseline.current = editor.value;
      parent.dataset.ready = "true";
    };
    const onTrixChange = () => {
      const html = editor.value;
      if (html === baseline.current) return;
      baseline.current = html;
      const next = convertRef.current ? relativeUrls(html) : html;
      echoes.reported(next);
      onChangeRef.current(next);
    };
    // no file attachments: dropped or pasted files are refused
    const refuseFile = (e: Event) => e.preventDefault();
    editor.addEventListener("trix-initialize", onInitialize);
    editor.addEventListener("trix-change", onTrixChange);
    editor.addEventListener("trix-file-accept", refuseFile);
    return () => {
      editor.removeEventListener("trix-initialize", onInitialize);
      editor.removeEventListener("trix-change", onTrixChange);
      editor.removeEventListener("trix-file-accept", refuseFile);
      parent.replaceChildren();
      delete parent.dataset.ready;
      editorRef.current = null;
      inputRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (echoes.isEcho(value)) return;
    const editor = editorRef.current;
    if (editor?.editor) {
      const current = convertRef.current ? relativeUrls(editor.value) : editor.value;
      if (current === value) return;
      editor.editor.loadHTML(value);
      baseline.current = editor.value;
    } else if (inputRef.current) {
      // not initialised yet: trix reads the input when it starts
      inputRef.current.value = value;
    }
  }, [value, echoes]);

  return <div ref={host} className="rich-text" />;
}
