// A guest-site page in a frame, laid out at a device's width and height and scaled down to fit its
// pane, as the theme studio's preview and the couple's site preview both draw it.
import type { ComponentProps } from 'react';

/** How much a page `logicalWidth` wide shrinks to fit a pane `paneWidth` wide (never enlarged). */
export function fitScale(paneWidth: number, logicalWidth: number): number {
  return paneWidth > 0 ? Math.min(1, paneWidth / logicalWidth) : 1;
}

export function ScaledFrame({
  title,
  logicalWidth,
  logicalHeight,
  scale,
  ...frame
}: Omit<ComponentProps<'iframe'>, 'className' | 'style'> & {
  title: string;
  /** The page's own size, before the scale. */
  logicalWidth: number;
  logicalHeight: number;
  scale: number;
}) {
  return (
    <iframe
      title={title}
      {...frame}
      className="absolute top-0 left-0 origin-top-left border-0 bg-white"
      style={{ width: logicalWidth, height: logicalHeight, transform: `scale(${scale})` }}
    />
  );
}
