// A not-found page that needs no JavaScript, for hosts whose pages the server renders.
import { originFor } from '../../shared/hosts.ts';
import { notFoundTexts } from '../../shared/messages.ts';
import type { Config } from '../config.ts';
import { renderMessagePage } from './message-page-html.ts';

export function renderNotFoundHtml(config: Pick<Config, 'baseHost' | 'protocol'>): string {
  const home = originFor('public', config.baseHost, config.protocol);
  return renderMessagePage({
    title: notFoundTexts.title,
    message: notFoundTexts.description,
    link: { href: `${home}/`, text: notFoundTexts.back },
  });
}
