import type { CategoryTable } from './define-category.ts';

export const luaDeMel: CategoryTable = {
  key: 'lua-mel',
  name: 'Lua de Mel',
  description: 'Passagens, passeios e mimos para a viagem dos sonhos do casal.',
  icon: 'Plane',
  itemType: 'Lua de Mel',
  subcategories: [
    {
      key: 'lua-mel-cotas',
      name: 'Cotas de viagem',
      tags: ['lua de mel', 'cota'],
      allowsCustomAmount: true,
      rows: `
        Cota lua de mel: passagens aéreas | 50000 | Ajude os noivos a embarcar rumo à viagem dos sonhos, com o valor que quiser. | passagens, viagem
        Cota lua de mel: diária em pousada pé na areia | 60000 | Uma noite numa pousada com vista para o mar e café da manhã caprichado. | hospedagem, praia
        Cota lua de mel: passeio de barco em Fernando de Noronha | 45000 | Golfinhos, praias desertas e um mergulho de snorkel no paraíso. | noronha, barco
        Cota lua de mel: batismo de mergulho em Porto de Galinhas | 39000 | Primeiro mergulho com instrutor entre piscinas naturais e peixinhos coloridos. | mergulho, praia
        Cota lua de mel: aluguel de carro | 30000 | Liberdade para explorar cada cantinho do destino no próprio ritmo. | carro, viagem
        Cota lua de mel: upgrade para suíte com hidromassagem | 80000 | Uma suíte especial para começar a vida de casados em grande estilo. | hospedagem, suíte
        Cota lua de mel: seguro viagem | 25000 | Tranquilidade para os noivos aproveitarem sem preocupação. | seguro, viagem
        Cota lua de mel: diária em resort all inclusive | 150000 | Comida, drinks e piscina à vontade sem abrir a carteira. | resort, hospedagem
        Cota lua de mel: chalé na Serra da Mantiqueira | 70000 | Lareira, montanhas e vinho para uma lua de mel aconchegante. | serra, chalé
        Cota lua de mel: trem entre cidades da Europa | 90000 | Paisagens lindas pela janela entre uma cidade e outra. | europa, trem
        Cota lua de mel: uma noite em Paris | 120000 | Hotel charmoso a poucos passos da Torre Eiffel. | paris, europa
        Cota lua de mel: passeio de gôndola em Veneza | 65000 | O passeio mais romântico da Itália, pelos canais ao entardecer. | veneza, europa
        Cota lua de mel: bangalô sobre a água nas Maldivas | 300000 | Uma diária no bangalô com escada direto para o mar azul-turquesa. | maldivas, hospedagem
      `,
    },
    {
      key: 'lua-mel-passeios',
      name: 'Passeios e aventuras',
      tags: ['lua de mel', 'passeio'],
      rows: `
        Passeio de balão em Boituva | 119990 | Voo ao nascer do sol com brinde de espumante na aterrissagem. | balão, aventura
        Passeio de buggy pelas dunas de Natal | 39990 | Com ou sem emoção? Os noivos escolhem na hora. | buggy, praia
        Passeio de lancha em Angra dos Reis | 89990 | Ilhas, praias de água cristalina e parada para mergulho. | lancha, praia
        Trilha guiada na Chapada Diamantina | 29990 | Cachoeiras, mirantes e o pôr do sol no Morro do Pai Inácio. | trilha, natureza
        Flutuação no Rio da Prata em Bonito | 49990 | Águas transparentes e peixes nadando ao lado do casal. | bonito, natureza
        Passeio de jangada em Porto de Galinhas | 19990 | Até as piscinas naturais, com peixinhos ao redor. | jangada, praia
        Voo de helicóptero sobre o Rio de Janeiro | 149990 | Cristo Redentor, Pão de Açúcar e praias vistos do alto. | helicóptero, rio
        Passeio às galés de Maragogi | 34990 | Piscinas naturais no meio do mar, em águas azul-turquesa. | maragogi, praia
        Tour de vinícolas no Vale dos Vinhedos | 59990 | Degustação em três vinícolas da Serra Gaúcha com transporte. | vinho, serra
        Cavalgada ao pôr do sol em Jericoacoara | 29990 | Dunas, lagoas e o sol se pondo no mar. | jericoacoara, cavalgada
      `,
    },
    {
      key: 'lua-mel-gastronomia',
      name: 'Jantares e drinks',
      tags: ['lua de mel', 'gastronomia'],
      rows: `
        Jantar romântico em Gramado | 59990 | Menu de quatro tempos com vinho num restaurante à luz de velas. | gramado, jantar
        Fondue para dois em Campos do Jordão | 39990 | Queijo, carnes e chocolate numa noite fria de serra. | fondue, serra
        Jantar à luz de velas na praia | 79990 | Mesa montada na areia, com tochas, flores e o som das ondas. | jantar, praia
        Moqueca para dois em Salvador | 24990 | A legítima moqueca baiana com vista para a Baía de Todos-os-Santos. | salvador, moqueca
        Degustação de vinhos em Mendoza | 69990 | Vinhos argentinos aos pés da Cordilheira dos Andes. | vinho, mendoza
        Drinks ao pôr do sol no rooftop do hotel | 19990 | Dois drinks autorais com a cidade aos pés. | drinks
        Café colonial para dois em Gramado | 17990 | Mesa farta de pães, cucas, geleias e chocolate quente. | gramado, café
        Menu degustação em restaurante premiado | 149990 | Uma experiência gastronômica para comemorar em grande estilo. | jantar, degustação
        Noite de sushi com vista para o mar | 39990 | Rodízio japonês à beira-mar para fechar o dia de praia. | sushi, praia
      `,
    },
    {
      key: 'lua-mel-bem-estar',
      name: 'Spa e relaxamento',
      tags: ['lua de mel', 'bem-estar'],
      rows: `
        Day spa para o casal | 89990 | Um dia inteiro de massagens, sauna e hidromassagem para os dois. | spa, relaxamento
        Massagem relaxante a dois | 49990 | Uma hora de massagem lado a lado para recuperar da festa. | massagem
        Banho de ofurô com pétalas | 29990 | Ofurô aquecido, pétalas de rosa e espumante. | ofurô, romântico
        Aula de yoga ao nascer do sol | 14990 | Aula particular na praia para começar o dia em paz. | yoga
        Circuito de águas termais em Caldas Novas | 24990 | Piscinas de água quentinha o dia todo. | águas termais
        Ritual de pedras quentes | 39990 | Massagem com pedras vulcânicas aquecidas que relaxa até a alma. | massagem
        Tratamento facial revitalizante para dois | 29990 | Limpeza, hidratação e máscara para voltar da viagem com a pele renovada. | estética
        Diária em hotel fazenda com spa | 119990 | Natureza, comida caseira e massagem incluída. | hotel fazenda, spa
      `,
    },
    {
      key: 'lua-mel-mimos',
      name: 'Mimos da viagem',
      tags: ['lua de mel', 'mimos'],
      rows: `
        Espumante gelado na chegada ao quarto | 24990 | Um brinde para começar a lua de mel assim que abrirem a porta. | espumante, brinde
        Café da manhã na cama | 14990 | Frutas, pães e suco servidos no quarto, sem pressa para levantar. | café da manhã
        Decoração romântica do quarto com pétalas | 19990 | Pétalas, velas e toalhas em forma de cisne. | romântico
        Ensaio fotográfico na lua de mel | 129990 | Um fotógrafo local registra o casal no cenário da viagem. | fotos, ensaio
        Kit de malas de viagem 3 peças | 69990 | Malas de rodinhas com cadeado para levar tudo o que a viagem pedir. | malas
        Kit de viagem com travesseiros de pescoço e máscaras | 9990 | Conforto para as horas de voo até o destino. | conforto, voo
        Upgrade para a classe executiva | 249990 | Assentos que viram cama e serviço de bordo especial. | voo, upgrade
        Cesta de frutas tropicais no quarto | 12990 | Manga, abacaxi, maracujá e outras delícias à espera dos noivos. | frutas
      `,
    },
  ],
};
