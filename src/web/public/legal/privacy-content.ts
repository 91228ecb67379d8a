// Política de Privacidade (LGPD, Lei 13.709/2018). Retention periods follow the law (DESIGN.md 5).
import { brand } from '../../../shared/brand.ts';
import type { LegalSection } from './legal-document.tsx';

export const privacyTexts = {
  title: 'Política de Privacidade',
  updatedAt: '21 de novembro de 2026',
  intro: `Esta política explica quais dados pessoais o ${brand.name} trata, por que, com quem os compartilha, por quanto tempo os guarda e como vocês exercem os direitos garantidos pela Lei Geral de Proteção de Dados (LGPD).`,
} as const;

export const privacySections: LegalSection[] = [
  {
    id: 'controlador',
    title: 'Quem é o controlador',
    body: [
      `O ${brand.name} é o controlador dos dados pessoais tratados na plataforma, ou seja, quem decide como e para que eles são usados.`,
      {
        before: 'Para qualquer assunto de privacidade, fale com o nosso encarregado pelo e-mail',
        link: { label: brand.privacyEmail, to: `mailto:${brand.privacyEmail}` },
        after: '.',
      },
    ],
  },
  {
    id: 'dados',
    title: 'Dados que coletamos',
    body: [
      {
        list: [
          'Conta do casal: e-mail, nomes, gênero, data do casamento, telefone (opcional) e senha, guardada apenas de forma cifrada e irreversível.',
          'Site do casamento: textos, fotos, vídeos, músicas, locais da cerimônia e da recepção e as preferências de tema.',
          'Convidados: nomes e número de acompanhantes na confirmação de presença, recados no mural e, em um presente, nome, e-mail e mensagem de quem presenteia.',
          'Dados financeiros: valores, forma de pagamento, situação de cada pagamento, saques e a chave PIX informada para recebê-los. Os dados do cartão são tratados diretamente pela instituição de pagamento; não guardamos o número completo do cartão.',
          'Dados técnicos: endereço IP, data e hora de acesso, navegador e registros de uso necessários para a segurança.',
        ],
      },
    ],
  },
  {
    id: 'finalidades',
    title: 'Para que usamos e bases legais',
    body: [
      {
        list: [
          'Execução de contrato (art. 7º, V): criar e manter a conta, o site e a lista de presentes, processar pagamentos e saques e prestar atendimento.',
          'Cumprimento de obrigação legal (art. 7º, II): guardar registros financeiros, fiscais e de acesso exigidos por lei.',
          'Legítimo interesse (art. 7º, IX): proteger a plataforma, prevenir fraudes e melhorar o serviço, sempre respeitando as expectativas de vocês.',
          'Exercício regular de direitos (art. 7º, VI): defender-nos em processos judiciais, administrativos ou arbitrais.',
          'Consentimento (art. 7º, I): envio de novidades e conteúdos, que pode ser revogado a qualquer momento.',
        ],
      },
    ],
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    body: [
      'Não vendemos dados pessoais. Compartilhamos apenas o necessário com:',
      {
        list: [
          'instituições de pagamento parceiras, que processam PIX, boletos, cartões e transferências e podem usar os dados para prevenção à fraude;',
          'fornecedores de infraestrutura, como hospedagem e envio de e-mails, contratados com obrigações de confidencialidade e segurança;',
          'autoridades públicas, quando houver obrigação legal ou ordem judicial.',
        ],
      },
      'Confirmações de presença, recados e presentes são mostrados ao casal do respectivo casamento. O site do casamento é visível para quem tiver o link, salvo quando protegido por senha, e pode aparecer na busca de casais, a menos que o casal o oculte.',
      'Caso algum fornecedor trate dados fora do Brasil, a transferência seguirá as garantias dos arts. 33 a 36 da LGPD.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: [
      'Usamos apenas cookies essenciais, que mantêm vocês conectados com segurança. Não usamos cookies de publicidade nem de rastreamento de terceiros.',
    ],
  },
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos',
    body: [
      {
        list: [
          'Dados da conta, do site, dos convidados e recados: enquanto a conta existir. Ao excluir a conta, eles são apagados.',
          'Registros financeiros (pagamentos, taxas e saques): 5 anos, como exige a legislação tributária, mesmo após a exclusão da conta.',
          'Registros de acesso (endereço IP, data e hora): 6 meses, conforme o art. 15 do Marco Civil da Internet.',
        ],
      },
    ],
  },
  {
    id: 'seguranca',
    title: 'Segurança',
    body: [
      'Usamos conexão cifrada, senhas armazenadas com algoritmos de hash resistentes, sessões protegidas e acesso restrito aos dados apenas para quem precisa deles. Se ocorrer um incidente que possa trazer risco relevante, avisaremos os titulares e a ANPD.',
    ],
  },
  {
    id: 'direitos',
    title: 'Direitos do titular (art. 18 da LGPD)',
    body: [
      'Vocês podem, a qualquer momento e sem custo, solicitar:',
      {
        list: [
          'confirmação de que tratamos dados de vocês;',
          'acesso aos dados;',
          'correção de dados incompletos, inexatos ou desatualizados;',
          'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
          'portabilidade dos dados a outro fornecedor;',
          'eliminação dos dados tratados com base no consentimento;',
          'informação sobre as entidades com as quais compartilhamos dados;',
          'informação sobre a possibilidade de não dar consentimento e suas consequências;',
          'revogação do consentimento.',
        ],
      },
      'Vocês também podem se opor a um tratamento que descumpra a lei e apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
    ],
  },
  {
    id: 'exportar-excluir',
    title: 'Como exportar ou excluir a conta',
    body: [
      'No painel do casal, na área de dados da conta, vocês encontram as opções para exportar os dados em um arquivo e para excluir a conta.',
      'A exclusão apaga o perfil, o site, os convidados e os recados. Os registros financeiros ficam guardados pelo prazo legal descrito acima.',
      {
        before: 'Se preferirem, façam o pedido pelo e-mail',
        link: { label: brand.privacyEmail, to: `mailto:${brand.privacyEmail}` },
        after: '. Respondemos em até 15 dias.',
      },
    ],
  },
  {
    id: 'menores',
    title: 'Crianças e adolescentes',
    body: ['As contas são destinadas a maiores de 18 anos. Não coletamos conscientemente dados de crianças.'],
  },
  {
    id: 'encarregado',
    title: 'Encarregado (DPO)',
    body: [
      {
        before: 'O encarregado pelo tratamento de dados pessoais atende pelo e-mail',
        link: { label: brand.privacyEmail, to: `mailto:${brand.privacyEmail}` },
        after: '.',
      },
    ],
  },
  {
    id: 'atualizacoes',
    title: 'Atualizações desta política',
    body: [
      'Podemos atualizar esta política. A data da última atualização fica no topo da página e mudanças relevantes serão avisadas por e-mail ou no painel.',
    ],
  },
];
