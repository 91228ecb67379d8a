// The guest's checkout pages, drawn in the couple's theme behind the site's password gate: a gift's
// page with its checkout, the gravata page, a payment's page and the printable boleto.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EXTRAS_PANEL_PATH, extrasTexts } from '../../../shared/extras.ts';
import { originFor } from '../../../shared/hosts.ts';
import { maskCpf } from '../../../shared/payments/checkout.ts';
import { checkoutTexts } from '../../../shared/payments/checkout-texts.ts';
import { BoletoSlip } from '../../../web/guest/checkout/boleto-slip.tsx';
import { GravataPage } from '../../../web/guest/checkout/gravata-page.tsx';
import { PaymentStatus } from '../../../web/guest/checkout/payment-status.tsx';
import { GiftPage } from '../../../web/guest/gifts/gift-page.tsx';
import { extraOrders } from '../../db/schema.ts';
import { sendNotFoundPage } from '../../http/not-found-html.ts';
import { loadGuestGift } from '../guest-site/load-gifts.ts';
import { findPublishedWedding, loadSiteData } from '../guest-site/load-site.ts';
import { siteQrSvg } from '../guest-site/qr-code.ts';
import { documentHtml, renderPasswordGate, siteMeta } from '../guest-site/render-document.ts';
import { isUnlocked } from '../guest-site/site-access.ts';
import { paymentByToken } from '../payments/payment-view.ts';
import { allowIndexing, isSiteIndexable } from '../seo/guest-indexing.ts';
import { getSettings } from '../settings/service.ts';
import { checkoutFormProps, type FormValues } from './checkout-form-state.ts';

type Found = NonNullable<Awaited<ReturnType<typeof findPublishedWedding>>>;

export function notFound(app: FastifyInstance, reply: FastifyReply) {
  return sendNotFoundPage(reply, app.config);
}

/**
 * A page of the couple's site: in their theme, behind their password (not the couple's own
 * purchase pages, whose link is their secret), never cached by others.
 */
export async function sitePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  found: Found,
  page: {
    title: string;
    path: string;
    body: ReactElement;
    status?: number;
    ungated?: boolean;
    /** A page search engines may list (seo/guest-indexing.ts); every other is noindex. */
    indexable?: boolean;
  },
) {
  const { data } = await loadSiteData(app.db, found);
  const siteUrl = `${originFor('noivos', app.config.baseHost, app.config.protocol)}/${found.wedding.slug}`;
  const site = { ...data, siteUrl };
  reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
  if (!page.ungated && !isUnlocked(request, found.wedding))
    return reply.send(renderPasswordGate(site, `${siteUrl}/og.png`, false));
  const meta = siteMeta(site, `${siteUrl}/og.png`);
  if (page.indexable) allowIndexing(reply);
  return reply
    .status(page.status ?? 200)
    .send(
      documentHtml(
        data.design,
        { ...meta, title: `${page.title} | ${meta.title}`, url: `${siteUrl}${page.path}` },
        renderToStaticMarkup(page.body),
        '',
        { script: 'checkout', indexable: page.indexable },
      ),
    );
}

type PageForm = Omit<Parameters<typeof checkoutFormProps>[0], 'settings' | 'feePayer' | 'provider'>;

/** A page's checkout form, under the platform's settings, the couple's fee choice and our provider. */
async function checkoutForm(app: FastifyInstance, found: Found, form: PageForm) {
  const settings = await getSettings(app.db);
  return checkoutFormProps({
    settings,
    feePayer: found.wedding.feePayer,
    provider: app.payments.provider,
    ...form,
  });
}

const coupleNames = (found: Found) => `${found.couple.name1 ?? ''} & ${found.couple.name2 ?? ''}`;

export interface FormState {
  values?: FormValues;
  errors?: Record<string, string>;
  formError?: string | null;
  newKey?: boolean;
}

export async function giftCheckoutPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  itemId: string,
  state: FormState & { status?: number } = {},
) {
  const found = await findPublishedWedding(app.db, slug);
  const gift = found ? await loadGuestGift(app.db, found.wedding, itemId) : null;
  if (!found || !gift) return notFound(app, reply);
  const checkout = await checkoutForm(app, found, {
    action: `/${slug}/presentes/${gift.id}`,
    unitCents: gift.allowsCustomAmount ? null : gift.priceCents,
    maxQuantity: gift.allowsCustomAmount ? 1 : gift.remaining,
    methods: ['pix', 'boleto', 'card'],
    ...state,
  });
  return sitePage(app, request, reply, found, {
    title: gift.name,
    path: `/presentes/${gift.id}`,
    status: state.status,
    // A gift's page is as public as the list that links to it; what a guest posted is theirs.
    indexable: isSiteIndexable(found.wedding) && Object.keys(state).length === 0,
    body: createElement(GiftPage, { slug, names: coupleNames(found), gift, checkout }),
  });
}

export async function gravataCheckoutPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  state: FormState & { status?: number } = {},
) {
  const found = await findPublishedWedding(app.db, slug);
  if (!found) return notFound(app, reply);
  const checkout = await checkoutForm(app, found, {
    action: `/${slug}/gravata`,
    unitCents: null,
    maxQuantity: 1,
    methods: ['pix'],
    ...state,
  });
  return sitePage(app, request, reply, found, {
    title: checkoutTexts.gravataTitle,
    path: '/gravata',
    status: state.status,
    body: createElement(GravataPage, { slug, names: coupleNames(found), checkout }),
  });
}

export async function paymentPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  token: string,
  slip = false,
) {
  const found = await findPublishedWedding(app.db, slug);
  const paid = found ? await paymentByToken(app.db, token).catch(() => null) : null;
  if (!found || !paid || paid.payment.weddingId !== found.wedding.id) return notFound(app, reply);
  const { view, payment } = paid;
  // The couple's own purchase: its secret link is enough, and it leads back to their panel.
  const purchase = payment.kind === 'servico' ? await purchaseLinks(app, payment.extraOrderId, slug) : null;
  if (slip) {
    if (!view.boleto) return notFound(app, reply);
    const payer = `${payment.contributorName}${payment.contributorCpf ? `, CPF ${maskCpf(payment.contributorCpf)}` : ''}`;
    return sitePage(app, request, reply, found, {
      title: 'Boleto',
      path: `/pagamento/${token}/boleto`,
      ungated: !!purchase,
      body: createElement(BoletoSlip, { payment: view, payer }),
    });
  }
  const qrSvg = view.pix && view.status === 'pendente' ? await siteQrSvg(view.pix.payload, '#000000') : null;
  const retryUrl = purchase
    ? purchase.retryUrl
    : payment.kind === 'gravata'
      ? `/${slug}/gravata`
      : payment.giftListItemId
        ? `/${slug}/presentes/${payment.giftListItemId}`
        : null;
  return sitePage(app, request, reply, found, {
    title: checkoutTexts.status[view.status],
    path: `/pagamento/${token}`,
    ungated: !!purchase,
    body: createElement(PaymentStatus, {
      payment: view,
      slug,
      qrSvg,
      retryUrl,
      back: purchase ? { href: purchase.panelUrl, label: extrasTexts.backToPanel } : undefined,
    }),
  });
}

/** A purchase's page: back to "Serviços Adicionais", and a declined card tries its order again. */
async function purchaseLinks(app: FastifyInstance, orderId: string | null, slug: string) {
  const [order] = orderId
    ? await app.db.select({ token: extraOrders.token }).from(extraOrders).where(eq(extraOrders.id, orderId))
    : [];
  return {
    panelUrl: `${originFor('painel', app.config.baseHost, app.config.protocol)}${EXTRAS_PANEL_PATH}`,
    retryUrl: order ? `/${slug}/servicos/${order.token}` : null,
  };
}
