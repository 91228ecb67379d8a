// `/blog`: the blog is not open yet; an "Em breve" page with the first article teasers (no links).
import { BookOpen } from 'lucide-react';
import { publicPaths } from '../../../shared/routes.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { blogTexts, upcomingArticles } from './blog-content.ts';

export default function BlogPage() {
  usePageTitle('Blog');
  return (
    <>
      <PageHero eyebrow={blogTexts.comingSoon} title={blogTexts.title} lead={blogTexts.lead} />
      <section aria-labelledby="proximos-artigos" className="px-5 pb-20 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <h2 id="proximos-artigos" className="font-serif text-2xl font-bold text-ink md:text-3xl">
            Próximos artigos
          </h2>
          <ul className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {upcomingArticles.map((a) => (
              <li key={a.title}>
                <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/5">
                  <div
                    className={`grid h-32 place-items-center bg-gradient-to-br ${a.tone}`}
                    aria-hidden="true"
                  >
                    <BookOpen className="size-9 text-ink/30" />
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <p className="text-xs font-semibold tracking-widest text-teal-dark uppercase">{a.tag}</p>
                    <h3 className="mt-2 font-serif text-lg leading-snug font-bold text-ink">{a.title}</h3>
                    <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{a.excerpt}</p>
                    <p className="mt-5">
                      <Badge tone="neutral">{blogTexts.comingSoon}</Badge>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <div className="mt-14 rounded-3xl bg-brand-soft/60 p-8 text-center">
            <p className="font-serif text-2xl font-bold text-ink">
              Enquanto isso, que tal começar o site de vocês?
            </p>
            <ButtonLink to={publicPaths.signUp} className="mt-6">
              Criar site grátis
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
