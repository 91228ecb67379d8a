// The help assistant's knowledge base as a fresh start has it (issue 25): the FAQ, fees, release,
// withdrawals, checkout, RSVP, themes and the paid extras, in the platform's words. Figures are the
// settings' (`{taxa}`, `{liberacao}`...), filled in when answered. An article an admin changed or
// removed is never written back: rows are added by address only when missing.
import type { HelpArticleInput } from '../../../shared/help.ts';
import type { Db } from '../client.ts';
import { helpArticles } from '../schema.ts';

type Seed = Omit<HelpArticleInput, 'published'>;

export const helpArticleSeeds: Seed[] = [
  {
    slug: 'site-gratis',
    title: 'O site de casamento é mesmo grátis?',
    answer:
      'Sim. O site custa {preco_site}, sem mensalidade e sem limite de fotos, vídeos, músicas ou edições. Só os serviços adicionais, como o domínio próprio, são pagos, e são opcionais.',
    examples: ['quanto custa o site', 'tem mensalidade', 'preciso pagar para ter o site', 'é de graça'],
    audience: 'casal',
  },
  {
    slug: 'lista-de-presentes',
    title: 'Como funciona a lista de presentes em dinheiro?',
    answer:
      'Vocês montam uma lista de presentes virtuais, pronta ou personalizada. Quando um convidado presenteia, o valor vai para a carteira do casal e pode ser sacado por PIX.',
    examples: ['como funciona a lista', 'os presentes são de verdade', 'como recebo os presentes'],
    audience: 'todos',
  },
  {
    slug: 'taxa-da-lista',
    title: 'Qual é a taxa da lista de presentes?',
    answer:
      'A taxa é de {taxa} por presente recebido. Vocês escolhem se ela fica com os noivos ou se é repassada aos convidados no pagamento.',
    examples: ['quanto vocês cobram', 'qual a porcentagem', 'tem taxa nos presentes'],
    audience: 'todos',
  },
  {
    slug: 'repassar-taxa',
    title: 'Posso repassar a taxa para os convidados?',
    answer:
      'Pode. Em "Configurações da lista", escolham se a taxa de {taxa} fica com vocês ou se é somada ao valor que o convidado paga. A escolha vale para os próximos presentes.',
    examples: ['quem paga a taxa', 'o convidado paga a taxa', 'cobrar a taxa do convidado'],
    audience: 'casal',
  },
  {
    slug: 'liberacao-do-dinheiro',
    title: 'Quando o dinheiro fica disponível para saque?',
    answer:
      'Em até {liberacao} após a confirmação do pagamento, seja PIX, boleto ou cartão. O valor aparece na carteira como "a liberar" até lá e depois fica disponível para saque.',
    examples: [
      'quando o dinheiro cai na conta dos noivos',
      'em quanto tempo recebo o dinheiro',
      'quando posso sacar',
      'quanto tempo para liberar',
    ],
    audience: 'todos',
  },
  {
    slug: 'sacar-por-pix',
    title: 'Como faço para sacar o dinheiro?',
    answer:
      'Na carteira do painel, toque em "Sacar", confira o valor e confirme. O saque vai para a chave PIX cadastrada, custa {tarifa_saque} e chega em até {prazo_saque}. Não há limite de saques.',
    examples: [
      'como faço para sacar',
      'como retirar o dinheiro',
      'transferir para minha conta',
      'resgatar os presentes',
    ],
    audience: 'casal',
  },
  {
    slug: 'chave-pix',
    title: 'Como cadastro a chave PIX para receber os saques?',
    answer:
      'Em "Carteira", escolham "Chave PIX" e informem a chave (CPF, e-mail, celular ou aleatória) do titular da conta. Por segurança, trocar a chave pede a confirmação por e-mail e os saques ficam suspensos por um tempo.',
    examples: ['cadastrar chave pix', 'trocar a chave pix', 'mudar a conta do saque'],
    audience: 'casal',
  },
  {
    slug: 'saque-em-analise',
    title: 'Por que parte do meu dinheiro está em análise?',
    answer:
      'Presentes pagos com cartão acima de um valor passam por uma análise antes do primeiro saque, para proteger vocês de contestações. O valor continua na carteira e é liberado ao fim da análise.',
    examples: ['saque bloqueado', 'dinheiro em análise', 'não consigo sacar tudo'],
    audience: 'casal',
  },
  {
    slug: 'pagar-com-pix',
    title: 'Como pago um presente com PIX?',
    answer:
      'Escolha o presente, informe seu nome e e-mail e selecione PIX. Aparece um QR code e o código "copia e cola" para pagar no aplicativo do banco. A confirmação é automática, em segundos.',
    examples: ['pagar com pix', 'qr code do pix', 'copia e cola'],
    audience: 'convidado',
  },
  {
    slug: 'pagar-com-boleto',
    title: 'Posso pagar o presente com boleto?',
    answer:
      'Pode. Escolha boleto no pagamento: ele vence em poucos dias e pode ser pago no banco, na lotérica ou no aplicativo. A confirmação leva até 3 dias úteis depois do pagamento.',
    examples: ['pagar com boleto', 'gerar boleto', 'boleto vence quando'],
    audience: 'convidado',
  },
  {
    slug: 'pagar-com-cartao',
    title: 'Posso parcelar o presente no cartão?',
    answer:
      'Sim, no cartão de crédito em até {parcelas}. Os dados do cartão vão direto para o processador de pagamentos, não ficam guardados no site.',
    examples: ['parcelar no cartão', 'pagar com cartão de crédito', 'quantas vezes posso parcelar'],
    audience: 'convidado',
  },
  {
    slug: 'convidado-sem-cadastro',
    title: 'Preciso criar uma conta para dar um presente?',
    answer:
      'Não. O convidado escolhe o presente no site do casal e paga informando só nome e e-mail, sem cadastro e sem senha.',
    examples: ['preciso de cadastro para presentear', 'tenho que criar conta', 'convidado precisa de login'],
    audience: 'convidado',
  },
  {
    slug: 'comprovante-do-presente',
    title: 'Recebo um comprovante do presente?',
    answer:
      'Sim. Assim que o pagamento é confirmado, enviamos um e-mail com o comprovante para o endereço informado no pagamento. Os noivos também são avisados na hora.',
    examples: ['comprovante do pagamento', 'recibo do presente', 'os noivos ficam sabendo'],
    audience: 'convidado',
  },
  {
    slug: 'mensagem-com-presente',
    title: 'Posso deixar uma mensagem junto com o presente?',
    answer:
      'Pode. No pagamento há um campo de mensagem para os noivos; ela aparece para o casal junto com o presente recebido.',
    examples: ['mandar recado com o presente', 'escrever uma mensagem para os noivos'],
    audience: 'convidado',
  },
  {
    slug: 'estorno',
    title: 'E se eu precisar cancelar um presente?',
    answer:
      'Escreva para {email_contato} com o e-mail usado no pagamento. Pagamentos estornados saem da carteira do casal; presentes em cartão seguem as regras da operadora.',
    examples: ['cancelar presente', 'pedir reembolso', 'paguei errado', 'devolver o dinheiro'],
    audience: 'todos',
  },
  {
    slug: 'confirmar-presenca',
    title: 'Como os convidados confirmam presença?',
    answer:
      'No próprio site do casal, em "Confirme sua presença", informando os nomes e o número de acompanhantes. Quem recebeu um convite pessoal responde pelo link do convite, já com o nome de cada um. O casal acompanha tudo em tempo real no painel.',
    examples: ['como confirmar presença', 'rsvp', 'vou ao casamento como aviso'],
    audience: 'todos',
  },
  {
    slug: 'mudar-resposta',
    title: 'Posso mudar minha confirmação de presença?',
    answer:
      'Pode, até o prazo que os noivos definiram. Abra o mesmo link do convite e responda de novo: vale a última resposta.',
    examples: ['mudar resposta', 'não vou mais', 'errei na confirmação'],
    audience: 'convidado',
  },
  {
    slug: 'prazo-de-confirmacao',
    title: 'Como defino um prazo para as confirmações?',
    answer:
      'Em "Eventos e confirmações", escolham a data limite. Depois dela o site deixa de aceitar respostas, e os convidados veem o prazo no convite.',
    examples: ['prazo para confirmar', 'data limite do rsvp', 'encerrar confirmações'],
    audience: 'casal',
  },
  {
    slug: 'temas',
    title: 'Quais temas posso usar no site?',
    answer:
      'São {modelos} para escolher, com cores, fontes e elementos gráficos. Dá para trocar de tema a qualquer momento em "Site" > "Tema", sem perder o conteúdo.',
    examples: ['trocar o tema', 'mudar o layout do site', 'quantos modelos tem'],
    audience: 'casal',
  },
  {
    slug: 'personalizar-site',
    title: 'Como personalizo o site?',
    answer:
      'Em "Site", vocês editam textos, fotos, vídeos, músicas, a ordem das seções e as cores, com uma prévia ao lado. As mudanças aparecem no site publicado assim que salvas.',
    examples: ['editar o site', 'colocar fotos', 'mudar as cores', 'alterar a data do casamento'],
    audience: 'casal',
  },
  {
    slug: 'publicar-site',
    title: 'Como publico o site?',
    answer:
      'Em "Site" > "Publicação e senha", toquem em "Publicar". O endereço fica no ar na hora e pode ser compartilhado pelo WhatsApp ou pelo QR code.',
    examples: ['colocar o site no ar', 'publicar o site', 'compartilhar o site'],
    audience: 'casal',
  },
  {
    slug: 'senha-no-site',
    title: 'Posso proteger o site com senha?',
    answer:
      'Pode. Em "Publicação e senha", ativem a senha: só quem a receber verá o site. Sites com senha nunca aparecem no Google.',
    examples: ['site privado', 'colocar senha', 'esconder o site'],
    audience: 'casal',
  },
  {
    slug: 'aparecer-no-google',
    title: 'O site aparece no Google?',
    answer:
      'Só se vocês quiserem. Por padrão o site não aparece em buscadores; para aparecer, marquem "Aparecer em buscadores (Google)" em "Publicação e senha".',
    examples: ['achar o site no google', 'site nos buscadores', 'esconder do google'],
    audience: 'casal',
  },
  {
    slug: 'dominio-proprio',
    title: 'Posso ter um domínio próprio, como nomedocasal.com.br?',
    answer:
      'Pode, em "Serviços Adicionais": buscamos o nome, registramos e deixamos o site no ar nele por {preco_dominio}. Se vocês já têm um domínio, é só apontá-lo para nós.',
    examples: ['endereço personalizado', 'comprar domínio', 'usar meu domínio'],
    audience: 'casal',
  },
  {
    slug: 'copia-do-site',
    title: 'Posso guardar uma cópia do site depois do casamento?',
    answer:
      'Pode. A "Cópia do site" ({preco_copia}) é um arquivo com as páginas, fotos, recados e confirmações, que abre no computador sem internet.',
    examples: ['baixar o site', 'guardar as mensagens', 'lembrança do site'],
    audience: 'casal',
  },
  {
    slug: 'lista-de-convidados',
    title: 'Como monto a lista de convidados e os convites pessoais?',
    answer:
      'Em "Convidados", cadastrem cada família ou grupo com seus nomes, ou importem uma planilha. Cada convite ganha um link pessoal para confirmar presença, que vocês enviam pelo WhatsApp.',
    examples: ['importar convidados', 'link pessoal do convite', 'enviar convite pelo whatsapp'],
    audience: 'casal',
  },
  {
    slug: 'papelaria-digital',
    title: 'O que é a papelaria digital?',
    answer:
      'Convite, Save the Date e Comunicado com o tema do site, editados no painel e baixados como imagem ou PDF para enviar por mensagem ou imprimir.',
    examples: ['save the date', 'convite digital', 'baixar o convite em pdf'],
    audience: 'casal',
  },
  {
    slug: 'acesso-compartilhado',
    title: 'Meu par ou o cerimonial podem acessar o painel?',
    answer:
      'Podem. Em "Acesso compartilhado", convidem o par (acesso completo, inclusive à carteira) ou o cerimonial (tudo, menos o dinheiro). Cada um entra com o próprio e-mail e senha.',
    examples: ['dar acesso ao noivo', 'cerimonialista no painel', 'compartilhar a conta'],
    audience: 'casal',
  },
  {
    slug: 'mural-de-recados',
    title: 'Como funciona o mural de recados?',
    answer:
      'Os convidados deixam mensagens no site. Vocês podem aprovar cada recado antes de ele aparecer, ou deixar que apareçam na hora, em "Recados recebidos".',
    examples: ['aprovar recados', 'mensagens dos convidados', 'apagar um recado'],
    audience: 'todos',
  },
  {
    slug: 'excluir-conta',
    title: 'Como excluo minha conta e meus dados?',
    answer:
      'Em "Minha conta", escolham "Excluir conta". Antes, saquem o saldo da carteira: contas com dinheiro não podem ser excluídas. Também é possível baixar uma cópia dos seus dados.',
    examples: ['apagar minha conta', 'lgpd', 'baixar meus dados'],
    audience: 'casal',
  },
  {
    slug: 'falar-com-atendimento',
    title: 'Como falo com o atendimento?',
    answer: 'Escreva para {email_contato}. Atendemos das {atendimento}, e respondemos na ordem de chegada.',
    examples: ['falar com uma pessoa', 'atendimento', 'suporte', 'contato'],
    audience: 'todos',
  },
];

export async function seedHelpArticles(db: Db): Promise<void> {
  await db
    .insert(helpArticles)
    .values(helpArticleSeeds.map((a) => ({ ...a, published: true })))
    .onConflictDoNothing({ target: helpArticles.slug });
}
