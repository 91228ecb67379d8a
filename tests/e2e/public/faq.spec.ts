import type { Page } from '@playwright/test';
import { defaultMarketingContent } from '../../../src/shared/marketing-content-defaults.ts';
import { formatPercent } from '../../../src/shared/money.ts';
import { defaultPublicSettings as settings } from '../../../src/shared/settings.ts';
import { settingsPhrases } from '../../../src/shared/settings-phrases.ts';
import { pricingFaq } from '../../../src/web/public/marketing/pricing-content.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

const phrases = settingsPhrases(settings);

/** One item open at a time; clicking the open item again collapses it. */
async function expectOneOpenAtATime(page: Page, questions: string[]) {
  const buttons = questions.map((q) => page.getByRole('button', { name: q }));
  for (const b of buttons) await expect(b).toHaveAttribute('aria-expanded', 'false');

  const [first, second] = buttons;
  await first!.click();
  await expect(first!).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: questions[0] })).toBeVisible();

  await second!.click();
  await expect(second!).toHaveAttribute('aria-expanded', 'true');
  await expect(first!).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: questions[0] })).toBeHidden();
  await expect(page.getByRole('region', { name: questions[1] })).toBeVisible();

  await second!.click();
  for (const b of buttons) await expect(b).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: questions[1] })).toBeHidden();
}

test('landing FAQ has six questions, one open at a time, and an open one collapses again', async ({
  page,
}) => {
  await page.goto(`${hosts.public}/`);
  const content = defaultMarketingContent.faq;
  const questions = content.items.map((q) => q.question);
  expect(questions).toHaveLength(6);

  const faq = page.getByRole('region', { name: content.title });
  await expect(faq.getByRole('heading', { level: 3 })).toHaveText(questions);
  await expectOneOpenAtATime(page, questions);

  const feeQuestion = page.getByRole('button', { name: 'Qual é a taxa da lista de presentes?' });
  await feeQuestion.click();
  await expect(page.getByRole('region', { name: 'Qual é a taxa da lista de presentes?' })).toContainText(
    `A taxa é de ${formatPercent(settings.giftFeeBasisPoints)} por presente recebido.`,
  );
});

test('pricing FAQ uses the same one-open, collapsible accordion', async ({ page }) => {
  await page.goto(`${hosts.public}/precos-e-servicos`);
  await expectOneOpenAtATime(
    page,
    pricingFaq(phrases).map((q) => q.question),
  );
});
