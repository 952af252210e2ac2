/** @module Pan and zoom of the relations diagram: a translation and a scale, changed by drag, wheel and buttons. */

export interface ViewTransform {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 3;

function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** The transform that shows the whole `content` centred in `viewport` (never enlarged past 1:1). */
export function fitTransform(
  content: { width: number; height: number },
  viewport: { width: number; height: number },
): ViewTransform {
  if (content.width <= 0 || content.height <= 0) return { x: 0, y: 0, scale: 1 };
  const scale = clampScale(Math.min(viewport.width / content.width, viewport.height / content.height, 1));
  return {
    x: (viewport.width - content.width * scale) / 2,
    y: (viewport.height - content.height * scale) / 2,
    scale,
  };
}

/** Zooms by `factor` keeping the point `at` (viewport coordinates) in place. */
export function zoomAt(view: ViewTransform, factor: number, at: { x: number; y: number }): ViewTransform {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/** Moves the view by a drag of `dx`, `dy` viewport pixels. */
export function panBy(view: ViewTransform, dx: number, dy: number): ViewTransform {
  return { ...view, x: view.x + dx, y: view.y + dy };
}
