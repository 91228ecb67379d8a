// The start every marketing page shares: its tab title, the settings' phrases and the title and lead
// the admin published for it in "Layout", filled in, ready for its PageHero.
import type { MarketingContent } from '../../../shared/marketing-content.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useMarketingContent } from '../layout/use-marketing-content.ts';

export function useMarketingPage(page: keyof MarketingContent['pages'], tabTitle: string) {
  usePageTitle(tabTitle);
  const { content, fill, t } = useMarketingContent();
  const main = content.pages[page];
  return { t, hero: { title: fill(main.title), lead: fill(main.lead) } };
}
