/** @module Lets a view claim typed input (a focused text field) so global one-key shortcuts pause. */
import { useContext, useEffect, useId } from "react";
import { InputCaptureContext } from "./contexts.ts";

/** While `capturing` is true, `1-4`, `Tab`, `?` and `q` are left to the view. */
export function useInputCapture(capturing: boolean): void {
  const owner = useId();
  const { setCapturing } = useContext(InputCaptureContext);
  useEffect(() => {
    setCapturing(owner, capturing);
    return () => setCapturing(owner, false);
  }, [owner, capturing, setCapturing]);
}
