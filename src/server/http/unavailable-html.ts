// The page a browser gets while the database is away for a moment (a guest's form post, a page the
// cache did not hold): no JavaScript, nothing to load from the server.
import { unavailableTexts } from '../../shared/messages.ts';
import { renderMessagePage } from './message-page-html.ts';

export function renderUnavailableHtml(): string {
  return renderMessagePage({ title: unavailableTexts.title, message: unavailableTexts.message });
}
