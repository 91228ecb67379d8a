// What our browser code gets for `import … from 'zod'` (vite.config.ts resolves it here): zod,
// configured before any schema of ours is made, so zod loads with the first screen that makes one
// instead of with every entry. Schemas are built without `new Function` (zod's "jit"), which our
// content security policy forbids: zod probes for it when a schema is made, and though the probe is
// caught, the browser still reports a policy violation. Messages that can reach a person are pt-BR.
import { z } from 'zod';
import { installBrazilianZodMessages } from '../../shared/zod-messages.ts';

z.config({ jitless: true });
installBrazilianZodMessages();

export * from 'zod';
