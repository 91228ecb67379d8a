// A PIX key as the couple reads it everywhere in the wallet: "CPF 529.982.247-25",
// "Celular (11) 98765-4321", "E-mail ana@exemplo.com", not the digits the bank stores.
import { type PixKeyType, pixKeyTypeLabels } from '../../../shared/payments/pix.ts';
import { formatPhone } from '../../lib/phone-mask.ts';

function formattedKey(type: PixKeyType, key: string): string {
  if (type === 'cpf') {
    const d = key.replace(/\D/g, '');
    return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : key;
  }
  // The bank's form is "+5511987654321": the country code goes, the phone mask reads the rest.
  if (type === 'telefone') return formatPhone(key.replace(/^\+55/, ''));
  return key;
}

export function keyLabel(key: { type: PixKeyType; key: string }): string {
  return `${pixKeyTypeLabels[key.type]} ${formattedKey(key.type, key.key)}`;
}
