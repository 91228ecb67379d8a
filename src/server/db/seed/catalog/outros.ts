import type { CategoryTable } from './define-category.ts';

export const outros: CategoryTable = {
  key: 'outros',
  name: 'Outros',
  description: 'Livros, jardim, ferramentas, pets e esportes: tudo o que não cabe nas outras listas.',
  icon: 'Book',
  itemType: 'Outro',
  subcategories: [
    {
      key: 'outros-livros',
      name: 'Livros e cursos',
      tags: ['livros', 'cultura'],
      rows: `
        Kit de livros de receitas brasileiras | 19990 | Do feijão tropeiro à moqueca, as receitas clássicas de cada região. | receitas, culinária
        Assinatura anual de clube do livro | 59990 | Um livro surpresa por mês para ler e comentar a dois. | assinatura, leitura
        Box de clássicos da literatura brasileira | 24990 | Machado de Assis, Clarice Lispector e Jorge Amado em edição de colecionador. | literatura
        Curso online de finanças para casais | 29990 | Orçamento, metas e investimentos para planejar a vida a dois. | finanças, curso
        Curso online de fotografia com celular | 19990 | Técnicas simples para fotos lindas das viagens do casal. | fotografia, curso
        Álbum de fotos do casamento encadernado | 49990 | Capa de linho e páginas para as melhores fotos do grande dia. | álbum, fotos
        Guia ilustrado de viagens pelo mundo | 14990 | Roteiros e inspirações para as próximas aventuras. | viagem
        Assinatura anual de streaming de filmes e séries | 39990 | Um ano de maratonas no sofá. | streaming, filmes
        Livro de registro "Nosso primeiro ano de casados" | 7990 | Páginas para registrar as memórias e as primeiras vezes do casal. | memórias, casal
      `,
    },
    {
      key: 'outros-jardim',
      name: 'Jardim e horta',
      tags: ['jardim', 'plantas'],
      itemType: 'Item para Casa',
      rows: `
        Kit de ferramentas de jardinagem 5 peças | 12990 | Pá, ancinho, tesoura de poda, luvas e borrifador. | jardinagem
        Horta vertical de parede com vasos | 17990 | Temperos frescos mesmo em apartamento pequeno. | horta, temperos
        Mangueira retrátil com esguicho 15 m | 14990 | Estica e recolhe sozinha, com sete tipos de jato. | mangueira
        Composteira doméstica 3 caixas | 29990 | Transforma restos de cozinha em adubo para as plantas. | compostagem, sustentável
        Kit de sementes de temperos e hortaliças | 4990 | Manjericão, salsinha, cebolinha, alface e tomate-cereja. | sementes, horta
        Floreira autoirrigável 60 cm | 8990 | Reservatório que rega as plantas por vários dias. | floreira
        Cortador de grama elétrico | 59990 | Grama aparada no quintal sem esforço. | grama
        Fonte de água para jardim | 34990 | O barulhinho de água que acalma o fim de tarde. | fonte, decoração
        Kit de irrigação automática por gotejamento | 19990 | Rega na hora certa mesmo quando o casal viaja. | irrigação
      `,
    },
    {
      key: 'outros-ferramentas',
      name: 'Ferramentas e reparos',
      tags: ['ferramentas', 'casa'],
      itemType: 'Item para Casa',
      rows: `
        Furadeira de impacto com maleta | 29990 | Para pendurar quadros, prateleiras e cortinas na casa nova. | furadeira
        Parafusadeira a bateria 12 V | 39990 | Montagem de móveis em minutos, com jogo de bits. | parafusadeira, montagem
        Caixa de ferramentas completa 110 peças | 34990 | Chaves, alicates, martelo e tudo para os reparos do dia a dia. | kit, reparos
        Escada de alumínio 6 degraus | 24990 | Leve e firme para trocar lâmpadas e alcançar o alto do armário. | escada
        Trena a laser | 19990 | Medidas precisas para planejar móveis e cortinas. | medição
        Kit de chaves de precisão com bits | 8990 | Para óculos, eletrônicos e pequenos consertos. | reparos
        Nível a laser de linhas cruzadas | 29990 | Quadros e prateleiras sempre retinhos. | medição
        Kit de segurança com extintor e detector de fumaça | 24990 | Proteção para a casa nova desde o primeiro dia. | segurança
        Serra tico-tico | 34990 | Cortes retos e curvos em madeira para projetos faça você mesmo. | serra, marcenaria
      `,
    },
    {
      key: 'outros-pets',
      name: 'Pets',
      tags: ['pets', 'animais'],
      rows: `
        Caminha ortopédica para cachorro | 19990 | Espuma firme e capa lavável para o sono do melhor amigo. | cachorro
        Arranhador torre para gatos | 24990 | Andares, tocas e postes de sisal para o gato se divertir. | gato
        Comedouro automático programável | 34990 | Serve a ração na hora certa mesmo quando os donos saem. | alimentação
        Fonte de água para gatos | 17990 | Água corrente e filtrada que estimula o gato a beber mais. | gato, água
        Kit passeio com coleira, guia e peitoral | 12990 | Tudo combinando para os passeios no parque. | cachorro, passeio
        Casinha de madeira para cachorro | 39990 | Telhado impermeável e piso elevado para o quintal. | cachorro
        Caixa de transporte para pets | 19990 | Segura e ventilada para viagens e idas ao veterinário. | viagem
        Kit de brinquedos para pets 10 peças | 8990 | Bolinhas, cordas e mordedores para gastar energia. | brinquedos
        Plano de banho e tosa por 3 meses | 39990 | Um banho por semana para o pet ficar sempre cheiroso. | banho, tosa
      `,
    },
    {
      key: 'outros-esporte',
      name: 'Esporte e lazer',
      tags: ['esporte', 'lazer'],
      rows: `
        Par de bicicletas urbanas | 299990 | Para pedalar juntos pela cidade e pela orla. | bicicleta
        Kit de halteres ajustáveis | 49990 | Treino em casa com pesos de 2 a 20 kg. | academia
        Esteira ergométrica dobrável | 349990 | Corrida em casa nos dias de chuva. | corrida, academia
        Par de tapetes de yoga com blocos | 19990 | Para praticar yoga e alongamento juntos. | yoga
        Barraca de camping para 4 pessoas | 59990 | Montagem fácil e espaço para o casal e a bagagem. | camping
        Cooler térmico 45 litros | 29990 | Bebidas geladas na praia e no churrasco. | praia, churrasco
        Prancha de stand up paddle inflável | 199990 | Remadas tranquilas em lagos e no mar calmo. | stand up paddle, praia
        Kit de frescobol com bolinhas | 9990 | O esporte oficial da praia brasileira. | frescobol, praia
        Par de cadeiras de praia reclináveis | 19990 | Cinco posições e guarda-sol acoplável. | praia
      `,
    },
  ],
};
