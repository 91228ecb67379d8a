import type { CategoryTable } from './define-category.ts';

export const moveis: CategoryTable = {
  key: 'moveis',
  name: 'Móveis',
  description: 'Móveis para montar o primeiro lar com conforto e estilo.',
  icon: 'Home',
  itemType: 'Item para Casa',
  subcategories: [
    {
      key: 'moveis-sala',
      name: 'Sala de estar',
      tags: ['móveis', 'sala'],
      rows: `
        Sofá retrátil e reclinável 3 lugares | 349990 | Assentos que avançam e encostos que reclinam para maratonar séries. | sofá
        Sofá de linho 2 lugares | 279990 | Linho macio e pés de madeira, ideal para apartamentos. | sofá, linho
        Poltrona decorativa de veludo | 89990 | Um toque de cor e conforto para o canto de leitura. | poltrona, veludo
        Poltrona do papai reclinável | 149990 | Encosto reclinável e apoio para os pés para relaxar no domingo. | poltrona
        Rack para TV com painel | 119990 | Esconde os fios e organiza aparelhos e decoração. | rack, tv
        Mesa de centro de madeira maciça | 79990 | Tampo robusto para livros, flores e o petisco da visita. | mesa de centro, madeira
        Mesa lateral redonda | 29990 | Apoio ao lado do sofá para o café e o abajur. | mesa lateral
        Estante de livros com 5 prateleiras | 59990 | Espaço para os livros dos dois e os porta-retratos do casamento. | estante, livros
        Puff redondo de tricô | 19990 | Assento extra e apoio para os pés, macio e charmoso. | puff
      `,
    },
    {
      key: 'moveis-quarto',
      name: 'Quarto',
      tags: ['móveis', 'quarto'],
      rows: `
        Cama box queen com colchão de molas ensacadas | 299990 | Conjunto completo com molas ensacadas que reduzem a sensação de movimento do parceiro. | cama, colchão
        Colchão queen de espuma viscoelástica | 249990 | Acomoda o corpo e alivia os pontos de pressão. | colchão
        Cabeceira estofada queen | 69990 | Veludo macio para encostar e ler antes de dormir. | cabeceira
        Guarda-roupa casal 6 portas com espelho | 219990 | Espaço dividido para os dois, com gavetas e cabideiros. | guarda-roupa
        Par de mesas de cabeceira | 59990 | Uma para cada lado da cama, com gaveta e nicho. | cabeceira
        Cômoda com 6 gavetas | 89990 | Guarda roupas e acessórios, e o tampo vira aparador. | cômoda
        Penteadeira com espelho e banqueta | 79990 | Cantinho de maquiagem com gavetas e espelho grande. | penteadeira
        Sapateira para 30 pares | 34990 | Portas basculantes que organizam os sapatos dos dois. | sapateira
        Cama box king com baú | 399990 | Espaço de sobra na cama e no baú para guardar o enxoval. | cama, baú
      `,
    },
    {
      key: 'moveis-jantar',
      name: 'Sala de jantar',
      tags: ['móveis', 'jantar'],
      rows: `
        Mesa de jantar de madeira 6 lugares | 249990 | Madeira maciça para os almoços de família que vão durar anos. | mesa de jantar
        Conjunto de 4 cadeiras estofadas | 159990 | Assento acolchoado e encosto anatômico. | cadeiras
        Mesa de jantar redonda com tampo de vidro 4 lugares | 129990 | Compacta e elegante, ideal para apartamentos. | mesa de jantar, vidro
        Buffet aparador 2 portas | 119990 | Guarda louças e serve de apoio nos dias de festa. | buffet, aparador
        Cristaleira com iluminação | 149990 | Exibe as taças e as louças especiais com luz de LED. | cristaleira
        Banco de madeira para mesa de jantar | 49990 | Lugar para mais gente à mesa, com estilo rústico. | banco, madeira
        Carrinho bar de metal dourado | 59990 | Bar móvel para drinks e petiscos nas reuniões. | bar, dourado
        Adega de madeira para 24 garrafas | 39990 | Os vinhos deitados e organizados na sala de jantar. | vinho, adega
        Par de banquetas altas para bancada | 44990 | Assentos giratórios para a bancada da cozinha americana. | banquetas
      `,
    },
    {
      key: 'moveis-escritorio',
      name: 'Home office',
      tags: ['móveis', 'home office'],
      rows: `
        Escrivaninha com gavetas | 59990 | Tampo amplo e gavetas para o trabalho de casa render. | escrivaninha
        Cadeira de escritório ergonômica | 119990 | Apoio lombar, braços ajustáveis e tela respirável. | cadeira, ergonomia
        Mesa com regulagem de altura elétrica | 249990 | Alterne entre sentado e em pé com um botão. | mesa, ergonomia
        Estante de escritório com nichos | 49990 | Organiza pastas, livros e caixas de arquivo. | estante
        Gaveteiro com rodízios | 34990 | Três gavetas com chave que deslizam para baixo da mesa. | gaveteiro
        Apoio para pés ergonômico | 9990 | Inclinação ajustável para longas horas sentado. | ergonomia
        Painel organizador de parede | 8990 | Ganchos e prateleiras para deixar a mesa livre. | organização
        Poltrona de leitura com apoio para os pés | 129990 | O cantinho perfeito para ler sem pressa. | poltrona, leitura
      `,
    },
    {
      key: 'moveis-area-externa',
      name: 'Varanda e área externa',
      tags: ['móveis', 'varanda'],
      rows: `
        Conjunto de mesa e cadeiras para varanda | 189990 | Mesa e quatro cadeiras de alumínio e corda náutica. | mesa, área externa
        Rede de descanso de algodão | 19990 | Tecido firme e franjas artesanais para a soneca da tarde. | rede
        Cadeira de balanço de madeira | 59990 | Para ver o fim de tarde na varanda sem pressa. | cadeira
        Espreguiçadeira de alumínio | 49990 | Leve, dobrável e com encosto reclinável. | espreguiçadeira
        Churrasqueira a bafo com tampa | 79990 | Carnes suculentas com aquele sabor defumado. | churrasco
        Balanço suspenso tipo ovo | 129990 | Cesto de fibra sintética com almofada para relaxar balançando. | balanço
        Sofá de fibra sintética para área externa | 299990 | Resistente a sol e chuva, com almofadas impermeáveis. | sofá, área externa
        Ombrelone com base 3 m | 69990 | Sombra ampla e inclinável para a varanda ou a piscina. | sombra
        Banco de jardim de madeira de demolição | 89990 | Rústico e robusto para o quintal ou a varanda. | banco, madeira
      `,
    },
  ],
};
