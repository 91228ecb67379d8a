// What the server hands the guest-site renderer: everything one page needs, already resolved.

import type { SortId } from './gift-list.ts';
import type { RsvpMode } from './guest-list.ts';
import type { MusicEmbed } from './music-links.ts';
import type { RsvpAnswer } from './rsvp.ts';
import type { SectionKind } from './site.ts';
import type { ThemeBlock } from './theme-blocks.ts';
import type { ThemeDesign } from './theme-design.ts';
import type { GuestEvent } from './wedding-events.ts';

/** What the theme brings to one section (themes studio): resolved on the server. */
export interface GuestThemePart {
  /** The theme's blocks, present only while the couple has not written the section. */
  blocks: ThemeBlock[];
  /** The section's own background, or null for the theme's alternating one. */
  background: { color: string | null; imageUrl: string | null } | null;
  /** The drawing beside the title: the theme's ornament, an uploaded image, or nothing. */
  graphic: { kind: 'ornament' } | { kind: 'image'; url: string } | { kind: 'none' };
}

export interface GuestSection {
  id: string;
  kind: SectionKind;
  title: string;
  /** Anchor in the page: the section's kind, or kind + position for repeated kinds. */
  anchor: string;
  content: Record<string, unknown>;
  theme?: GuestThemePart;
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

/** A gift as a guest sees it: the price they pay (grossed up when guests pay the fee). */
export interface GuestGift {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  guestPriceCents: number;
  isQuota: boolean;
  quantityAvailable: number;
  /** Units or quotas still to give. */
  remaining: number;
}

/** The gift section: one of the couple's lists, filtered, sorted and paged by the query string. */
export interface GuestGifts {
  lists: { id: string; name: string }[];
  currentListId: string | null;
  categories: { id: string; name: string; count: number }[];
  categoryId: string | null;
  sort: SortId;
  items: GuestGift[];
  page: number;
  pageCount: number;
  total: number;
  externalLinks: { storeName: string; url: string }[];
  feeOnGuests: boolean;
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
  /**
   * The couple's music: `embed`, the YouTube or Spotify player of their link, which wins over
   * `url`, their uploaded file (started by the cover's "Tocar música").
   */
  music: { url: string | null; embed: MusicEmbed | null };
  sections: GuestSection[];
  photos: Record<string, GuestPhoto>;
  messages: GuestMessage[];
  messagesRequireApproval: boolean;
  /** The published gift list, or null when it is hidden (the section is then left out). */
  gifts: GuestGifts | null;
  /** The wedding's public events, in order: Cerimônia and Recepção show them (wedding-events.ts). */
  events: GuestEvent[];
  /** 'convite': the open RSVP form gives way to a line about the personal link. */
  rsvpMode: RsvpMode;
  /** The RSVP deadline has passed: the open form gives way to a line saying so. */
  rsvpClosed?: boolean;
  /**
   * The shared part of a personal invitation page: the open RSVP section is left out, and the
   * household's part (RSVP included) fills the page's slot (shared/invitation.ts).
   */
  personal?: boolean;
  /** The platform sends WhatsApp reminders: the RSVP form offers the event day's one. */
  whatsappReminders?: boolean;
  /** Flash state after a no-JavaScript form post: `?rsvp=ok`, `?recado=ok`... */
  notice: { kind: 'rsvp' | 'recado'; ok: boolean; message: string } | null;
  /**
   * This browser's RSVP, looked up for the page after a post without JavaScript ("card") or for
   * "Editar resposta" ("edit"); absent on the page everybody gets (the script asks for it).
   */
  ownRsvp?: { answer: RsvpAnswer | null; editing: boolean };
}
