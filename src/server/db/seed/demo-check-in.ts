// The demo couple's check-in (issue 21, section 5): at the first event, the first three households
// with confirmed members have arrived, so the door's screen shows "N de M chegaram" alive. Safe on
// every start: it writes only while the event has no arrival yet. It reads and marks arrivals with
// the door's own functions (modules/check-in), so the first three are the first the door lists.
import { householdsFor, loadSummary, setArrivals } from '../../modules/check-in/check-in-service.ts';
import type { Db } from '../client.ts';
import { demoEvents } from './demo-events.ts';

const ARRIVED_HOUSEHOLDS = 3;

export async function seedDemoCheckIn(db: Db, weddingId: string): Promise<void> {
  const [event] = await demoEvents(db, weddingId);
  if (!event) return;
  const { arrived } = await loadSummary(db, weddingId, event.id);
  if (arrived > 0) return;
  const confirmedByHousehold = (await householdsFor(db, weddingId, event.id))
    .map((h) => h.members.filter((m) => m.confirmed).map((m) => m.id))
    .filter((memberIds) => memberIds.length > 0);
  const memberIds = confirmedByHousehold.slice(0, ARRIVED_HOUSEHOLDS).flat();
  if (memberIds.length === 0) return;
  await setArrivals(db, weddingId, { eventId: event.id, memberIds, arrived: true });
}
