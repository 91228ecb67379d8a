// What the server hands the guest-site renderer: everything one page needs, already resolved.
import type { SectionKind } from '../../shared/site.ts';
import type { ThemeDesign } from '../../shared/theme-design.ts';

export interface GuestSection {
  id: string;
  kind: SectionKind;
  title: string;
  /** Anchor in the page: the section's kind, or kind + position for repeated kinds. */
  anchor: string;
  content: Record<string, unknown>;
}

export interface GuestPhoto {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
}

export interface GuestMessage {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface GuestSiteData {
  weddingId: string;
  slug: string;
  /** `https://noivos.example.com/ana-e-rui` */
  siteUrl: string;
  name1: string;
  name2: string;
  weddingDate: string | null;
  design: ThemeDesign;
  intro: { headline: string; showDate: boolean; countdown: boolean; coverUrl: string | null };
  music: { url: string | null };
  sections: GuestSection[];
  photos: Record<string, GuestPhoto>;
  messages: GuestMessage[];
  messagesRequireApproval: boolean;
  /** Flash state after a no-JavaScript form post: `?rsvp=ok`, `?recado=ok`... */
  notice: { kind: 'rsvp' | 'recado'; ok: boolean; message: string } | null;
}
