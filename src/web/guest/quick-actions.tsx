// On phones, a bar held at the bottom of the screen with what guests come for: "Confirmar presença"
// and "Presentear", each only while the site shows that section.
import { guestTexts as t } from '../../shared/guest-texts.ts';
import { giftTexts } from './gifts/gift-texts.ts';

export function QuickActions({ rsvpHref, giftsHref }: { rsvpHref: string | null; giftsHref: string | null }) {
  if (!rsvpHref && !giftsHref) return null;
  return (
    <nav className="quick-actions" aria-label={t.quickActionsLabel}>
      {rsvpHref && (
        <a className="button" href={rsvpHref}>
          {t.confirmPresence}
        </a>
      )}
      {giftsHref && (
        <a className="button button-outline" href={giftsHref}>
          {giftTexts.give}
        </a>
      )}
    </nav>
  );
}
