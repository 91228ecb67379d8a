// The marketing content the admin publishes in "Layout", with the settings' figures filled in: from
// the server while it renders the page, else from the JSON it inlined. In the admin's preview the
// page is rendered by the server with the draft, so nothing here knows about drafts.
import type { MarketingContent } from '../../../shared/marketing-content.ts';
import { defaultMarketingContent } from '../../../shared/marketing-content-defaults.ts';
import { fillPlaceholders } from '../../../shared/marketing-placeholders.ts';
import { type SettingsPhrases, settingsPhrases } from '../../../shared/settings-phrases.ts';
import { inlinedJson, useSettings } from '../../lib/app-settings.ts';
import { useServerPageData } from '../../lib/server-page-data.tsx';

let cached: MarketingContent | undefined;

export interface MarketingTexts {
  content: MarketingContent;
  /** A text with its `{taxa}`-style fields replaced by the settings' figures. */
  fill: (text: string) => string;
  t: SettingsPhrases;
}

export function useMarketingContent(): MarketingTexts {
  const rendering = useServerPageData();
  const t = settingsPhrases(useSettings());
  cached ??= rendering
    ? undefined
    : (inlinedJson<MarketingContent>('marketing-content') ?? defaultMarketingContent);
  const content = rendering?.content ?? cached ?? defaultMarketingContent;
  return { content, t, fill: (text) => fillPlaceholders(text, t) };
}
