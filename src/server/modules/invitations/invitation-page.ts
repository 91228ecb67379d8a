// The personal invitation page is the guest site with the household's part in its slot: the
// shared page (sections, theme, gifts) comes from the page cache like the site's home, and only
// the household's part is rendered per request.

import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { INVITATION_BANNER_SLOT, INVITATION_SLOT } from '../../../shared/invitation.ts';
import {
  InvitationBanner,
  InvitationSection,
  type InvitationView,
} from '../../../web/guest/invitation/invitation-page.tsx';
import { escapeHtml } from '../../http/escape-html.ts';
import { homeGifts } from '../guest-site/load-gifts.ts';
import { loadSiteData } from '../guest-site/load-site.ts';
import type { PublishedSite } from '../guest-site/page-cache/published-sites.ts';
import { pageKey } from '../guest-site/page-cache/send-cached-page.ts';
import { siteQrSvg } from '../guest-site/qr-code.ts';
import { renderGuestSite } from '../guest-site/render-document.ts';

/** Shared pages being rendered, per app: households opening their links meanwhile wait for that one. */
const rendering = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

/** The page every household of the site shares, with the slot for its own part. */
export async function sharedInvitationPage(
  app: FastifyInstance,
  site: PublishedSite,
  siteUrl: string,
): Promise<string> {
  const key = app.config.pageCacheSeconds > 0 ? pageKey(`${site.wedding.slug}/convite`, {}) : null;
  const hit = key ? app.pageCache.get(key) : undefined;
  if (hit) return hit.html.toString('utf8');
  const version = app.pageCache.version(site.wedding.id);
  const pending = rendering.get(app) ?? new Map<string, Promise<string>>();
  rendering.set(app, pending);
  const flight = `${site.wedding.id}:${version}`;
  const running = pending.get(flight);
  if (running) return running;
  const render = renderShared(app, site, siteUrl, key, version).finally(() => pending.delete(flight));
  pending.set(flight, render);
  return render;
}

async function renderShared(
  app: FastifyInstance,
  site: PublishedSite,
  siteUrl: string,
  key: string | null,
  version: string,
): Promise<string> {
  const { data, passwordHash } = await loadSiteData(app.db, site, homeGifts);
  const html = renderGuestSite(
    { ...data, siteUrl, notice: null, personal: true },
    `${siteUrl}/og.png`,
    await siteQrSvg(siteUrl, data.design.colors.text),
  );
  // As for the home: a site behind a password is rendered for each browser, never kept.
  if (key && !passwordHash) await app.pageCache.store(key, site.wedding.id, version, html);
  return html;
}

/** The page with the household's greeting above the menu and, on its invitation, its part. */
export function fillInvitationSlots(page: string, household: { banner: string; part?: string }): string {
  return page
    .replace(INVITATION_BANNER_SLOT, () => household.banner)
    .replace(INVITATION_SLOT, () => household.part ?? '');
}

/**
 * The household's own invitation picture as the link's preview (og:image) in place of the site's,
 * so the link arrives on WhatsApp as the invitation (a square picture).
 */
export function withHouseholdPicture(page: string, siteUrl: string, picture: string): string {
  return page
    .replace(
      `<meta property="og:image" content="${escapeHtml(`${siteUrl}/og.png`)}">`,
      () => `<meta property="og:image" content="${escapeHtml(picture)}">`,
    )
    .replace(
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:width" content="1080">',
    )
    .replace(
      '<meta property="og:image:height" content="630">',
      '<meta property="og:image:height" content="1080">',
    );
}

export function renderInvitationPart(view: InvitationView): string {
  return renderToStaticMarkup(createElement(InvitationSection, { view }));
}

export function renderInvitationBanner(banner: { message: string; linkLabel: string; href: string }): string {
  return renderToStaticMarkup(createElement(InvitationBanner, banner));
}
