import type { CategoryTable } from './define-category.ts';

export const cozinha: CategoryTable = {
  key: 'cozinha',
  name: 'Cozinha',
  description: 'Panelas, louças e utensílios para cozinhar e receber os amigos juntos.',
  icon: 'Coffee',
  itemType: 'Item para Casa',
  subcategories: [
    {
      key: 'cozinha-panelas',
      name: 'Panelas e assadeiras',
      tags: ['cozinha', 'panelas'],
      rows: `
        Jogo de panelas antiaderente 5 peças | 59990 | Revestimento cerâmico, tampas de vidro com saída de vapor e cabos que não esquentam. | antiaderente
        Jogo de panelas inox fundo triplo 5 peças | 129990 | Aço inox com fundo triplo que distribui o calor por igual. Funciona em fogão de indução. | inox, indução
        Panela de pressão inox 4,5 litros | 34990 | Fechamento seguro com válvula dupla para o feijão e as carnes ficarem prontos rapidinho. | pressão, inox
        Frigideira antiaderente 28 cm | 14990 | Ideal para omeletes, panquecas e grelhados do dia a dia, com cabo ergonômico. | frigideira, antiaderente
        Panela de ferro fundido 24 cm | 42990 | Retém o calor por muito tempo: perfeita para feijoada, risotos e pães rústicos. | ferro fundido
        Caçarola de cerâmica 3 litros | 27990 | Vai do fogão à mesa com elegância, em cerâmica esmaltada que não retém cheiros. | cerâmica
        Wok antiaderente 30 cm | 19990 | Bordas altas para refogados rápidos, yakisoba e legumes salteados. | wok, oriental
        Assadeira retangular de vidro 4 litros | 8990 | Vidro temperado que vai ao forno e ao micro-ondas. Ótima para lasanhas e assados. | assadeira, vidro
        Conjunto de formas para bolo 3 peças | 9990 | Forma com furo central, forma de fundo removível e forma retangular, todas antiaderentes. | confeitaria, bolo
        Grill de ferro fundido para fogão | 23990 | Marcas de churrasco em carnes e legumes sem sair da cozinha. | grill, ferro fundido
        Cuscuzeira de alumínio 20 cm | 6990 | O cuscuz do café da manhã sempre soltinho, do jeitinho nordestino. | cuscuz
      `,
    },
    {
      key: 'cozinha-utensilios',
      name: 'Utensílios',
      tags: ['cozinha', 'utensílios'],
      rows: `
        Jogo de facas com cepo 6 peças | 34990 | Lâminas de aço inox para carnes, legumes e pães, guardadas em cepo de madeira. | facas
        Faca do chef 8 polegadas | 19990 | Lâmina forjada e bem equilibrada para picar, fatiar e cortar com precisão. | facas, chef
        Kit utensílios de silicone 12 peças | 12990 | Espátulas, conchas e pegadores que não riscam as panelas antiaderentes. | silicone
        Tábua de corte de bambu com canaleta | 7990 | Madeira resistente com canaleta que segura o caldo das carnes. | tábua, bambu
        Balança digital de cozinha | 6990 | Precisão de 1 g para receitas de confeitaria e controle de porções. | balança, confeitaria
        Conjunto de tigelas de inox 5 peças | 11990 | Bowls empilháveis para preparar massas, saladas e marinadas. | tigelas, inox
        Ralador multiuso 4 faces | 5990 | Lâminas para ralar fino e grosso, fatiar e tirar raspas, em aço inox. | ralador
        Amolador de facas profissional | 8990 | Deixa as facas afiadas em segundos com dois estágios de afiação. | facas
        Fatiador de legumes com lâminas intercambiáveis | 7990 | Corta em rodelas, tiras e palitos para saladas e batatas fritas caseiras. | legumes
        Pilão de granito | 11990 | Para temperos frescos, pestos e aquele alho amassado na hora. | temperos
        Termômetro culinário digital | 7990 | Leitura rápida para carnes no ponto certo, caldas e frituras. | termômetro, churrasco
      `,
    },
    {
      key: 'cozinha-loucas',
      name: 'Louças e talheres',
      tags: ['mesa', 'louças'],
      rows: `
        Aparelho de jantar de porcelana 30 peças | 89990 | Pratos rasos, fundos, de sobremesa e xícaras para seis pessoas, em porcelana branca. | porcelana, jantar
        Aparelho de jantar de cerâmica artesanal 20 peças | 119990 | Peças esmaltadas à mão em tons terrosos, cada uma com acabamento único. | cerâmica, artesanal
        Faqueiro inox 42 peças | 39990 | Talheres completos para seis pessoas, incluindo talheres de sobremesa. | talheres, inox
        Faqueiro dourado 24 peças | 49990 | Talheres com acabamento dourado escovado para mesas especiais. | talheres, dourado
        Jogo de pratos de sobremesa 6 peças | 14990 | Pratinhos de porcelana com borda delicada para bolos e doces. | porcelana, sobremesa
        Travessa oval de porcelana 40 cm | 15990 | Para servir o assado de domingo e tudo o que pede uma mesa farta. | porcelana, travessa
        Conjunto de bowls de cerâmica 6 peças | 17990 | Tigelas individuais para caldos, açaí e saladas. | cerâmica, bowls
        Jogo de xícaras de chá com pires 6 peças | 19990 | Porcelana fina para o chá da tarde com as visitas. | porcelana, chá
        Tábua de frios de madeira com petisqueiras | 16990 | Madeira maciça com potinhos de cerâmica para queijos, frios e antepastos. | petiscos, madeira
        Jogo de talheres para churrasco 12 peças | 18990 | Facas e garfos com lâmina serrilhada e cabo de madeira. | churrasco, talheres
        Boleira com cúpula de vidro | 13990 | Pé alto e tampa de vidro para exibir o bolo do café da tarde. | bolo, vidro
      `,
    },
    {
      key: 'cozinha-bar',
      name: 'Copos, taças e bar',
      tags: ['bar', 'taças'],
      rows: `
        Jogo de taças de cristal para vinho 6 peças | 29990 | Cristal fino e transparente que realça a cor e os aromas do vinho. | vinho, cristal
        Jogo de taças para espumante 6 peças | 22990 | Taças flûte para brindar cada conquista do casal. | espumante, brinde
        Jogo de copos de vidro 12 peças | 9990 | Copos altos e baixos para o dia a dia e para receber. | copos, vidro
        Kit caipirinha com socador e 4 copos | 12990 | Socador de madeira, copos de vidro grosso e dosador para a caipirinha perfeita. | caipirinha, drinks
        Kit coqueteleira inox 5 peças | 14990 | Coqueteleira, dosador, colher bailarina, coador e pinça para montar um bar em casa. | drinks, inox
        Decanter de cristal 1,5 litro | 19990 | Oxigena o vinho e deixa a mesa ainda mais elegante. | vinho, cristal
        Jogo de copos de uísque com pedras de gelo | 15990 | Copos baixos lapidados e pedras de granito que gelam sem diluir a bebida. | uísque
        Jarra de vidro com tampa 1,8 litro | 7990 | Para sucos, chás gelados e água saborizada. | jarra, vidro
        Balde de gelo inox com pegador | 11990 | Parede dupla que mantém o gelo firme durante toda a festa. | gelo, inox
        Jogo de canecas de chope 4 unidades | 8990 | Canecas de vidro grosso de 500 ml que mantêm o chope gelado por mais tempo. | chope, cerveja
        Abridor de vinho elétrico | 12990 | Tira a rolha em segundos e vem com cortador de lacre. | vinho
      `,
    },
    {
      key: 'cozinha-cafe',
      name: 'Café e chá',
      tags: ['cozinha', 'café'],
      rows: `
        Chaleira inox com apito 2 litros | 12990 | Avisa quando a água ferve e tem cabo com isolamento térmico. | chá, inox
        Cafeteira italiana moka 6 xícaras | 14990 | O café encorpado de fogão, em alumínio com acabamento polido. | moka
        Prensa francesa 600 ml | 11990 | Café aromático em poucos minutos, sem filtro de papel. | prensa francesa
        Kit café coado com suporte de cerâmica e bule | 15990 | Suporte de cerâmica, bule de vidro e filtros de pano para o café da manhã do casal. | coado
        Moedor de café manual ajustável | 17990 | Mó de cerâmica com regulagem do expresso à prensa francesa. | moedor, grãos
        Jogo de xícaras de café expresso 6 peças | 9990 | Xícaras de porcelana de 80 ml com pires. | xícaras, porcelana
        Bule de porcelana com infusor 1 litro | 13990 | Com infusor removível para chás de folhas e ervas. | chá, porcelana
        Garrafa térmica de inox 1 litro | 12990 | Mantém o café quente por até 12 horas. | garrafa térmica
        Par de canecas do casal | 7990 | Duas canecas de cerâmica que combinam, para o café de todas as manhãs. | canecas, casal
        Porta-cápsulas giratório | 8990 | Organiza até 36 cápsulas de café à vista na bancada. | cápsulas
      `,
    },
    {
      key: 'cozinha-organizacao',
      name: 'Potes e organização',
      tags: ['cozinha', 'organização'],
      rows: `
        Conjunto de potes herméticos de vidro 10 peças | 19990 | Tampas com trava que conservam os alimentos e vão ao forno e ao freezer. | potes, vidro
        Kit de potes para mantimentos com tampa de bambu | 15990 | Arroz, feijão, açúcar e café à vista e bem guardados. | potes, bambu
        Porta-temperos giratório com 16 potes | 12990 | Temperos organizados e sempre à mão na hora de cozinhar. | temperos
        Escorredor de louça inox 2 andares | 17990 | Escorre pratos, copos e talheres ocupando pouco espaço na pia. | escorredor, inox
        Lixeira inox com pedal 30 litros | 24990 | Tampa com fechamento suave e balde interno removível. | lixeira, inox
        Organizador de talheres para gaveta em bambu | 8990 | Divisórias ajustáveis que se adaptam a qualquer gaveta. | bambu, gaveta
        Kit de marmitas de vidro 5 peças | 11990 | Marmitas com tampa hermética para levar o almoço ao trabalho. | marmita, vidro
        Fruteira de mesa de metal 2 andares | 9990 | Frutas bonitas e arejadas em cima da bancada. | fruteira
        Suporte para papel-toalha de bambu | 5990 | Base pesada que não tomba na hora de puxar a folha. | bambu
      `,
    },
  ],
};
