// The gift list's forms: a gift's fields each with the schema's message, quotas, the server's
// refusal on its field; the thank-you, external lists and other lists with their one-line messages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type GiftItem, giftListMessages } from '../../../shared/gift-list.ts';
import { moneyInputMessages } from '../../../shared/money-input.ts';
import { type ReceivedGift, thankYouMessages } from '../../../shared/payments/gifts-received.ts';
import { ApiError } from '../../lib/api.ts';
import { expectRefusal, retype } from '../../testing/form-helpers.ts';
import { ExternalListsPage } from './external-lists-page.tsx';
import { GiftFormDialog } from './gift-form-dialog.tsx';
import { addExternalLink, createList, renameList } from './gift-list-api.ts';
import { OtherListsPage } from './other-lists-page.tsx';
import { sendThanks } from './received-api.ts';
import { ThankYouDialog } from './thank-you-dialog.tsx';

vi.mock('./gift-list-api.ts', () => ({
  addExternalLink: vi.fn(async () => undefined),
  removeExternalLink: vi.fn(async () => undefined),
  createList: vi.fn(async () => undefined),
  renameList: vi.fn(async () => undefined),
  deleteList: vi.fn(async () => undefined),
}));
vi.mock('./received-api.ts', () => ({
  receivedKeys: { all: (id: string) => ['received', id] },
  sendThanks: vi.fn(async () => undefined),
}));
vi.mock('./use-gift-list.ts', () => ({
  useLoadedGiftList: () => ({
    weddingId: 'w1',
    state: {
      externalLinks: [],
      lists: [{ id: 'l1', name: 'Casamento', isMain: true, itemCount: 3, totalCents: 30_000 }],
    },
  }),
  useGiftListRefresh: () => async () => undefined,
  useGiftListWrite: () => async (write: () => Promise<unknown>) => {
    await write();
  },
}));

function withQueries(node: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

const paris: GiftItem = {
  id: 'g1',
  listId: 'l1',
  productId: null,
  name: 'Lua de mel em Paris',
  description: '',
  imageUrl: null,
  categoryId: null,
  priceCents: 30_000,
  quantityAvailable: 10,
  quantitySold: 3,
  isQuota: true,
  allowsCustomAmount: false,
};

/** "Criar presente personalizado" for the main list, saving through `onSave`. */
function renderNewGift(onSave: () => Promise<void>, onClose = vi.fn()) {
  render(
    <GiftFormDialog
      weddingId="w1"
      target={{ mode: 'create', listId: 'l1' }}
      categories={[]}
      onClose={onClose}
      onSave={onSave}
    />,
  );
}

describe('Criar presente personalizado', () => {
  it('shows each missing field its message and does not save', async () => {
    const onSave = vi.fn(async () => undefined);
    renderNewGift(onSave);
    const dialog = screen.getByRole('dialog', { name: 'Criar presente personalizado' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar presente' }));
    expect(await within(dialog).findByText(giftListMessages.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(giftListMessages.pricePositive)).toBeTruthy();
    expect(within(dialog).getByLabelText('Nome do presente *').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Valor (R$) *').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('splits into quotas and saves the parsed gift', async () => {
    const onSave = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderNewGift(onSave, onClose);
    await userEvent.type(screen.getByLabelText('Nome do presente *'), 'Lua de mel');
    await userEvent.click(screen.getByLabelText(/Dividir em cotas/));
    expect((screen.getByLabelText('Número de cotas') as HTMLInputElement).value).toBe('10');
    await userEvent.type(screen.getByLabelText('Valor de cada cota (R$) *'), '300');
    expect(screen.getByText('10 cotas de R$ 300,00 = R$ 3.000,00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar presente' }));
    expect(onSave).toHaveBeenCalledWith(
      { mode: 'create', listId: 'l1' },
      {
        name: 'Lua de mel',
        description: '',
        categoryId: null,
        isQuota: true,
        priceCents: 30_000,
        quantity: 10,
      },
    );
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Valor do presente', () => {
  it('takes the value as money typed in pt-BR, shows it back formatted and clears its error as it is fixed', async () => {
    const onSave = vi.fn(async () => undefined);
    renderNewGift(onSave);
    await userEvent.type(screen.getByLabelText('Nome do presente *'), 'Jogo de panelas');
    const price = screen.getByLabelText('Valor (R$) *') as HTMLInputElement;
    await userEvent.type(price, '35,0,0');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar presente' }));
    expect(await screen.findByText(moneyInputMessages.unreadable)).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');

    await retype(price, '1.350,5');
    expect(screen.queryByText(moneyInputMessages.unreadable)).toBeNull();
    expect(price.getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    expect(price.value).toBe('1.350,50');

    await retype(price, '350,00');
    await userEvent.tab();
    expect(price.value).toBe('350,00');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar presente' }));
    expect(onSave).toHaveBeenCalledWith(
      { mode: 'create', listId: 'l1' },
      expect.objectContaining({ name: 'Jogo de panelas', priceCents: 35_000, quantity: 1 }),
    );
  });

  it("shows an edited gift's value formatted", () => {
    render(
      <GiftFormDialog
        weddingId="w1"
        target={{ mode: 'edit', gift: { ...paris, priceCents: 135_050 } }}
        categories={[]}
        onClose={vi.fn()}
        onSave={vi.fn()}
      />,
    );
    expect((screen.getByLabelText('Valor de cada cota (R$) *') as HTMLInputElement).value).toBe('1.350,50');
  });
});

describe('Editar presente', () => {
  it('keeps quantities at or above what guests gave, and puts a server issue on its field', async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION', giftListMessages.quotasRange, [
          { path: 'quantity', message: giftListMessages.quotasRange },
        ]),
      );
    render(
      <GiftFormDialog
        weddingId="w1"
        target={{ mode: 'edit', gift: paris }}
        categories={[]}
        onClose={vi.fn()}
        onSave={onSave}
      />,
    );
    const quotas = screen.getByLabelText('Número de cotas');
    expect(screen.getByText('Já presenteados: 3')).toBeTruthy();
    await retype(quotas, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar presente' }));
    expect(await screen.findByText(giftListMessages.belowSold(3))).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await retype(quotas, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar presente' }));
    expect(await screen.findByText(giftListMessages.quotasRange)).toBeTruthy();
    expect(quotas.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(quotas);
  });
});

describe('Agradecer', () => {
  it('asks for a message, then sends it', async () => {
    const gift = { id: 'p1', guestName: 'Tia Rosa', guestEmail: 'rosa@example.com', thankedAt: null };
    withQueries(<ThankYouDialog weddingId="w1" gift={gift as ReceivedGift} />);
    await userEvent.click(screen.getByRole('button', { name: /Agradecer/ }));
    const dialog = screen.getByRole('dialog', { name: 'Agradecer Tia' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar agradecimento' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(thankYouMessages.required);
    await userEvent.type(within(dialog).getByLabelText('Mensagem de agradecimento'), 'Obrigada!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar agradecimento' }));
    expect(sendThanks).toHaveBeenCalledWith('w1', 'p1', 'Obrigada!');
  });
});

describe('Incluir lista externa', () => {
  it('asks for a full address and saves the link', async () => {
    withQueries(<ExternalListsPage />);
    await userEvent.type(screen.getByLabelText('Nome da loja'), 'Loja Bonita');
    const url = screen.getByLabelText('Endereço da lista');
    await userEvent.type(url, 'lojabonita.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Incluir lista' }));
    await expectRefusal(giftListMessages.urlInvalid, url);
    await retype(url, 'https://www.lojabonita.com.br/lista');
    await userEvent.click(screen.getByRole('button', { name: 'Incluir lista' }));
    expect(addExternalLink).toHaveBeenCalledWith('w1', {
      storeName: 'Loja Bonita',
      url: 'https://www.lojabonita.com.br/lista',
    });
    expect((url as HTMLInputElement).value).toBe('');
  });
});

describe('Adicionar outras listas', () => {
  it('asks for a name, takes a suggestion and renames a list', async () => {
    withQueries(<OtherListsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Criar lista' }));
    await expectRefusal(giftListMessages.listNameRequired);
    await userEvent.click(screen.getByRole('button', { name: 'Chá de Panela' }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar lista' }));
    expect(createList).toHaveBeenCalledWith('w1', 'Chá de Panela');

    await userEvent.click(screen.getByRole('button', { name: 'Renomear Casamento' }));
    const rename = screen.getAllByLabelText('Nome da lista')[1] as HTMLInputElement;
    expect(rename.value).toBe('Casamento');
    await retype(rename, 'Casamento civil');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar o nome de Casamento' }));
    expect(renameList).toHaveBeenCalledWith('w1', 'l1', 'Casamento civil');
  });
});
