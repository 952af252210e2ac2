/**
 * @module Jumping to a settings field: the settings search sets a target field id and goes to its
 * page; the page reveals it (opens an accordion or dialog) and it is focused, scrolled to and flashed.
 */
import { atom } from "nanostores";
import { useEffect, useRef } from "react";
import { navigate } from "../navigate.ts";

export const $settingsTarget = atom("");

type Reveal = { current: (id: string) => void };
const reveals = new Set<Reveal>();

/** Frames to wait for the target to appear (the page loads lazily, then its settings). */
const MAX_FRAMES = 300;

/** Frames after which the fallback is focused instead (the page has loaded by then). */
const FALLBACK_AFTER = 90;

/** Goes to a settings page and focuses the field with this id (or the fallback) once it shows. */
export function jumpToSetting(path: string, fieldId: string, fallbackId?: string): void {
  $settingsTarget.set(fieldId);
  navigate(path);
  if (fieldId) void focusWhenShown(fieldId, fallbackId);
}

function nextFrame(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => done()));
}

async function focusWhenShown(fieldId: string, fallbackId?: string): Promise<void> {
  for (let frame = 0; frame < MAX_FRAMES; frame++) {
    if ($settingsTarget.get() !== fieldId) return; // another jump replaced this one
    for (const reveal of reveals) reveal.current(fieldId);
    const el =
      document.getElementById(fieldId) ??
      (fallbackId && frame > FALLBACK_AFTER ? document.getElementById(fallbackId) : null);
    if (el) {
      // let a dialog that just opened take its own focus first, then move it to the field
      await nextFrame();
      await nextFrame();
      el.scrollIntoView({ block: "center" });
      el.focus();
      el.classList.remove("field-flash");
      void el.offsetWidth; // restart the flash animation
      el.classList.add("field-flash");
      $settingsTarget.set("");
      return;
    }
    await nextFrame();
  }
  $settingsTarget.set("");
}

/**
 * Lets a page reveal a hidden target (open the accordion or dialog that holds it).
 * @example useRevealTarget((id) => id.startsWith("field-smtp.") && setMoreOptions(true));
 */
export function useRevealTarget(reveal: (id: string) => void): void {
  const ref = useRef(reveal);
  ref.current = reveal;
  useEffect(() => {
    reveals.add(ref);
    return () => {
      reveals.delete(ref);
    };
  }, []);
}
