// One PostgreSQL LISTEN per process, fanned out to the listeners registered under a key (a wedding's
// open streams, a session's streams); the LISTEN starts with the first listener and is retried by
// the next one if it failed.
import type { Database } from '../../db/client.ts';

/** Delivers one notification, given the listeners of any key. */
type Deliver<L> = (payload: string, listenersOf: (key: string) => Iterable<L>) => void;

export function channelFanOut<L>(database: Pick<Database, 'listen'>, channel: string, deliver: Deliver<L>) {
  const byKey = new Map<string, Set<L>>();
  const listenersOf = (key: string): Iterable<L> => byKey.get(key) ?? [];
  let listening: Promise<unknown> | undefined;
  return {
    /** Adds a listener under its key; returns the way to remove it. */
    async add(key: string, listener: L): Promise<() => void> {
      listening ??= database
        .listen(channel, (payload) => deliver(payload, listenersOf))
        .catch((err) => {
          listening = undefined;
          throw err;
        });
      await listening;
      let set = byKey.get(key);
      if (!set) {
        set = new Set();
        byKey.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byKey.delete(key);
      };
    },
  };
}
