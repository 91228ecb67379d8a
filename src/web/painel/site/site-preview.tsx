// The live preview: the exact guest-site HTML in an iframe, drawn at a desktop (1280 px) or phone
// (375 px) width and scaled down to fit the pane. Unsaved colours are pushed in as CSS variables.
import { ExternalLink, LoaderCircle, type LucideIcon, Monitor, Smartphone } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { DeviceButton } from '../../components/device-button.tsx';
import { useElementSize } from '../../lib/use-element-size.ts';
import { previewUrl } from './site-api.ts';
import type { DraftVariables } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';

type Device = 'desktop' | 'mobile';
const deviceWidth: Record<Device, number> = { desktop: 1280, mobile: 375 };

function applyDraft(frame: HTMLIFrameElement | null, draft: DraftVariables | null, applied: Set<string>) {
  const root = frame?.contentDocument?.documentElement;
  if (!root) return;
  for (const key of applied) if (!draft || !(key in draft)) root.style.removeProperty(key);
  applied.clear();
  for (const [key, value] of Object.entries(draft ?? {})) {
    root.style.setProperty(key, value);
    applied.add(key);
  }
}

export function SitePreview({
  weddingId,
  version,
  draft,
  className = '',
  action,
}: {
  weddingId: string;
  version: number;
  draft: DraftVariables | null;
  className?: string;
  /** An extra control at the end of the toolbar (the phone sheet's close button). */
  action?: ReactNode;
}) {
  const [device, setDevice] = useState<Device>('mobile');
  const [loading, setLoading] = useState(true);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const applied = useRef(new Set<string>());
  const size = useElementSize(box);
  const src = previewUrl(weddingId, version);

  const logicalWidth = deviceWidth[device];
  const scale = size.width > 0 ? Math.min(1, size.width / logicalWidth) : 1;
  const logicalHeight = size.height > 0 ? size.height / scale : 667;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `src` starts a new load.
  useEffect(() => setLoading(true), [src]);
  useEffect(() => applyDraft(frame.current, draft, applied.current), [draft]);
  const onLoad = useCallback(() => {
    setLoading(false);
    applied.current.clear();
    applyDraft(frame.current, draft, applied.current);
  }, [draft]);

  const deviceButton = (value: Device, label: string, icon: LucideIcon) => (
    <DeviceButton label={label} icon={icon} pressed={device === value} onPress={() => setDevice(value)} />
  );

  return (
    <section aria-label={t.previewTitle} className={`flex min-h-0 flex-col ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 pb-3">
        <div className="flex items-center gap-2">
          <h2 className="font-serif text-lg font-bold text-ink">{t.previewTitle}</h2>
          {loading && (
            <span role="status" className="flex items-center gap-1 text-xs text-muted">
              <LoaderCircle className="size-3.5 animate-spin text-brand" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t.previewUpdating}</span>
            </span>
          )}
        </div>
        <div className="flex items-center gap-1">
          <div className="flex rounded-full bg-ink/5 p-0.5">
            {deviceButton('desktop', t.deviceDesktop, Monitor)}
            {deviceButton('mobile', t.deviceMobile, Smartphone)}
          </div>
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.previewOpen}
            title={t.previewOpen}
            className="grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
          {action}
        </div>
      </div>
      <div
        ref={box}
        className={`relative min-h-0 flex-1 overflow-hidden rounded-2xl bg-ink/5 ring-1 ring-ink/10 ${device === 'mobile' ? 'mx-auto w-full max-w-[375px]' : 'w-full'}`}
      >
        {size.width > 0 && (
          <iframe
            ref={frame}
            title={t.previewTitle}
            src={src}
            onLoad={onLoad}
            className="absolute top-0 left-0 origin-top-left border-0 bg-white"
            style={{ width: logicalWidth, height: logicalHeight, transform: `scale(${scale})` }}
          />
        )}
      </div>
    </section>
  );
}
