import type { CategoryTable } from './define-category.ts';

export const camaMesaBanho: CategoryTable = {
  key: 'cama-mesa-banho',
  name: 'Cama, Mesa e Banho',
  description: 'O enxoval completo: roupas de cama, toalhas macias e tudo para a mesa posta.',
  icon: 'Home',
  itemType: 'Item para Casa',
  subcategories: [
    {
      key: 'cama-mesa-banho-cama',
      name: 'Jogos de cama',
      tags: ['cama', 'enxoval'],
      rows: `
        Jogo de cama queen 400 fios 4 peças | 39990 | Percal 100% algodão com lençol de elástico, lençol de cima e duas fronhas. | algodão, queen
        Jogo de cama king 600 fios 4 peças | 69990 | Cetim de algodão egípcio com toque macio e caimento impecável. | algodão egípcio, king
        Jogo de cama casal de malha 3 peças | 17990 | Malha penteada fresquinha, que não amassa e dispensa ferro. | malha, casal
        Jogo de cama queen de linho lavado | 59990 | Linho com aspecto naturalmente amassado, fresco no verão e aconchegante no inverno. | linho, queen
        Lençol queen com elástico 300 fios | 14990 | Elástico em toda a volta para ficar firme em colchões de até 30 cm. | lençol, queen
        Kit de fronhas de cetim 2 peças | 8990 | Cetim que não marca o rosto e ajuda a manter o cabelo alinhado. | fronhas, cetim
        Saia para cama box queen | 12990 | Acabamento com prega que esconde a base da cama com elegância. | queen
        Protetor de colchão impermeável queen | 16990 | Camada impermeável e respirável que prolonga a vida do colchão. | protetor, queen
        Jogo de cama de solteiro para hóspedes 3 peças | 14990 | Para receber a família no quarto de visitas com todo o conforto. | solteiro, hóspedes
      `,
    },
    {
      key: 'cama-mesa-banho-edredons',
      name: 'Edredons e mantas',
      tags: ['cama', 'conforto'],
      rows: `
        Edredom queen dupla face | 29990 | Enchimento de fibra siliconada, liso de um lado e estampado do outro. | edredom, queen
        Edredom king de pluma de ganso | 129990 | Pluma e penas de ganso que aquecem sem pesar nas noites frias. | edredom, pluma, king
        Cobre-leito queen matelassê 3 peças | 34990 | Colcha com dois porta-travesseiros e acabamento matelassado acetinado. | colcha, queen
        Manta de tricô para sofá | 19990 | Tricô grosso em fio de algodão para as tardes de filme no sofá. | manta, tricô
        Cobertor de microfibra queen | 15990 | Levinho e muito quente, ideal para o inverno do Sul. | cobertor, inverno
        Colcha de piquet king | 27990 | Algodão leve com textura clássica para os dias quentes. | colcha, king
        Duvet queen com capa de algodão | 44990 | Capa removível e lavável que troca o visual do quarto num instante. | duvet, queen
        Peseira decorativa de veludo | 9990 | Faixa de veludo que dá acabamento de hotel à cama arrumada. | veludo
      `,
    },
    {
      key: 'cama-mesa-banho-travesseiros',
      name: 'Travesseiros',
      tags: ['cama', 'sono'],
      rows: `
        Par de travesseiros de fibra siliconada | 12990 | Macios na medida certa e antialérgicos, com capa de algodão. | travesseiro
        Travesseiro de espuma viscoelástica | 19990 | Molda-se ao formato da cabeça e do pescoço para um sono sem dores. | travesseiro, ortopédico
        Travesseiro de pluma de ganso | 29990 | Fofo e leve como os de hotel cinco estrelas. | travesseiro, pluma
        Travesseiro cervical ortopédico | 17990 | Curvatura anatômica que alinha a coluna durante a noite. | travesseiro, ortopédico
        Travesseiro de corpo com fronha | 14990 | Abraçável, com 1,40 m, para quem gosta de dormir de lado. | travesseiro
        Kit de capas protetoras de travesseiro 2 peças | 6990 | Zíper invisível e tecido que protege contra ácaros. | capas, antiácaro
        Almofada de leitura com braços | 18990 | Apoio para ler ou ver série na cama com a coluna confortável. | almofada, leitura
        Travesseiro de látex natural | 34990 | Firme, ventilado e naturalmente antiácaro. | travesseiro, látex
      `,
    },
    {
      key: 'cama-mesa-banho-banho',
      name: 'Banho',
      tags: ['banho', 'enxoval'],
      rows: `
        Jogo de toalhas de banho fio penteado 5 peças | 24990 | Duas toalhas de banho, duas de rosto e um piso em algodão fio penteado. | toalhas, algodão
        Jogo de toalhas gigantes 2 peças | 17990 | Toalhas de 90 x 150 cm, felpudas e muito absorventes. | toalhas
        Par de roupões atoalhados | 34990 | Roupões de algodão felpudo com capuz, um para cada um. | roupão, casal
        Tapete de banheiro de algodão antiderrapante | 7990 | Base emborrachada que não escorrega no piso molhado. | tapete
        Kit de acessórios de cerâmica para banheiro 4 peças | 14990 | Saboneteira, porta-escovas, dispenser e porta-algodão combinando. | acessórios, cerâmica
        Jogo de toalhas de lavabo bordadas 3 peças | 8990 | Toalhinhas com bordado delicado para receber as visitas. | lavabo, bordado
        Cesto de roupa suja de fibra natural | 15990 | Tampa e alças, com saco interno removível e lavável. | cesto
        Toalha de praia de algodão estampada | 9990 | Grande e colorida, para a praia e a piscina. | praia, toalhas
        Cortina para box de tecido impermeável | 7990 | Estampa discreta e ilhoses reforçados. | cortina
      `,
    },
    {
      key: 'cama-mesa-banho-mesa',
      name: 'Mesa posta',
      tags: ['mesa', 'mesa posta'],
      rows: `
        Toalha de mesa retangular de linho 8 lugares | 21990 | Linho com barra feita à mão para almoços de família. | toalha de mesa, linho
        Jogo americano de fibra natural 6 peças | 12990 | Trama artesanal que deixa a mesa do dia a dia mais bonita. | jogo americano
        Kit de guardanapos de tecido com argolas 6 peças | 11990 | Guardanapos de algodão e argolas douradas para jantares especiais. | guardanapos
        Sousplat de rattan 6 peças | 23990 | Base trançada que emoldura os pratos e dá charme à mesa posta. | sousplat, rattan
        Caminho de mesa de linho bordado | 8990 | Bordado à mão que valoriza a mesa de jantar mesmo sem toalha. | linho, bordado
        Toalha de mesa redonda antimanchas 6 lugares | 14990 | Tecido tratado que repele líquidos: derramou, é só passar um pano. | toalha de mesa
        Jogo de panos de prato bordados 6 peças | 6990 | Algodão absorvente com bordados delicados. | panos de prato
        Jogo americano de couro ecológico 4 peças | 9990 | Fácil de limpar e resistente a respingos. | jogo americano
        Kit mesa posta completo para 4 pessoas | 39990 | Sousplats, jogos americanos, guardanapos e argolas combinando para receber bem. | kit, receber
      `,
    },
  ],
};
