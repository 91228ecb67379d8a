// A not-found page that needs no JavaScript, for hosts whose pages the server renders.
import type { FastifyReply } from 'fastify';
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

/** Answers 404 with the not-found page. */
export function sendNotFoundPage(reply: FastifyReply, config: Pick<Config, 'baseHost' | 'protocol'>) {
  return reply.status(404).type('text/html; charset=utf-8').send(renderNotFoundHtml(config));
}
