// Imported first by each browser entry: Zod builds its schemas without `new Function` (its "jit"),
// which our content security policy forbids. Zod probes for it when a schema is made, so this must
// run before any module that makes one; the probe is caught, but the browser still reports a
// policy violation on every page.
import { z } from 'zod';

z.config({ jitless: true });
