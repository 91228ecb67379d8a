// Home: the couple's names over the cover photo, the date, a countdown and the main actions.
import { formatDateLong } from '../../../shared/dates.ts';
import type { GuestSiteData, GuestThemePart } from '../../../shared/guest-site-data.ts';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import type { HeroLayout } from '../../../shared/theme-design.ts';
import { countdownParts } from './countdown.ts';
import { SectionGraphic, themeBackground } from './section-frame.tsx';

/** The centred cover is the plain `.cover`; another layout adds its own class (guest.css). */
function coverClass(layout: HeroLayout, photo: boolean): string {
  return ['cover', layout === 'centered' ? '' : `cover-${layout}`, photo ? 'cover-photo' : '']
    .filter(Boolean)
    .join(' ');
}

export function CoverSection({
  site,
  whatsappUrl,
  hasRsvp,
  theme,
}: {
  site: GuestSiteData;
  whatsappUrl: string;
  hasRsvp: boolean;
  theme?: GuestThemePart;
}) {
  const { intro, weddingDate } = site;
  const parts = weddingDate && intro.countdown ? countdownParts(weddingDate, Date.now()) : null;
  return (
    <header
      id="home"
      className={coverClass(site.design.heroLayout, Boolean(intro.coverUrl))}
      style={intro.coverUrl ? undefined : themeBackground(theme)}
    >
      {intro.coverUrl && <img className="cover-image" src={intro.coverUrl} alt="" fetchPriority="high" />}
      <div className="cover-inner">
        <p className="cover-headline">{intro.headline}</p>
        <h1 className="cover-names">
          {site.name1} <span className="amp">&amp;</span> {site.name2}
        </h1>
        <SectionGraphic theme={theme} ornament={site.design.ornament} />
        {weddingDate && intro.showDate && <p className="cover-date">{formatDateLong(weddingDate)}</p>}
        {parts && (
          <div
            className="countdown"
            data-countdown={weddingDate}
            role="timer"
            aria-label="Contagem regressiva para o casamento"
          >
            {(['days', 'hours', 'minutes', 'seconds'] as const).map((k) => (
              <div key={k} className="countdown-cell">
                <span className="countdown-value" data-unit={k}>
                  {parts[k]}
                </span>
                <span className="countdown-label">{t.countdown[k]}</span>
              </div>
            ))}
          </div>
        )}
        <div className="button-row button-row-center">
          {hasRsvp && (
            <a className="button" href="#confirme-sua-presenca">
              {t.confirmPresence}
            </a>
          )}
          <a className="button button-outline" href={whatsappUrl} target="_blank" rel="noopener noreferrer">
            {t.shareWhatsApp}
          </a>
          {weddingDate && (
            <a className="button button-outline" href={`/${site.slug}/agenda.ics`} download>
              {t.addToCalendar}
            </a>
          )}
        </div>
        {site.music.url && (
          <div className="music">
            {/* biome-ignore lint/a11y/useMediaCaption: background music chosen by the couple, started by the guest. */}
            <audio src={site.music.url} preload="none" loop data-music />
            <button
              type="button"
              className="music-button"
              data-music-toggle
              aria-pressed="false"
              aria-label={t.playMusic}
            >
              ♪ <span data-music-label>{t.playMusic}</span>
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
