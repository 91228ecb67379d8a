import type { CategoryTable } from './define-category.ts';

export const eletronicos: CategoryTable = {
  key: 'eletronicos',
  name: 'Eletrônicos',
  description: 'TV, som, informática e a casa conectada para o casal curtir junto.',
  icon: 'Camera',
  itemType: 'Item para Casa',
  subcategories: [
    {
      key: 'eletronicos-tv',
      name: 'TV e vídeo',
      tags: ['eletrônicos', 'tv'],
      rows: `
        Smart TV 55 polegadas 4K | 329990 | Imagem 4K com HDR e os aplicativos de streaming já instalados. | smart tv, 4k
        Smart TV 65 polegadas QLED | 549990 | Cores vivas e tela grande para transformar a sala em cinema. | smart tv, qled
        Smart TV 43 polegadas Full HD | 199990 | Perfeita para o quarto, com Wi-Fi e espelhamento do celular. | smart tv, quarto
        Projetor Full HD com Wi-Fi | 189990 | Uma tela de até 150 polegadas na parede da sala. | projetor, cinema
        Tela de projeção retrátil 100 polegadas | 59990 | Recolhe no teto quando a sessão de cinema termina. | projetor, cinema
        Suporte de TV articulado | 17990 | Inclina e gira a TV para ver de qualquer lugar da sala. | suporte
        Soundbar com subwoofer sem fio | 149990 | Som de cinema com graves encorpados, sem fios pela sala. | soundbar, som
        Aparelho de streaming 4K com controle por voz | 39990 | Transforma qualquer TV em smart, com busca por voz. | streaming
        Home theater 5.1 | 199990 | Cinco caixas e subwoofer para filmes com som envolvente. | som, cinema
      `,
    },
    {
      key: 'eletronicos-audio',
      name: 'Áudio',
      tags: ['eletrônicos', 'áudio'],
      rows: `
        Caixa de som bluetooth à prova d'água | 59990 | Resistente a água e areia, com 12 horas de bateria. | caixa de som, bluetooth
        Fone de ouvido com cancelamento de ruído | 179990 | Silêncio no avião da lua de mel e no trabalho. | fone, viagem
        Fones sem fio intra-auriculares | 49990 | Estojo de carregamento e encaixe confortável para treinos. | fone, bluetooth
        Toca-discos com caixas de som integradas | 89990 | Para começar a coleção de vinis do casal. | vinil, música
        Caixa de som portátil para festas com LED | 129990 | Graves fortes e luzes coloridas para animar qualquer reunião. | festa, caixa de som
        Microfone de karaokê bluetooth | 14990 | Caixa de som embutida e efeitos de voz para cantar a dois. | karaokê, música
        Rádio vintage com bluetooth | 29990 | Visual retrô de madeira e tecnologia atual. | rádio, retrô
        Par de caixas de som de prateleira | 99990 | Som limpo e detalhado para a estante da sala. | caixa de som
      `,
    },
    {
      key: 'eletronicos-informatica',
      name: 'Informática',
      tags: ['eletrônicos', 'informática'],
      rows: `
        Notebook 15,6 polegadas 16 GB | 449990 | Processador rápido e SSD para trabalho, estudos e séries. | notebook
        Tablet 11 polegadas 128 GB | 249990 | Tela grande para leitura, receitas na cozinha e chamadas de vídeo. | tablet
        Monitor 27 polegadas 4K | 189990 | Espaço de sobra para o home office render mais. | monitor, home office
        Impressora multifuncional tanque de tinta | 99990 | Imprime, copia e digitaliza com custo baixo por página. | impressora
        Roteador Wi-Fi 6 mesh 2 unidades | 89990 | Internet rápida em todos os cômodos, sem pontos cegos. | wi-fi
        Teclado e mouse sem fio | 19990 | Silenciosos e confortáveis para longas horas de trabalho. | home office
        HD externo 2 TB | 49990 | Para guardar em segurança as fotos e os vídeos do casamento. | backup, fotos
        Leitor de livros digitais | 69990 | Tela sem reflexo para ler na praia e na cama. | leitura
      `,
    },
    {
      key: 'eletronicos-casa-inteligente',
      name: 'Casa inteligente',
      tags: ['eletrônicos', 'casa inteligente'],
      rows: `
        Smart speaker com tela e assistente de voz | 59990 | Mostra receitas, controla as luzes e toca música por comando de voz. | assistente
        Kit de lâmpadas inteligentes Wi-Fi 4 unidades | 19990 | Mudam de cor e intensidade pelo celular ou por voz. | lâmpadas, wi-fi
        Fechadura digital com biometria | 119990 | Abra a porta com a digital ou senha, sem procurar as chaves. | fechadura, segurança
        Câmera de segurança Wi-Fi 360° | 24990 | Gira em todas as direções e avisa no celular quando detecta movimento. | câmera, segurança
        Videoporteiro inteligente | 89990 | Veja e atenda quem toca a campainha de onde estiver. | segurança
        Kit de tomadas inteligentes 4 unidades | 14990 | Ligue e desligue aparelhos pelo celular e crie rotinas. | automação
        Controle universal infravermelho Wi-Fi | 9990 | Controla TV e ar-condicionado pelo celular. | automação
        Kit de sensores de abertura para portas e janelas | 12990 | Avisa no celular quando uma porta ou janela é aberta. | sensores, segurança
      `,
    },
    {
      key: 'eletronicos-games',
      name: 'Games e diversão',
      tags: ['eletrônicos', 'games'],
      rows: `
        Console de videogame de última geração | 449990 | Gráficos incríveis e jogos cooperativos para as noites a dois. | console
        Console portátil híbrido | 249990 | Joga na TV ou no modo portátil, inclusive na viagem. | console, portátil
        Controle sem fio extra | 44990 | Para jogar junto, sem disputa pelo controle. | controle
        Óculos de realidade virtual | 299990 | Jogos e experiências imersivas sem cabos. | realidade virtual
        Volante com pedais para simulador | 179990 | Corridas realistas com force feedback. | corrida, simulador
        Headset gamer com microfone | 34990 | Som surround e microfone com cancelamento de ruído. | headset
        Máquina de fliperama retrô | 89990 | Milhares de jogos clássicos para disputar a dois. | retrô, fliperama
        Assinatura anual de jogos online | 49990 | Um ano de catálogo de jogos para jogar juntos. | assinatura
      `,
    },
    {
      key: 'eletronicos-foto',
      name: 'Foto e câmeras',
      tags: ['eletrônicos', 'fotografia'],
      rows: `
        Câmera instantânea com filmes | 59990 | Fotos impressas na hora para o álbum da lua de mel. | câmera, instantânea
        Câmera mirrorless com lente 18-55 mm | 549990 | Fotos e vídeos de qualidade profissional num corpo leve. | câmera
        Câmera de ação à prova d'água 4K | 199990 | Grava mergulhos, trilhas e aventuras da viagem. | câmera, aventura
        Drone com câmera 4K | 449990 | Imagens aéreas lindas dos passeios do casal. | drone
        Impressora de fotos portátil | 69990 | Imprime as fotos do celular em segundos. | impressora, fotos
        Porta-retratos digital Wi-Fi | 49990 | A família envia fotos pelo celular e elas aparecem na sala. | fotos
        Estabilizador gimbal para celular | 59990 | Vídeos sem tremidas para registrar cada momento. | vídeo, celular
        Bastão tripé com controle bluetooth | 9990 | Selfies e fotos em grupo com o controle na mão. | selfie, celular
        Kit de filmes para câmera instantânea 40 poses | 24990 | Quarenta fotos prontas para registrar a festa e a viagem. | filmes, instantânea
      `,
    },
  ],
};
