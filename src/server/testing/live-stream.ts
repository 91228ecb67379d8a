// The panel's live stream (live/events-routes.ts) over real HTTP, read as text: `app.inject`
// cannot hold a stream open, so these tests call `app.listen` and pass its address.
import { testHosts } from './http.ts';

/** Opens a wedding's live stream with this session cookie (`sid=...`). */
export async function openLiveStream(address: string, weddingId: string, cookie: string) {
  const res = await fetch(`${address}/api/weddings/${weddingId}/events`, {
    headers: { host: testHosts.painel, cookie },
  });
  const reader = res.body!.getReader();
  let text = '';
  return {
    res,
    /** Reads until the text holds `needle` (without one: until the server ends the stream); all the text so far. */
    async until(needle?: string): Promise<string> {
      while (needle === undefined || !text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      return text;
    },
    close: () => reader.cancel(),
  };
}
