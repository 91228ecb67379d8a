// What a gift tile says under the price: its quotas or quantity and how many guests already gave.
import { type GiftItem, remaining, remainingLine } from '../../../shared/gift-list.ts';
import { formatBRL } from '../../../shared/money.ts';

export function GiftTileDetails({ gift }: { gift: GiftItem }) {
  const left = gift.quantitySold > 0 ? remainingLine({ ...gift, remaining: remaining(gift) }) : null;
  return (
    <>
      {gift.isQuota ? (
        <p>
          {gift.quantityAvailable} cotas de {formatBRL(gift.priceCents)}
        </p>
      ) : (
        gift.quantityAvailable > 1 && <p>Quantidade: {gift.quantityAvailable}</p>
      )}
      {left && <p className="font-medium text-teal-dark">{left}</p>}
    </>
  );
}
