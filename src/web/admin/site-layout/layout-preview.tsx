// The live preview of the draft: the server renders the chosen public page with it (the same render a
// visitor gets), shown in a frame at a phone's width or a desktop's, scaled to fit. It follows the
// fields half a second after typing stops. The page comes without its scripts, and the frame keeps
// the admin page's content security policy, which runs no inline script.
import { useEffect, useRef, useState } from 'react';
import type { MarketingContent } from '../../../shared/marketing-content.ts';
import { Select } from '../../components/ui/select.tsx';
import { useElementSize } from '../../lib/use-element-size.ts';
import { type PreviewPage, previewLayout } from './layout-api.ts';

const pages: { value: PreviewPage; label: string }[] = [
  { value: 'inicio', label: 'Página inicial' },
  { value: 'site-de-casamento', label: 'Site de casamento' },
  { value: 'lista-de-casamento', label: 'Lista de casamento' },
  { value: 'precos-e-servicos', label: 'Preços e serviços' },
  { value: 'quem-somos', label: 'Quem somos' },
];

const widths = { celular: 375, computador: 1280 } as const;
/** The frame's height on screen, whatever the scale. */
const HEIGHT = 640;
type Device = keyof typeof widths;

export function LayoutPreview({ content }: { content: MarketingContent | null }) {
  const [page, setPage] = useState<PreviewPage>('inicio');
  const [device, setDevice] = useState<Device>('celular');
  const [html, setHtml] = useState('');
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const { width: frameWidth } = useElementSize(frame);

  useEffect(() => {
    if (!content) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      previewLayout(content, page, abort.signal)
        .then((next) => {
          setHtml(next);
          setFailed(false);
        })
        .catch(() => {
          if (!abort.signal.aborted) setFailed(true);
        });
    }, 500);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [content, page]);

  const width = widths[device];
  const scale = frameWidth > 0 ? Math.min(1, frameWidth / width) : 1;
  return (
    <section aria-labelledby="previa-titulo" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="previa-titulo" className="font-serif text-xl font-bold text-ink">
          Prévia
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="previa-pagina" className="sr-only">
            Página da prévia
          </label>
          <Select id="previa-pagina" value={page} onChange={(e) => setPage(e.target.value as PreviewPage)}>
            {pages.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
          {(Object.keys(widths) as Device[]).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
              className="h-10 rounded-full border border-ink/15 px-4 text-sm font-semibold text-ink aria-pressed:border-brand-dark aria-pressed:bg-brand-soft aria-pressed:text-brand-dark"
            >
              {d === 'celular' ? 'Celular' : 'Computador'}
            </button>
          ))}
        </div>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          Não foi possível atualizar a prévia. Confira os campos marcados.
        </p>
      )}
      <div
        ref={frame}
        className="overflow-hidden rounded-2xl border border-ink/10 bg-cream"
        style={{ height: HEIGHT }}
      >
        <div
          style={{ width, height: HEIGHT / scale, transform: `scale(${scale})`, transformOrigin: 'top left' }}
        >
          <iframe
            title={`Prévia: ${pages.find((p) => p.value === page)?.label} no ${device}`}
            srcDoc={html}
            className="h-full w-full bg-white"
          />
        </div>
      </div>
    </section>
  );
}
