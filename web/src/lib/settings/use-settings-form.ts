/** @module The state every settings form shares: original copy, changed flag, reset, save, guard and Ctrl+S. */
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Settings } from "../../../../shared/client/settings.ts";
import { resetFieldErrors } from "../../stores/field-errors.ts";
import { $settings, $settingsLoading, loadSettings, saveSettings } from "../../stores/settings/settings.ts";
import { useUnsavedGuard } from "./unsaved-guard.ts";
import { useSaveShortcut } from "./use-save-shortcut.ts";

export interface SettingsForm<T> {
  /** The current values (null while loading). */
  form: T | null;
  /** The values as last read or saved. */
  original: T | null;
  loading: boolean;
  saving: boolean;
  changed: boolean;
  /** Replaces the values (use a functional update for nested edits). */
  setForm: (update: (current: T) => T) => void;
  /** Back to the original values. */
  reset: () => void;
  /** Saves when changed and not saving; answers whether it saved. */
  save: () => Promise<boolean>;
}

export interface SettingsFormOptions<T> {
  /** The form values taken from the settings. */
  select: (settings: Settings) => T;
  /** The partial settings to send (only this form's groups). */
  toPatch: (form: T, original: T) => Record<string, unknown>;
  successMessage: string;
  /** Runs after a successful save (before the success toast shows is fine). */
  afterSave?: () => void;
  /** Whether the form may be saved even if unchanged (never by default). */
  validate?: (form: T) => boolean;
}

/** Shared state of a settings page form; loads the settings on mount. */
export function useSettingsForm<T>(options: SettingsFormOptions<T>): SettingsForm<T> {
  const settings = useStore($settings);
  const loading = useStore($settingsLoading);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [form, setFormState] = useState<T | null>(null);
  const [saving, setSaving] = useState(false);
  const original = useMemo(() => (settings ? optionsRef.current.select(settings) : null), [settings]);

  useEffect(() => {
    resetFieldErrors();
    void loadSettings();
  }, []);

  // settings re-read under an edited form (the page's own load landing late) keep the edits;
  // a save, or a form still equal to what it started from, takes the new values
  const shownOriginal = useRef<T | null>(null);
  const takeNext = useRef(false);
  useEffect(() => {
    const previous = shownOriginal.current;
    const take = takeNext.current; // read now: the updater below runs at the next render
    shownOriginal.current = original;
    takeNext.current = false;
    setFormState((current) => {
      const untouched = !current || !previous || JSON.stringify(current) === JSON.stringify(previous);
      if (!original || untouched || take) return original ? structuredClone(original) : null;
      return current;
    });
  }, [original]);

  const changed = !!form && !!original && JSON.stringify(form) !== JSON.stringify(original);

  const setForm = useCallback((update: (current: T) => T) => {
    setFormState((current) => (current ? update(current) : current));
  }, []);

  const reset = useCallback(() => {
    resetFieldErrors();
    setFormState(original ? structuredClone(original) : null);
  }, [original]);

  const savingRef = useRef(false);
  const save = useCallback(async () => {
    const opts = optionsRef.current;
    if (!form || !original || !changed || savingRef.current) return false;
    if (opts.validate && !opts.validate(form)) return false;
    savingRef.current = true;
    setSaving(true);
    takeNext.current = true; // the answer replaces the form
    const ok = await saveSettings(opts.toPatch(form, original), opts.successMessage);
    if (!ok) takeNext.current = false;
    savingRef.current = false;
    setSaving(false);
    if (ok) opts.afterSave?.();
    return ok;
  }, [form, original, changed]);

  useUnsavedGuard(changed);
  useSaveShortcut(() => void save());

  return { form, original, loading: loading && !form, saving, changed, setForm, reset, save };
}
