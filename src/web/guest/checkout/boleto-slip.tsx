// A printable boleto (`/{slug}/pagamento/{token}/boleto`) for the sandbox provider, which issues
// its own slips: payee, payer, due date, amount, the linha digitável and the ITF barcode.
import { formatDateShort } from '../../../shared/dates.ts';
import { formatBRL } from '../../../shared/money.ts';
import { barcodeFromLine } from '../../../shared/payments/boleto.ts';
import { itfSvg } from '../../../shared/payments/itf-barcode.ts';
import type { PaymentView } from '../../../shared/payments/payment-view.ts';

export function BoletoSlip({ payment, payer }: { payment: PaymentView; payer: string }) {
  if (!payment.boleto) return null;
  const bars = itfSvg(barcodeFromLine(payment.boleto.line));
  const rows: [string, string][] = [
    ['Beneficiário', 'Nosso Sim (provedor de pagamentos de teste)'],
    ['Pagador', payer],
    ['Referente a', `${payment.itemName}, presente para ${payment.coupleNames}`],
    ['Vencimento', formatDateShort(payment.boleto.dueDate)],
    ['Valor do documento', formatBRL(payment.grossCents)],
  ];
  return (
    <main className="boleto">
      <h1>Boleto bancário</h1>
      <p className="boleto-line">{payment.boleto.line}</p>
      <table>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Instruções: pagável em qualquer banco, lotérica ou aplicativo até o vencimento.</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: bars drawn from the slip's own digits. */}
      <div className="boleto-bars" dangerouslySetInnerHTML={{ __html: bars }} />
      <button type="button" className="button" data-print hidden>
        Imprimir
      </button>
    </main>
  );
}
