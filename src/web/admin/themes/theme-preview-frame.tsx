// The live preview of a theme (SPEC 9 sizes): the real guest-site HTML, drawn by the server with the
// unsaved changes, in a frame at desktop (4xl wide), tablet (768x1024) or mobile
// (375x667) size, scaled down to fit. Links and forms inside only scroll or do nothing.
import { LoaderCircle, type LucideIcon, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ThemePreviewDraft } from '../../../shared/theme-studio.ts';
import { DeviceButton } from '../../components/device-button.tsx';
import { useElementSize } from '../../lib/use-element-size.ts';
import { errorMessage } from '../../lib/use-form-action.ts';
import { fetchPreview } from './themes-api.ts';

export type PreviewDevice = 'desktop' | 'tablet' | 'mobile';

const devices: {
  value: PreviewDevice;
  label: string;
  icon: LucideIcon;
  size: [number, number];
}[] = [
  // Desktop: a 4xl-wide page (896 px), drawn smaller where the pane is narrower.
  { value: 'desktop', label: 'Computador', icon: Monitor, size: [896, 800] },
  { value: 'tablet', label: 'Tablet', icon: Tablet, size: [768, 1024] },
  { value: 'mobile', label: 'Celular', icon: Smartphone, size: [375, 667] },
];

/** The preview's size, starting as a phone on phones and as a computer elsewhere. */
export function usePreviewDevice() {
  return useState<PreviewDevice>(() =>
    typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches ? 'mobile' : 'desktop',
  );
}

export function DeviceSwitch({
  value,
  onChange,
}: {
  value: PreviewDevice;
  onChange: (device: PreviewDevice) => void;
}) {
  return (
    <fieldset className="inline-flex min-w-0 rounded-full bg-ink/5 p-0.5">
      <legend className="sr-only">Tamanho da prévia</legend>
      {devices.map(({ value: v, label, icon }) => (
        <DeviceButton key={v} label={label} icon={icon} pressed={value === v} onPress={() => onChange(v)} />
      ))}
    </fieldset>
  );
}

/** Scrolls the preview alone to an element (scrollIntoView would scroll the admin page too). */
function scrollWithin(doc: Document, id: string, smooth = false) {
  const target = doc.getElementById(id);
  const win = doc.defaultView;
  if (!target || !win) return false;
  win.scrollTo({
    top: target.getBoundingClientRect().top + win.scrollY - 56,
    behavior: smooth ? 'smooth' : 'auto',
  });
  return true;
}

/** Keeps the preview a picture: in-page links scroll, forms and other links stay put. */
function tame(doc: Document) {
  doc.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.('a');
      if (!link) return;
      e.preventDefault();
      const hash = link.getAttribute('href') ?? '';
      if (hash.startsWith('#')) scrollWithin(doc, hash.slice(1), true);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (e) => {
      e.preventDefault();
      e.stopImmediatePropagation();
    },
    true,
  );
}

export function ThemePreviewFrame({
  themeId,
  draft,
  device,
  anchor,
  className = '',
}: {
  themeId: string;
  draft: ThemePreviewDraft;
  device: PreviewDevice;
  /** A section to bring into view (the builder's selected section). */
  anchor?: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const scroll = useRef(0);
  const shown = useRef<string | null>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const { width } = useElementSize(box);
  const key = JSON.stringify(draft);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetchPreview(themeId, JSON.parse(key) as ThemePreviewDraft, controller.signal)
        .then((page) => {
          setError(null);
          if (page === shown.current) return setLoading(false);
          scroll.current = frame.current?.contentWindow?.scrollY ?? scroll.current;
          shown.current = page;
          setHtml(page);
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) {
            setError(errorMessage(err));
            setLoading(false);
          }
        });
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [themeId, key]);

  // A newly selected section comes into view (a new device keeps the place).
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (anchor && doc) scrollWithin(doc, anchor);
  }, [anchor]);

  function onLoad() {
    const doc = frame.current?.contentDocument;
    setLoading(false);
    if (!doc) return;
    tame(doc);
    if (!(anchor && scroll.current === 0 && scrollWithin(doc, anchor))) {
      frame.current?.contentWindow?.scrollTo(0, scroll.current);
    }
  }

  const [logicalWidth, logicalHeight] = devices.find((d) => d.value === device)?.size ?? [896, 800];
  const scale = width > 0 ? Math.min(1, width / logicalWidth) : 1;

  return (
    <div className={className}>
      <div className="mb-2 flex min-h-5 items-center gap-2 text-xs text-muted" aria-live="polite">
        {loading && (
          <>
            <LoaderCircle className="size-3.5 animate-spin text-brand" aria-hidden="true" />
            Atualizando prévia...
          </>
        )}
        {error && (
          <span role="alert" className="font-medium text-danger">
            Não foi possível atualizar a prévia. {error}
          </span>
        )}
      </div>
      <div ref={box} className="w-full">
        <div
          className="relative mx-auto overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10"
          style={{ width: logicalWidth * scale, height: logicalHeight * scale }}
        >
          {html !== null && (
            <iframe
              ref={frame}
              title="Prévia do tema"
              srcDoc={html}
              onLoad={onLoad}
              className="absolute top-0 left-0 origin-top-left border-0 bg-white"
              style={{ width: logicalWidth, height: logicalHeight, transform: `scale(${scale})` }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
