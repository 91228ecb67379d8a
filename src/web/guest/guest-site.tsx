// The guest site (DESIGN.md section 3): the home, with the visible sections in the couple's order,
// and the gift list page; both under the site's nav, with the phone's bar of quick actions.
// Rendered to HTML on the server; guest-client.ts adds the interactive parts.

import { writtenOnlyKinds } from '../../shared/empty-sections.ts';
import type { GuestPhoto, GuestSection, GuestSiteData } from '../../shared/guest-site-data.ts';
import { guestTexts as t } from '../../shared/guest-texts.ts';
import { INVITATION_BANNER_SLOT, INVITATION_SLOT, invitationTexts } from '../../shared/invitation.ts';
import { rsvpMessages } from '../../shared/rsvp.ts';
import { sectionEvents } from '../../shared/wedding-events.ts';
import { AllGifts } from './gifts/all-gifts.tsx';
import { giftListPath } from './gifts/gift-texts.ts';
import { GiftsSection } from './gifts/gifts-section.tsx';
import { QuickActions } from './quick-actions.tsx';
import { CoverSection } from './sections/cover-section.tsx';
import { EventCards } from './sections/event-cards.tsx';
import { GallerySection, MusicSection, VideosSection } from './sections/media-sections.tsx';
import { MessagesSection } from './sections/messages-section.tsx';
import { Paragraphs } from './sections/paragraphs.tsx';
import { CoupleSection, GodparentsSection } from './sections/people-sections.tsx';
import { PlaceSection } from './sections/place-section.tsx';
import { RsvpSection } from './sections/rsvp-section.tsx';
import { SectionFrame, SectionGraphic, themeBackground } from './sections/section-frame.tsx';
import { ThemeBlocks } from './sections/theme-blocks.tsx';
import { SiteNav } from './site-nav.tsx';

type Content = Record<string, never> & {
  story?: string;
  text?: string;
  photoIds?: string[];
  people?: { name: string; role: string; photoId: string | null }[];
  videos?: { url: string; title: string }[];
};

function photosOf(ids: string[] | undefined, all: Record<string, GuestPhoto>): GuestPhoto[] {
  return (ids ?? []).map((id) => all[id]).filter((p): p is GuestPhoto => Boolean(p));
}

function SectionBody({ section, site }: { section: GuestSection; site: GuestSiteData }) {
  const c = section.content as Content;
  const notice = (kind: 'rsvp' | 'recado') => (site.notice?.kind === kind ? site.notice : null);
  switch (section.kind) {
    case 'o-casal':
      return <CoupleSection story={c.story ?? ''} photos={photosOf(c.photoIds, site.photos)} />;
    case 'padrinhos':
      return <GodparentsSection people={c.people ?? []} photos={site.photos} />;
    case 'cerimonia':
    case 'recepcao': {
      // The couple's events, when they have some for this section; else the place they wrote.
      const events = sectionEvents(section.kind, site.events);
      return events.length ? (
        <EventCards events={events} fallbackDate={site.weddingDate} />
      ) : (
        <PlaceSection place={section.content} fallbackDate={site.weddingDate} />
      );
    }
    case 'lista-de-presentes':
      return <GiftsSection slug={site.slug} text={c.text ?? ''} gifts={site.gifts} />;
    case 'confirme-sua-presenca':
      if (site.rsvpMode === 'convite')
        return (
          <div className="narrow">
            <p className="notice notice-ok">{invitationTexts.inviteOnly}</p>
          </div>
        );
      if (site.rsvpClosed)
        return (
          <div className="narrow">
            <p className="notice notice-ok">{rsvpMessages.closed}</p>
          </div>
        );
      return (
        <RsvpSection
          slug={site.slug}
          text={c.text ?? ''}
          notice={notice('rsvp')}
          own={site.ownRsvp}
          whatsapp={site.whatsappReminders === true}
        />
      );
    case 'recados':
      return (
        <MessagesSection
          slug={site.slug}
          text={c.text ?? ''}
          messages={site.messages}
          notice={notice('recado')}
        />
      );
    case 'galeria':
      return <GallerySection photos={photosOf(c.photoIds, site.photos)} />;
    case 'videos':
      return <VideosSection videos={c.videos ?? []} />;
    case 'texto':
      return <div className="narrow">{c.text ? <Paragraphs text={c.text} /> : null}</div>;
    default:
      return null;
  }
}

/** The theme's blocks stand in for the body of a section only the couple writes. */
function showsBody(section: GuestSection): boolean {
  return !(section.theme?.blocks.length && writtenOnlyKinds.has(section.kind));
}

export function whatsappShareUrl(site: Pick<GuestSiteData, 'name1' | 'name2' | 'siteUrl'>): string {
  const message = `Vamos nos casar! 💍 Veja o site de ${site.name1} & ${site.name2}, confirme sua presença e deixe um recado: ${site.siteUrl}`;
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/**
 * Where the phone's bar leads from a page: the RSVP section, and the gift list when the site shows
 * it (only with something to give: an empty list is left out, load-gifts.ts).
 */
function quickActions(site: GuestSiteData, home: string, onGiftList: boolean) {
  const rsvp = site.sections.find((s) => s.kind === 'confirme-sua-presenca');
  const showsGifts = site.gifts && site.sections.some((s) => s.kind === 'lista-de-presentes');
  return {
    rsvpHref: rsvp ? `${home}#${rsvp.anchor}` : null,
    giftsHref: showsGifts && !onGiftList ? giftListPath(site.slug) : null,
  };
}

export function GuestSite({ site, qrSvg }: { site: GuestSiteData; qrSvg: string }) {
  const all = site.sections.filter((s) => s.kind !== 'home');
  // A personal page answers in the household's part: the open form would be a second way in.
  const body = site.personal ? all.filter((s) => s.kind !== 'confirme-sua-presenca') : all;
  const home = site.sections.find((s) => s.kind === 'home');
  const backdrop = site.design.background;
  const whatsapp = whatsappShareUrl(site);
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed marker the server fills per request. */}
      <div className="invitation-slot" dangerouslySetInnerHTML={{ __html: INVITATION_BANNER_SLOT }} />
      <SiteNav site={site} home="" />
      {backdrop.useImage && backdrop.imageUrl && (
        <div className="site-backdrop" style={{ backgroundImage: `url("${backdrop.imageUrl}")` }} />
      )}
      {home && (
        <CoverSection
          site={site}
          whatsappUrl={whatsapp}
          hasRsvp={site.personal || all.some((s) => s.kind === 'confirme-sua-presenca')}
          theme={home.theme}
        />
      )}
      {home?.theme?.blocks.length ? (
        <section className="section home-blocks" aria-label={home.title} style={themeBackground(home.theme)}>
          <div className="container">
            <ThemeBlocks blocks={home.theme.blocks} />
          </div>
        </section>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed marker the server fills per request. */}
      <div className="invitation-slot" dangerouslySetInnerHTML={{ __html: INVITATION_SLOT }} />
      <main>
        {site.music.embed && <MusicSection embed={site.music.embed} />}
        {body.map((s, i) => (
          <SectionFrame
            key={s.id}
            anchor={s.anchor}
            title={s.title}
            ornament={site.design.ornament}
            tinted={i % 2 === 0}
            theme={s.theme}
          >
            {showsBody(s) && <SectionBody section={s} site={site} />}
          </SectionFrame>
        ))}
      </main>
      <QuickActions {...quickActions(site, '', false)} />
      <footer className="footer">
        <div className="qr" role="img" aria-label={`QR code do site ${site.siteUrl}`}>
          {/* The QR SVG is generated by the server from the site address only. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted SVG made by the qrcode library from our own URL. */}
          <span dangerouslySetInnerHTML={{ __html: qrSvg }} />
        </div>
        <p className="qr-caption">{t.qrCaption}</p>
        <div className="button-row button-row-center">
          <a className="button" href={whatsapp} target="_blank" rel="noopener noreferrer">
            {t.shareWhatsApp}
          </a>
          <button type="button" className="button button-outline" data-share hidden>
            Compartilhar
          </button>
        </div>
        <p className="muted small">{t.madeWith}</p>
      </footer>
    </>
  );
}

/** `/{slug}/presentes`: every gift of the couple's lists, with tabs, filters and pages. */
export function GuestGiftListPage({ site }: { site: GuestSiteData }) {
  const section = site.sections.find((s) => s.kind === 'lista-de-presentes');
  if (!section || !site.gifts) return null;
  const home = `/${site.slug}`;
  return (
    <>
      <SiteNav site={site} home={home} />
      <main className="section gift-list-page">
        <div className="container">
          <p>
            <a className="gift-back" href={home}>
              ← {t.backToSite}
            </a>
          </p>
          <h1 className="section-title">{section.title}</h1>
          <SectionGraphic theme={section.theme} ornament={site.design.ornament} />
          <AllGifts slug={site.slug} text={(section.content as Content).text ?? ''} gifts={site.gifts} />
        </div>
      </main>
      <QuickActions {...quickActions(site, home, true)} />
      <footer className="footer">
        <p className="muted small">{t.madeWith}</p>
      </footer>
    </>
  );
}
