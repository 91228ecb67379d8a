// The guest site's React islands, loaded at the guest's first interaction (defer-islands.ts): the
// RSVP and message forms, hydrated over the server's HTML.
import { hydrateIslands } from './islands.tsx';
import { MessageForm } from './sections/message-form.tsx';
import { RsvpForm } from './sections/rsvp-form.tsx';

hydrateIslands({ rsvp: RsvpForm, recado: MessageForm });
