// What the couple takes away from an item: the PNGs and the print PDF, "Enviar pelo WhatsApp" with
// a ready message, and on the invitation, every household's own picture in a zip.
import { Download, MessageCircle } from 'lucide-react';
import type { MouseEvent } from 'react';
import {
  type StationeryDownloadFormat,
  type StationeryItemView,
  type StationeryOverview,
  stationeryFormats,
  stationeryWhatsappMessage,
  whatsappShareUrl,
} from '../../../shared/stationery.ts';
import { ButtonAnchor } from '../../components/ui/button.tsx';
import { downloadUrl, householdsZipUrl } from './stationery-api.ts';
import { stationeryTexts as t } from './stationery-texts.ts';

const cardClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6';
const formats: { format: StationeryDownloadFormat; label: string }[] = [
  { format: 'stories', label: stationeryFormats.stories.label },
  { format: 'quadrado', label: stationeryFormats.quadrado.label },
  { format: 'pdf', label: t.pdfLabel },
];

export function StationeryOutputs({
  weddingId,
  overview,
  view,
  saveIfChanged,
}: {
  weddingId: string;
  overview: StationeryOverview;
  view: StationeryItemView;
  saveIfChanged: () => Promise<boolean>;
}) {
  /** A download link that first saves what is on screen, then follows the link. */
  function downloading(href: string) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      void saveIfChanged().then((ok) => {
        if (ok) window.location.assign(href);
      });
    };
  }
  // Save the Date goes before the site is published: then its link, once saved, opens a page with
  // only the names and the date (`/{slug}/save-the-date`); the other items go without a link.
  const saveTheDateLink = view.item === 'save-the-date' && view.saved && !overview.sitePublished;
  const link = overview.sitePublished
    ? overview.siteUrl
    : saveTheDateLink
      ? `${overview.siteUrl}/save-the-date`
      : '';
  const message = stationeryWhatsappMessage(view.item, view.texts.names, link);

  return (
    <>
      <section className={cardClass} aria-labelledby="papelaria-baixar">
        <h2 id="papelaria-baixar" className="font-serif text-xl font-bold text-ink">
          {t.downloadsTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.downloadsHint}</p>
        <div className="mt-4 grid gap-3">
          {formats.map(({ format, label }) => {
            const href = downloadUrl(weddingId, view.item, format);
            return (
              <ButtonAnchor key={format} variant="outline" href={href} download onClick={downloading(href)}>
                <Download className="size-4" aria-hidden="true" />
                {label}
              </ButtonAnchor>
            );
          })}
          <ButtonAnchor href={whatsappShareUrl(message)} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="size-4" aria-hidden="true" />
            {t.whatsapp}
          </ButtonAnchor>
          {!overview.sitePublished && (
            <p className="text-sm text-muted">
              {saveTheDateLink
                ? t.saveTheDateLink
                : view.item === 'save-the-date'
                  ? t.saveTheDateUnsaved
                  : t.notPublished}
            </p>
          )}
        </div>
      </section>
      {view.item === 'convite' && (
        <section className={cardClass} aria-labelledby="papelaria-familias">
          <h2 id="papelaria-familias" className="font-serif text-xl font-bold text-ink">
            {t.householdsTitle}
          </h2>
          {overview.households > 0 ? (
            <>
              <p className="mt-1 text-sm text-muted">{t.households(overview.households)}</p>
              <ButtonAnchor
                className="mt-4"
                variant="outline"
                href={householdsZipUrl(weddingId)}
                download
                onClick={downloading(householdsZipUrl(weddingId))}
              >
                <Download className="size-4" aria-hidden="true" />
                {t.householdsZip}
              </ButtonAnchor>
            </>
          ) : (
            <p className="mt-1 text-sm text-muted">{t.noHouseholds}</p>
          )}
        </section>
      )}
    </>
  );
}
