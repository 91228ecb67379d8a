// "Página não encontrada" (SPEC 8), shown by every host for paths it does not know.
import { useEffect } from 'react';
import { notFoundTexts } from '../../shared/messages.ts';
import { hostUrl } from '../lib/hosts.ts';
import { ButtonAnchor } from './ui/button.tsx';

export function NotFoundPage() {
  useEffect(() => {
    console.error(`404: rota inexistente ${window.location.pathname}`);
    document.title = notFoundTexts.title;
  }, []);
  return (
    <main className="grid min-h-screen place-items-center bg-cream px-6 text-center">
      <div className="max-w-md">
        <p className="font-serif text-7xl font-bold text-brand-dark" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 font-serif text-3xl font-bold text-ink">{notFoundTexts.title}</h1>
        <p className="mt-3 leading-relaxed text-muted">{notFoundTexts.description}</p>
        <ButtonAnchor href={hostUrl('public', '/')} className="mt-8">
          {notFoundTexts.back}
        </ButtonAnchor>
      </div>
    </main>
  );
}
