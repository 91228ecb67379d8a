// "Site em preparação": what a guest sees at the address of a site its couple has not published
// yet, instead of the 404 (the link may already be on an invitation). It says nothing of the couple
// (no names, date or place) and asks search engines to stay away.
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import { originFor } from '../../../shared/hosts.ts';
import type { Config } from '../../config.ts';
import { renderMessagePage } from '../../http/message-page-html.ts';

export function renderPreparingHtml(config: Pick<Config, 'baseHost' | 'protocol'>): string {
  return renderMessagePage({
    title: t.preparingTitle,
    message: t.preparingMessage,
    link: { href: `${originFor('public', config.baseHost, config.protocol)}/`, text: t.preparingLink },
    noindex: true,
  });
}
