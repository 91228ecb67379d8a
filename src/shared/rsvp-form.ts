// The RSVP form as a guest fills it ("sim"/"nao", the number typed, the companions' names one per
// line without JavaScript or one per field with it) read into the RSVP the API takes: one schema for
// the page's check in the browser and the no-JavaScript form post.
import { z } from 'zod';
import { rsvpBody } from './rsvp.ts';

const text = z.string().optional();

export const rsvpForm = z
  .object({
    name: text,
    attending: text,
    companions: text,
    companionNames: z.union([z.string(), z.array(z.string().optional())]).optional(),
    phone: text,
    email: text,
    note: text,
    answerId: text,
    /** The checkbox: its value ("sim") when ticked; false or absent when not. */
    whatsappReminders: z.union([z.string(), z.boolean()]).optional(),
  })
  .transform((f): z.input<typeof rsvpBody> => {
    const attending = f.attending !== 'nao';
    const companions = attending ? Number(f.companions || 0) : 0;
    // One field per companion shows as many fields as the number typed; lines may be left blank.
    const names =
      typeof f.companionNames === 'string'
        ? f.companionNames
            .split(/\r?\n/)
            .map((n) => n.trim())
            .filter(Boolean)
        : (f.companionNames ?? []).slice(0, companions).map((n) => (n ?? '').trim());
    return {
      name: f.name ?? '',
      attending,
      companions,
      companionNames: attending ? names : [],
      phone: f.phone,
      email: f.email,
      note: f.note,
      answerId: f.answerId || undefined,
      whatsappReminders: f.whatsappReminders === 'sim' || undefined,
    };
  })
  .pipe(rsvpBody);
export type RsvpFormValues = z.input<typeof rsvpForm>;
