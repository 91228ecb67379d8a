// Everything the expanded side panel shows; the desktop panel and the phone sheet both render it.
import { formatBRL } from '../../../shared/money.ts';
import { useSettings } from '../../lib/app-settings.ts';
import { isMoneyPath, useSeesMoney } from '../shared-access/use-wedding-role.ts';
import { DomainCard } from './domain-card.tsx';
import { sidebarSections } from './panel-links.ts';
import { SharePromptCard } from './share-prompt-card.tsx';
import { SidebarSections } from './sidebar-sections.tsx';
import { SiteAddressCard } from './site-address-card.tsx';
import { SiteQrCard } from './site-qr-card.tsx';
import { useSiteAddress } from './use-site-address.ts';

export function usePanelSections() {
  const settings = useSettings();
  const money = useSeesMoney();
  const sections = sidebarSections({
    domain: formatBRL(settings.customDomainPriceCents),
    download: formatBRL(settings.siteDownloadPriceCents),
  });
  if (money) return sections;
  // A planner (shared access): no gift list, no paid services.
  return sections
    .map((s) => ({ ...s, links: s.links.filter((l) => !isMoneyPath(l.to)) }))
    .filter((s) => s.links.length > 0);
}

/** `omit`: sections the phone sheet already lists above the panel, before the QR card and upsells. */
export function SidebarPanel({ omit = [] }: { omit?: string[] }) {
  const site = useSiteAddress();
  const sections = usePanelSections().filter((s) => !omit.includes(s.id));
  const money = useSeesMoney();
  return (
    <div className="space-y-4 p-3">
      <SiteAddressCard site={site} />
      <SiteQrCard site={site} />
      {money && <DomainCard />}
      <SidebarSections sections={sections} />
      <SharePromptCard site={site} />
    </div>
  );
}
