// Phones and narrow windows: the preview opens full screen from a floating "Ver prévia" button.
import { Eye, X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { siteTexts as t } from './site-texts.ts';

export function PreviewSheet({ children }: { children: (closeButton: ReactNode) => ReactNode }) {
  return (
    <Primitive.Root>
      <Primitive.Trigger className="fixed right-4 bottom-4 z-30 flex h-12 items-center gap-2 rounded-full bg-ink px-5 text-sm font-semibold text-white shadow-xl shadow-ink/30 transition-colors hover:bg-ink/90">
        <Eye className="size-5" aria-hidden="true" />
        {t.previewShow}
      </Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Primitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-cream p-3 pt-2 sm:p-6"
        >
          <Primitive.Title className="sr-only">{t.previewTitle}</Primitive.Title>
          {children(
            <Primitive.Close
              aria-label={t.previewHide}
              className="grid size-9 place-items-center rounded-full bg-white text-ink shadow-sm ring-1 ring-ink/10 transition-colors hover:bg-brand-soft hover:text-brand-dark"
            >
              <X className="size-5" aria-hidden="true" />
            </Primitive.Close>,
          )}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
