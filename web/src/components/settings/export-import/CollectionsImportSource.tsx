import { useRef, useState } from "react";
import { parseImport, setImportText } from "../../../stores/collections-transfer/collections-import.ts";
import { addErrorToast } from "../../../stores/toasts.ts";

export interface CollectionsImportSourceProps {
  text: string;
}

/** "Load from JSON file" and the textarea where the configuration is pasted. */
export function CollectionsImportSource({ text }: CollectionsImportSourceProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState("");

  function load(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = "";
    if (!file) return;
    setFileError("");
    const reader = new FileReader();
    reader.onerror = () => addErrorToast("Failed to load the imported JSON.");
    reader.onload = () => {
      const content = String(reader.result ?? "");
      const parsed = parseImport(content);
      // a file the backend cannot hold stays, with the reason under it
      if (parsed.state === "empty" || (parsed.state === "invalid" && !parsed.refused)) {
        // nothing usable: say why and start over
        addErrorToast("Invalid collections configuration.");
        setFileError(`${file.name}: ${parsed.state === "invalid" ? parsed.reason : "the file is empty"}`);
        setImportText("");
        return;
      }
      setImportText(content);
    };
    reader.readAsText(file);
  }

  return (
    <>
      <div className="import-source">
        <input
          ref={inputRef}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Collections JSON file"
          onChange={(e) => load(e.target.files?.[0])}
        />
        <button type="button" className="btn btn-secondary" onClick={() => inputRef.current?.click()}>
          Load from JSON file
        </button>
        {fileError && (
          <span className="txt-danger" role="alert">
            {fileError}
          </span>
        )}
      </div>
      <label className="field-label" htmlFor="import-json">
        Collections
      </label>
      <textarea
        id="import-json"
        className="input import-textarea"
        rows={15}
        spellCheck={false}
        placeholder="Paste the exported collections JSON here"
        value={text}
        onChange={(e) => {
          setFileError("");
          setImportText(e.target.value);
        }}
      />
    </>
  );
}
