// A theme as a new couple's site would look with it: the real guest-site renderer, sample names and
// date, the theme's visible sections with their blocks, styles and graphics. Unsaved design, blocks
// and styles from the wizard or the builder replace the saved ones.
import type { FastifyInstance } from 'fastify';
import type { GuestSection, GuestSiteData } from '../../../shared/guest-site-data.ts';
import { originFor } from '../../../shared/hosts.ts';
import { defaultSections } from '../../../shared/theme-design.ts';
import type { ThemeDetail, ThemePreviewDraft } from '../../../shared/theme-studio.ts';
import { siteQrSvg } from '../guest-site/qr-code.ts';
import { renderGuestSite } from '../guest-site/render-document.ts';
import { themePart } from '../guest-site/theme-content.ts';

const PREVIEW_SLUG = 'previa-do-tema';
const defaultKeys = new Set<string>(defaultSections.map((s) => s.slug));

/** About six months ahead, so the countdown shows. */
function sampleDate(now: Date): string {
  const d = new Date(now.getTime() + 180 * 24 * 3600 * 1000);
  return d.toISOString().slice(0, 10);
}

export async function renderThemePreview(
  app: FastifyInstance,
  theme: ThemeDetail,
  draft: ThemePreviewDraft,
): Promise<string> {
  const design = draft.design ?? theme.design;
  const drafts = new Map((draft.sections ?? []).map((s) => [s.id, s]));
  const seen = new Map<string, number>();
  const sections: GuestSection[] = theme.sections
    .filter((s) => s.visible)
    .map((s) => {
      const edited = drafts.get(s.id);
      const kind = (s.key && defaultKeys.has(s.key) ? s.key : 'texto') as GuestSection['kind'];
      const n = (seen.get(kind) ?? 0) + 1;
      seen.set(kind, n);
      return {
        id: s.id,
        kind,
        title: s.name,
        anchor: n === 1 ? kind : `${kind}-${n}`,
        content: {},
        theme: themePart(
          { id: s.id, key: s.key, blocks: edited?.blocks ?? s.blocks, style: edited?.style ?? s.style },
          design,
          kind,
          {},
        ),
      };
    });
  const siteUrl = `${originFor('noivos', app.config.baseHost, app.config.protocol)}/${PREVIEW_SLUG}`;
  const site: GuestSiteData = {
    weddingId: theme.id,
    slug: PREVIEW_SLUG,
    siteUrl,
    name1: 'Ana',
    name2: 'Rui',
    weddingDate: sampleDate(new Date()),
    design,
    intro: { headline: 'Vamos nos casar!', showDate: true, countdown: true, coverUrl: null },
    music: { url: null, embed: null },
    sections,
    photos: {},
    messages: [],
    messagesRequireApproval: false,
    notice: null,
    gifts: null,
    events: [],
    rsvpMode: 'aberta',
  };
  const qr = await siteQrSvg(siteUrl, design.colors.text);
  return renderGuestSite(site, `${siteUrl}/og.png`, qr);
}
