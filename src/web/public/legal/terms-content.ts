// Termos de Uso. Fees, prices and delays come from the settings, like on every other page.

import { brand } from '../../../shared/brand.ts';
import { publicPaths } from '../../../shared/routes.ts';
import type { SettingsPhrases } from '../../../shared/settings-phrases.ts';
import type { LegalSection } from './legal-document.tsx';

export const termsTexts = {
  title: 'Termos de Uso',
  updatedAt: '21 de novembro de 2026',
  intro: `Estes Termos de Uso regem o uso da plataforma ${brand.name} por casais, convidados e visitantes. Ao criar uma conta ou usar o site, vocês concordam com as regras abaixo. Leiam com atenção: elas foram escritas para serem claras.`,
} as const;

export function termsSections(t: SettingsPhrases): LegalSection[] {
  return [
    {
      id: 'servico',
      title: 'O serviço',
      body: [
        `O ${brand.name} oferece gratuitamente a criação de um site de casamento e de uma lista de presentes em dinheiro. Também oferece serviços adicionais opcionais e pagos, descritos na página de Preços e Serviços.`,
        'Os presentes da lista são virtuais: o valor pago pelo convidado é convertido em dinheiro na carteira do casal. O Nosso Sim não vende nem entrega produtos.',
      ],
    },
    {
      id: 'cadastro',
      title: 'Cadastro e conta',
      body: [
        {
          list: [
            'Para criar uma conta é preciso ter pelo menos 18 anos e informar dados verdadeiros e atualizados.',
            'A senha é pessoal. Mantenham-na em segredo e avisem-nos se suspeitarem de uso indevido da conta.',
            'Vocês respondem pelas ações feitas com a conta de vocês.',
            'Cada casal pode alterar os dados do casamento, inclusive a data, a qualquer momento.',
          ],
        },
      ],
    },
    {
      id: 'site',
      title: 'Site de casamento e conteúdo',
      body: [
        'Textos, fotos, vídeos, músicas e demais conteúdos publicados no site pertencem a quem os enviou. Ao publicá-los, vocês nos autorizam a armazená-los e exibi-los apenas para prestar o serviço.',
        'Vocês garantem que têm o direito de usar o conteúdo publicado, inclusive imagens de terceiros e músicas.',
        'O site é público para quem tiver o link, a menos que vocês ativem a proteção por senha. Sites publicados podem aparecer na busca de casais; vocês podem ocultar o site dessa busca.',
      ],
    },
    {
      id: 'lista',
      title: 'Lista de presentes, pagamentos e saques',
      body: [
        {
          list: [
            `Os convidados pagam por PIX, boleto ou cartão de crédito em até ${t.installments}. Os pagamentos são processados por instituições de pagamento parceiras.`,
            `Sobre cada presente incide a taxa de ${t.giftFee}. O casal escolhe se a taxa fica com os noivos ou se é repassada ao convidado; no segundo caso, o valor cobrado do convidado é ajustado para que o casal receba o valor cheio do presente.`,
            `O valor de cada presente fica disponível para saque em até ${t.releaseDelay} após a confirmação do pagamento, sem contar feriados nacionais e bancários.`,
            `O saque é feito por PIX para uma chave de titularidade de um dos noivos e custa ${t.withdrawalFee}. Depois do pedido, o valor chega em até ${t.payoutDelay}.`,
            'Pagamentos contestados, estornados ou com indício de fraude podem ser retidos ou descontados do saldo da carteira até a conclusão da análise.',
          ],
        },
      ],
    },
    {
      id: 'servicos-pagos',
      title: 'Serviços adicionais',
      body: [
        `O domínio personalizado custa ${t.customDomainPrice} e a cópia do site custa ${t.siteDownloadPrice}, ambos com pagamento único. Os preços vigentes são sempre os exibidos no momento da contratação.`,
        'Nos termos do art. 49 do Código de Defesa do Consumidor, vocês podem desistir de uma contratação feita pela internet em até 7 dias, com reembolso integral.',
      ],
    },
    {
      id: 'convidados',
      title: 'Convidados',
      body: [
        'Convidados podem confirmar presença, deixar recados e presentear sem criar conta. Quem escreve um recado é responsável pelo que escreve; o casal pode remover recados do próprio site.',
      ],
    },
    {
      id: 'condutas',
      title: 'Condutas proibidas',
      body: [
        'Não é permitido usar a plataforma para:',
        {
          list: [
            'publicar conteúdo ilegal, ofensivo, discriminatório ou que viole direitos de terceiros;',
            'simular casamentos ou arrecadar dinheiro de forma enganosa;',
            'lavar dinheiro ou realizar qualquer transação ilícita;',
            'tentar acessar contas, dados ou sistemas sem autorização.',
          ],
        },
      ],
    },
    {
      id: 'propriedade',
      title: 'Propriedade intelectual',
      body: [
        `A marca ${brand.name}, os modelos de site, o código e o design da plataforma pertencem ao ${brand.name}. Vocês podem usá-los apenas para criar e exibir o site do casamento.`,
      ],
    },
    {
      id: 'encerramento',
      title: 'Suspensão e encerramento',
      body: [
        'Vocês podem excluir a conta a qualquer momento pelo painel do casal. Saldos disponíveis devem ser sacados antes da exclusão.',
        'Podemos suspender contas que violem estes termos, sempre informando o motivo, salvo quando a lei impedir.',
        'Mesmo após a exclusão, guardamos os registros exigidos por lei, como explicado na Política de Privacidade.',
      ],
    },
    {
      id: 'responsabilidade',
      title: 'Disponibilidade e responsabilidade',
      body: [
        'Trabalhamos para manter a plataforma no ar e segura, mas podem ocorrer interrupções para manutenção ou por motivos fora do nosso controle. Não respondemos pelo conteúdo publicado por casais e convidados nem por falhas de serviços de terceiros, nos limites da lei.',
      ],
    },
    {
      id: 'privacidade',
      title: 'Privacidade',
      body: [
        {
          before:
            'O tratamento de dados pessoais segue a Lei Geral de Proteção de Dados e está descrito na nossa',
          link: { label: 'Política de Privacidade', to: publicPaths.privacy },
          after: '.',
        },
      ],
    },
    {
      id: 'alteracoes',
      title: 'Alterações e lei aplicável',
      body: [
        'Podemos atualizar estes termos. Mudanças relevantes serão avisadas por e-mail ou no painel com antecedência.',
        'Estes termos seguem as leis brasileiras. Fica eleito o foro do domicílio do consumidor.',
      ],
    },
    {
      id: 'contato',
      title: 'Contato',
      body: [
        {
          before: `Atendimento das ${t.supportHours}, pelo e-mail`,
          link: { label: t.contactEmail, to: `mailto:${t.contactEmail}` },
          after: '.',
        },
      ],
    },
  ];
}
