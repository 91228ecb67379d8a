import type { CategoryTable } from './define-category.ts';

export const contribuicao: CategoryTable = {
  key: 'contribuicao',
  name: 'Contribuição',
  description: 'Cotas em dinheiro para os noivos usarem como quiserem: casa, festa, projetos e sonhos.',
  icon: 'Heart',
  itemType: 'Doação Livre',
  allowsCustomAmount: true,
  subcategories: [
    {
      key: 'contribuicao-livre',
      name: 'Contribuição livre',
      tags: ['contribuição', 'dinheiro'],
      rows: `
        Contribuição livre para os noivos | 10000 | Um presente em dinheiro, no valor que o seu coração mandar. | livre
        Presente em dinheiro para o novo lar | 20000 | Os noivos escolhem o que falta na casa nova. | casa nova
        Cota de carinho | 5000 | Um gesto simples para dizer que você está feliz por eles. | carinho
        Para o primeiro mercado da casa nova | 30000 | Geladeira e despensa cheias no primeiro mês de casados. | mercado, casa nova
        Ajuda para começar a vida a dois | 25000 | Um empurrãozinho para os primeiros passos do casal. | casal
        Cota dos padrinhos | 100000 | Um presente especial de quem estará ao lado dos noivos no altar. | padrinhos
        Cota da família | 50000 | Um presente de toda a família para o novo capítulo. | família
        Cota dos amigos da faculdade | 30000 | A turma toda junta num presente só. | amigos
        Vaquinha dos colegas de trabalho | 40000 | O presente coletivo da equipe, sem precisar combinar nada. | trabalho, coletivo
      `,
    },
    {
      key: 'contribuicao-casa-propria',
      name: 'Casa própria',
      tags: ['contribuição', 'casa própria'],
      rows: `
        Cota para a entrada do apartamento | 100000 | Ajude os noivos a conquistar as chaves do primeiro apartamento. | apartamento
        Cota para a reforma da cozinha | 50000 | Armários novos, bancada e a cozinha dos sonhos. | reforma, cozinha
        Cota para a reforma do banheiro | 40000 | Box novo, revestimento e chuveiro forte. | reforma, banheiro
        Cota para a mudança | 30000 | Caminhão, caixas e ajudantes para levar tudo para o novo endereço. | mudança
        Cota para os móveis planejados | 80000 | Armários sob medida para aproveitar cada cantinho. | móveis
        Cota para a pintura da casa | 25000 | Paredes novas com as cores que o casal escolher. | pintura
        Cota para as parcelas do financiamento | 150000 | Algumas parcelas a menos no caminho da casa quitada. | financiamento
        Cota para o enxoval da casa nova | 20000 | Toalhas, lençóis e tudo o que a casa nova pedir. | enxoval
        Cota para montar a varanda gourmet | 35000 | Churrasqueira, bancada e o cantinho para receber os amigos. | varanda, churrasco
      `,
    },
    {
      key: 'contribuicao-sonhos',
      name: 'Sonhos e projetos',
      tags: ['contribuição', 'sonhos'],
      rows: `
        Cota para o carro novo | 100000 | Para as viagens de fim de semana e a rotina do casal. | carro
        Cota para a pós-graduação | 60000 | Um investimento no futuro profissional dos noivos. | estudos
        Cota para o intercâmbio do casal | 80000 | Morar fora, aprender uma língua e viver uma aventura juntos. | intercâmbio, viagem
        Cota para o quartinho do bebê | 40000 | Para quando a família crescer. | bebê, família
        Cota para adotar um pet | 20000 | Vacinas, caminha e ração para o novo membro da família. | pets
        Cota para o curso de idiomas | 30000 | Inglês, espanhol ou italiano para a próxima viagem. | estudos, idiomas
        Cota para a reserva de emergência | 50000 | Tranquilidade financeira para começar a vida a dois. | finanças
        Cota para a viagem de um ano de casados | 60000 | Para comemorar as bodas de papel em grande estilo. | viagem, aniversário
        Cota para abrir o próprio negócio | 100000 | Um empurrão para o sonho de empreender do casal. | empreender
      `,
    },
    {
      key: 'contribuicao-festa',
      name: 'Festa do casamento',
      tags: ['contribuição', 'festa'],
      rows: `
        Cota para o bolo de casamento | 30000 | O bolo lindo e gostoso que todo mundo vai fotografar. | bolo
        Cota para o buffet da festa | 80000 | Comida boa e farta para celebrar com os convidados. | buffet
        Cota para o DJ e a pista de dança | 50000 | Para ninguém ficar parado na festa. | música, dança
        Cota para o vestido da noiva | 70000 | Para o vestido que ela sonhou desde sempre. | vestido, noiva
        Cota para o traje do noivo | 40000 | Terno bem cortado para o grande dia. | traje, noivo
        Cota para as flores da cerimônia | 30000 | Arranjos, buquê e o caminho até o altar floridos. | flores
        Cota para o fotógrafo | 60000 | As fotos que vão contar essa história para sempre. | fotos
        Cota para os docinhos | 15000 | Brigadeiros, bem-casados e camafeus que todo mundo ama. | doces
        Cota para o open bar | 40000 | Drinks, chope e caipirinha para brindar a noite toda. | bebidas
        Cota para os convites e as lembrancinhas | 20000 | Papelaria caprichada e uma lembrança para cada convidado. | convites
      `,
    },
  ],
};
