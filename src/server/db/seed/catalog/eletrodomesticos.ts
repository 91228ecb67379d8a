import type { CategoryTable } from './define-category.ts';

export const eletrodomesticos: CategoryTable = {
  key: 'eletrodomesticos',
  name: 'Eletrodomésticos',
  description: 'Eletroportáteis e linha branca para deixar a rotina da casa mais leve.',
  icon: 'Home',
  itemType: 'Item para Casa',
  subcategories: [
    {
      key: 'eletrodomesticos-portateis',
      name: 'Eletroportáteis de cozinha',
      tags: ['eletroportáteis', 'cozinha'],
      rows: `
        Air fryer 5 litros | 49990 | Fritura sem óleo com cesto antiaderente e timer de 60 minutos. | air fryer
        Air fryer forno 12 litros | 89990 | Assa, frita, desidrata e gratina, com janela para acompanhar o preparo. | air fryer, forno
        Liquidificador de alta potência 1400 W | 39990 | Copo de 3 litros e lâminas de aço que trituram até gelo. | liquidificador
        Batedeira planetária 600 W | 79990 | Tigela de inox de 5 litros e batedores para massas, claras e chantili. | batedeira, confeitaria
        Processador de alimentos multifuncional | 44990 | Pica, rala, fatia e faz massas com vários discos. | processador
        Mixer de mão 3 em 1 | 24990 | Mixer, batedor e mini processador para sopas, molhos e vitaminas. | mixer
        Panela elétrica de arroz 10 xícaras | 27990 | Arroz soltinho sem vigiar o fogão, com função manter aquecido. | arroz
        Panela de pressão elétrica 6 litros | 54990 | Programas prontos para feijão, carnes e risotos, com trava de segurança. | pressão
        Sanduicheira e grill 2 em 1 | 15990 | Misto-quente no café da manhã e grelhados rápidos no jantar. | sanduicheira, grill
        Máquina de waffle | 17990 | Waffles dourados e crocantes para os cafés da manhã de domingo. | waffle
        Pipoqueira elétrica sem óleo | 14990 | Pipoca leve e rápida para as noites de filme. | pipoca
        Espremedor de frutas cítricas elétrico | 11990 | Suco de laranja fresquinho em segundos. | suco
        Chaleira elétrica inox 1,7 litro | 16990 | Ferve a água em 3 minutos e desliga sozinha. | chaleira, chá
      `,
    },
    {
      key: 'eletrodomesticos-cafeteiras',
      name: 'Cafeteiras',
      tags: ['eletroportáteis', 'café'],
      rows: `
        Cafeteira expresso automática com moedor | 399990 | Moe os grãos na hora e prepara expresso, cappuccino e café longo com um toque. | expresso, automática
        Cafeteira expresso manual 15 bar | 99990 | Com bico vaporizador para fazer cappuccino em casa. | expresso
        Cafeteira de cápsulas | 49990 | Compacta, pronta em 25 segundos e compatível com cápsulas de várias marcas. | cápsulas
        Cafeteira elétrica programável 30 xícaras | 22990 | Programe à noite e acorde com o café pronto. | programável
        Cafeteira italiana elétrica | 19990 | O sabor da moka, sem precisar do fogão. | moka
        Vaporizador de leite elétrico | 29990 | Espuma cremosa para lattes e chocolate quente. | leite, cappuccino
        Moedor de café elétrico | 19990 | Moagem uniforme em segundos, com 15 níveis de ajuste. | moedor, grãos
        Cafeteira de filtro com jarra térmica | 34990 | Mantém o café quente e saboroso por horas, sem chapa aquecedora. | filtro
      `,
    },
    {
      key: 'eletrodomesticos-linha-branca',
      name: 'Linha branca',
      tags: ['linha branca', 'casa nova'],
      rows: `
        Geladeira frost free duplex 450 litros | 449990 | Degelo automático, freezer espaçoso e prateleiras de vidro temperado. | geladeira
        Geladeira frost free inverse 400 litros | 519990 | Freezer embaixo e compressor inverter que economiza energia. | geladeira, inverter
        Fogão 5 bocas com mesa de vidro | 219990 | Queimador tripla chama, forno de 90 litros e acendimento automático. | fogão
        Cooktop de indução 4 bocas | 279990 | Aquece mais rápido, é seguro e se limpa com um pano. | cooktop, indução
        Forno elétrico de embutir 50 litros | 249990 | Convecção e grill para assados dourados por igual. | forno
        Micro-ondas 32 litros | 79990 | Funções rápidas de descongelar, pipoca e reaquecer. | micro-ondas
        Máquina de lavar 12 kg | 279990 | Ciclos para roupas delicadas, edredons e lavagem econômica. | lavanderia
        Lava e seca 11 kg | 479990 | Lava e seca no mesmo ciclo, ideal para apartamentos sem varal. | lavanderia
        Lava-louças 8 serviços | 329990 | Adeus, pilha de louça: lava com menos água que à mão. | lava-louças
        Adega climatizada 12 garrafas | 119990 | Mantém os vinhos na temperatura certa e silenciosa. | vinho, adega
        Coifa de parede inox 90 cm | 189990 | Exaustão potente e iluminação LED sobre o fogão. | coifa, inox
      `,
    },
    {
      key: 'eletrodomesticos-limpeza',
      name: 'Limpeza e lavanderia',
      tags: ['limpeza', 'casa'],
      rows: `
        Aspirador robô com mapeamento | 249990 | Mapeia a casa, aspira e passa pano sozinho, com controle pelo celular. | aspirador, robô
        Aspirador de pó vertical sem fio | 89990 | Leve, com bateria de longa duração e bocal para sofás. | aspirador
        Aspirador de pó e água 20 litros | 54990 | Para a faxina pesada da casa nova e da garagem. | aspirador
        Vaporizador de roupas portátil | 24990 | Tira os amassados em minutos, sem tábua de passar. | roupas
        Ferro de passar a vapor com base cerâmica | 17990 | Desliza fácil e tem jato de vapor para tecidos grossos. | roupas, ferro
        Lavadora de alta pressão | 59990 | Para limpar a varanda, a garagem e o quintal. | lavadora
        Mop giratório com balde centrífuga | 12990 | Torce o pano sem molhar as mãos. | mop
        Tábua de passar roupa com suporte para ferro | 19990 | Regulagem de altura e capa térmica resistente. | roupas
        Secadora de roupas 10 kg | 249990 | Roupa seca em dias de chuva e em apartamentos sem sol. | lavanderia
      `,
    },
    {
      key: 'eletrodomesticos-climatizacao',
      name: 'Climatização',
      tags: ['climatização', 'conforto'],
      rows: `
        Ar-condicionado split inverter 12.000 BTUs | 279990 | Gela o quarto em silêncio e gasta menos energia. | ar-condicionado, inverter
        Ventilador de coluna silencioso | 32990 | Três velocidades, oscilação e controle remoto. | ventilador
        Ventilador de teto com luminária | 59990 | Ventila e ilumina, com controle de velocidade na parede. | ventilador, teto
        Climatizador de ar evaporativo | 49990 | Refresca e umidifica o ambiente nos dias secos. | climatizador
        Aquecedor elétrico a óleo | 69990 | Calor constante e silencioso para o inverno. | aquecedor, inverno
        Purificador de ar com filtro HEPA | 89990 | Retém poeira, pólen e pelos de pets. | purificador
        Umidificador de ar ultrassônico 4 litros | 19990 | Funciona a noite inteira e alivia o ar seco. | umidificador
        Desumidificador de ar | 119990 | Combate mofo e umidade em apartamentos fechados. | desumidificador
        Circulador de ar turbo | 24990 | Compacto e potente, para a mesa ou o chão. | ventilador
      `,
    },
    {
      key: 'eletrodomesticos-cuidados',
      name: 'Cuidados pessoais',
      tags: ['beleza', 'cuidados'],
      rows: `
        Secador de cabelo profissional 2100 W | 34990 | Motor AC potente, íons e bico concentrador. | cabelo, secador
        Prancha alisadora de titânio | 29990 | Placas flutuantes que alisam sem marcar os fios. | cabelo
        Escova secadora rotativa | 27990 | Seca e modela ao mesmo tempo, com cerdas mistas. | cabelo
        Barbeador elétrico à prova d'água | 44990 | Barbear a seco ou no banho, com aparador retrátil. | barba
        Escova de dentes elétrica recarregável | 29990 | Timer de dois minutos e sensor de pressão. | higiene
        Balança digital de bioimpedância | 19990 | Mede peso, gordura e massa muscular, com app no celular. | saúde, balança
        Aparador de pelos multifuncional | 19990 | Pentes de vários tamanhos para barba, cabelo e corpo. | barba
        Massageador de pés com aquecimento | 39990 | Alívio depois de um dia inteiro em pé, inclusive o da festa. | massagem
        Irrigador oral portátil | 24990 | Jato de água que limpa entre os dentes e protege as gengivas. | higiene
      `,
    },
  ],
};
