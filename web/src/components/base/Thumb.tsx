import { useState } from "react";
import { Icon } from "./Icon.tsx";

/** A thumbnail image that shows a file icon when the thumbnail cannot be loaded. */
export function Thumb({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) return <Icon name="file" size={16} title={alt || undefined} />;
  return <img src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
