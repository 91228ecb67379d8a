// Issue 19's kit rule, kept: a list's table is the list kit's DataTable and a form is the form kit's
// Form, so a new screen that writes its own <table> or <form> fails here and says where. The few
// exceptions below are not lists or forms of data, each with the reason it stands on its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname);

function screens(dir = web): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : screens(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test') ? [relative(web, path)] : [];
  });
}

function filesWriting(tag: string): string[] {
  return screens()
    .filter((file) => readFileSync(join(web, file), 'utf8').includes(`<${tag}`))
    .sort();
}

describe('screens build lists and forms from the kit', () => {
  it('draws a table only through DataTable', () => {
    expect(filesWriting('table')).toEqual([
      // The admin home chart's figures as a table, for screen readers ("Ver os dados do gráfico").
      'admin/home/gifts-chart.tsx',
      'components/ui/data-table.tsx',
      // The boleto's printed slip, server-rendered for the guest to print.
      'guest/checkout/boleto-slip.tsx',
      // The DNS records a couple copies into their registrar: fixed rows, no list state.
      'painel/extras/dns-records.tsx',
      // The marketing page's fixed fee comparison.
      'public/marketing/fee-comparison-table.tsx',
    ]);
  });

  it('writes a form only through the form kit', () => {
    expect(filesWriting('form')).toEqual([
      'components/ui/form.tsx',
      // Guest pages are server HTML that posts without scripts; their islands take over when present.
      'guest/checkout/checkout-form.tsx',
      'guest/forms/guest-post-form.tsx',
      'guest/gifts/all-gifts.tsx',
      'guest/invitation/invitation-page.tsx',
      // The door's search: one box sent by "Buscar", no field to check.
      'painel/check-in/check-in-page.tsx',
      // Onboarding steps: choice cards and a live link check, saved by the step's own action.
      'painel/onboarding/choice-step-form.tsx',
      'painel/onboarding/congrats-step.tsx',
      'painel/onboarding/gift-list-info-step.tsx',
      'painel/onboarding/slug-step.tsx',
      // A withdrawal's confirmation: no field, one button after the review.
      'painel/wallet/withdrawal-review.tsx',
      // Public searches by GET, server-rendered, that work without scripts.
      'public/find-couple/find-couple-form.tsx',
      'public/landing/couple-search-form.tsx',
    ]);
  });
});
