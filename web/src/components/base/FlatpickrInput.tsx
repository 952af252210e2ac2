/**
 * The lazily loaded flatpickr picker behind `DateInput`; only this file imports flatpickr.
 * Values stay UTC text: flatpickr parses and formats `Y-m-d H:i:S` as wall-clock time, so the
 * browser's time zone never shifts them.
 */
import flatpickrImport from "flatpickr";
import "flatpickr/dist/flatpickr.css";
import type { FlatpickrFn, Instance } from "flatpickr/dist/types/instance.js";
import { useEffect, useRef, useState } from "react";
import "../../styles/editors.css";
import { createEchoes } from "./code-editor-echoes.ts";
import type { DateInputProps } from "./DateInput.tsx";

// the typings describe the CommonJS build; the bundle uses the ES module, whose default is the function
const flatpickr = flatpickrImport as unknown as FlatpickrFn;
const FORMAT = "Y-m-d H:i:S";
const FULL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const CHANGE_DEBOUNCE_MS = 300;

export default function FlatpickrInput({
  id,
  value,
  onChange,
  required,
  min,
  max,
  placeholder,
}: DateInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const picker = useRef<Instance | null>(null);
  const onChangeRef = useRef(onChange);
  const lastValue = useRef(value);
  const echoes = useState(createEchoes)[0];
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // create once per mount, destroy on unmount
  // biome-ignore lint/correctness/useExhaustiveDependencies: later prop changes go through the effects below
  useEffect(() => {
    const el = input.current as HTMLInputElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: string | null = null;
    const emit = (next: string) => {
      if (next === lastValue.current) return;
      lastValue.current = next;
      echoes.reported(next);
      onChangeRef.current(next);
    };
    const flush = () => {
      clearTimeout(timer);
      if (pending !== null) emit(pending);
      pending = null;
    };
    const fp = flatpickr(el, {
      dateFormat: FORMAT,
      enableTime: true,
      enableSeconds: true,
      time_24hr: true,
      allowInput: true,
      disableMobile: true,
      defaultHour: 12,
      minuteIncrement: 5,
      locale: { ...flatpickr.l10ns.default, firstDayOfWeek: 1 },
      defaultDate: value || undefined,
      minDate: min || undefined,
      maxDate: max || undefined,
      onChange(dates: Date[], text: string) {
        pending = dates.length ? text : "";
        clearTimeout(timer);
        timer = setTimeout(flush, CHANGE_DEBOUNCE_MS);
      },
      onClose: flush,
    });
    // a complete typed value is taken at once; flatpickr itself parses partial ones on blur or Enter
    const onInput = () => {
      if (FULL.test(el.value)) emit(el.value);
      else if (el.value === "") emit("");
    };
    el.addEventListener("input", onInput);
    picker.current = fp;
    return () => {
      el.removeEventListener("input", onInput);
      flush();
      picker.current = null;
      fp.destroy();
    };
  }, []);

  // write the value only when it differs from what the input shows
  useEffect(() => {
    if (echoes.isEcho(value)) return;
    lastValue.current = value;
    const fp = picker.current;
    if (!fp || fp.input.value === value) return;
    if (value) fp.setDate(value, false, FORMAT);
    else fp.clear(false);
  }, [value, echoes]);

  useEffect(() => {
    picker.current?.set({ minDate: min || undefined, maxDate: max || undefined });
  }, [min, max]);

  return (
    <input
      ref={input}
      id={id}
      className="input date-input"
      required={required}
      placeholder={placeholder ?? "YYYY-MM-DD HH:MM:SS"}
      autoComplete="off"
    />
  );
}
