// A legal page: title (also the page's), last update, table of contents and numbered sections.
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';

export type LegalBlock =
  | string
  | { list: string[] }
  | { before: string; link: { label: string; to: string }; after?: string };

export interface LegalSection {
  id: string;
  title: string;
  body: LegalBlock[];
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block)
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-brand">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  const { to, label } = block.link;
  const className = 'font-semibold text-brand-dark underline underline-offset-4';
  return (
    <p>
      {block.before}{' '}
      {to.startsWith('mailto:') ? (
        <a href={to} className={`${className} break-all`}>
          {label}
        </a>
      ) : (
        <Link to={to} className={className}>
          {label}
        </Link>
      )}
      {block.after ?? ''}
    </p>
  );
}

function Contents({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="mt-3 space-y-1.5 text-sm">
      {sections.map((s, i) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="block rounded py-0.5 text-muted transition-colors hover:text-brand-dark"
          >
            {i + 1}. {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** A legal page's heading: its title (also the page's), the date of its last change and its intro. */
export interface LegalTexts {
  title: string;
  updatedAt: string;
  intro: string;
}

export function LegalDocument({
  texts: { title, updatedAt, intro },
  sections,
}: {
  texts: LegalTexts;
  sections: LegalSection[];
}) {
  usePageTitle(title);
  return (
    <div className="bg-gradient-to-b from-brand-soft/60 via-cream to-white">
      <div className="mx-auto max-w-6xl px-5 pt-12 pb-20 sm:px-6 md:pt-20">
        <header className="max-w-3xl">
          <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">Documentos legais</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight font-bold text-ink md:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-muted">Última atualização: {updatedAt}</p>
          <p className="mt-6 text-base leading-relaxed text-ink/85 md:text-lg">{intro}</p>
        </header>
        <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[16rem_1fr] lg:gap-14">
          <nav aria-label="Índice" className="lg:sticky lg:top-28 lg:self-start">
            <details className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/5 lg:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between font-semibold text-ink">
                Nesta página
                <ChevronDown
                  className="size-5 text-brand transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <Contents sections={sections} />
            </details>
            <div className="hidden rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/5 lg:block">
              <p className="font-semibold text-ink">Nesta página</p>
              <Contents sections={sections} />
            </div>
          </nav>
          <div className="min-w-0 space-y-10 sm:rounded-[2rem] sm:bg-white sm:p-10 sm:shadow-sm sm:ring-1 sm:ring-ink/5">
            {sections.map((s, i) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-titulo`} className="scroll-mt-24">
                <h2 id={`${s.id}-titulo`} className="font-serif text-2xl font-bold text-ink">
                  {i + 1}. {s.title}
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed text-ink/80">
                  {s.body.map((block, j) => (
                    <Block key={j} block={block} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
