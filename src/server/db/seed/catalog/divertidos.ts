import type { CategoryTable } from './define-category.ts';

export const divertidos: CategoryTable = {
  key: 'divertidos',
  name: 'Presentes Divertidos',
  description: 'Presentes bem-humorados para arrancar risadas dos noivos (e dos convidados).',
  icon: 'Gift',
  itemType: 'Outro',
  subcategories: [
    {
      key: 'divertidos-vales',
      name: 'Vales do casal',
      tags: ['divertido', 'vale'],
      rows: `
        Vale uma noite sem louça | 9990 | Os noivos ganham uma noite de folga da pia. Quem vai lavar? Vocês que lutem. | louça, folga
        Vale um fim de semana sem acordar cedo | 14990 | Despertador desligado e café da manhã só depois do meio-dia. | descanso
        Vale uma faxina completa | 24990 | Uma diarista para deixar a casa brilhando depois da festa. | faxina, casa
        Vale uma pizza de sexta-feira | 9990 | Porque ninguém merece cozinhar na sexta à noite. | pizza, comida
        Vale o controle remoto por um mês | 4990 | Trinta dias escolhendo a série sem discussão. | tv, controle
        Vale um jantar que não seja miojo | 12990 | Um jantar de verdade para quem ainda está aprendendo a cozinhar. | jantar, comida
        Vale uma massagem nos pés depois da festa | 7990 | Para os pés que dançaram a noite inteira. | massagem, festa
        Vale um domingo inteiro de pijama | 5990 | Sofá, pipoca e nenhum compromisso. | descanso
        Vale um dia de folga da sogra | 19990 | Com todo o respeito e carinho, claro. | sogra, humor
        Vale escolher o lado da cama | 6990 | Encerra de vez a maior disputa do casamento. | cama, humor
      `,
    },
    {
      key: 'divertidos-brincadeiras',
      name: 'Brincadeiras',
      tags: ['divertido', 'humor'],
      rows: `
        Fundo para a primeira DR | 9990 | Um chocolate e um vinho para a primeira discussão da relação terminar bem. | casal
        Ajuda para o noivo aprender a cozinhar | 19990 | Livro de receitas, avental e muita paciência da noiva. | cozinha
        Lembrete vitalício do aniversário de casamento | 7990 | Para ninguém esquecer a data nem levar bronca. | aniversário
        Seguro contra sogra com cobertura total | 29990 | Proteção contra visitas-surpresa e palpites não solicitados. | sogra
        Kit sobrevivência do noivo: picanha e carvão | 14990 | O churrasco de domingo garantido no primeiro mês de casado. | churrasco
        Ajuda para pagar o boleto da festa | 25000 | Porque a festa foi linda, mas o boleto chegou. | festa, boleto
        Kit ressaca para o dia seguinte | 8990 | Água de coco, analgésico e muito sofá para se recuperar da festa. | ressaca, festa
        Curso intensivo de paciência | 4990 | Indispensável para os primeiros meses dividindo o banheiro. | casal
        Prioridade no banheiro pela manhã | 5990 | Quem ganhar este presente toma banho primeiro, todo dia. | banheiro
        Enxoval do primeiro pet que ainda nem existe | 19990 | Cama, potinhos e brinquedos para o bichinho que o casal jura que vai adotar. | pets
      `,
    },
    {
      key: 'divertidos-experiencias',
      name: 'Experiências a dois',
      tags: ['experiência', 'casal'],
      itemType: 'Experiência',
      rows: `
        Curso de culinária para dois | 39990 | Uma aula com chef para aprender receitas que vão virar tradição em casa. | culinária, aula
        Aula de dança de salão para o casal | 29990 | Quatro aulas de forró, samba de gafieira ou bolero. | dança, aula
        Aula de cerâmica para dois | 34990 | Mãos no barro para criar as canecas do casal. | cerâmica, aula
        Oficina de drinks e coquetelaria | 27990 | Aprendam a preparar os drinks clássicos e a caipirinha perfeita. | drinks, aula
        Degustação de cervejas artesanais | 19990 | Visita guiada a uma cervejaria com degustação de seis rótulos. | cerveja
        Salto de paraquedas duplo | 199990 | Um salto para cada um, acompanhados de instrutor e com vídeo. | aventura, radical
        Escape room para o casal | 14990 | Sessenta minutos para provar que vocês formam uma boa equipe. | jogo
        Par de ingressos para show | 49990 | O show que os dois estão esperando, com ingresso garantido. | show, música
        Corrida de kart entre os noivos | 19990 | Dez voltas para decidir quem lava a louça da semana. | kart, aventura
        Aula de surfe para dois | 29990 | Prancha, instrutor e muitas risadas na primeira onda. | surfe, praia
        Piquenique montado no parque | 24990 | Toalha, cesta, flores e comidinhas prontos no parque. | piquenique
        Sessão de cinema VIP com pipoca | 11990 | Poltronas reclináveis, pipoca gourmet e refrigerante. | cinema
      `,
    },
    {
      key: 'divertidos-jogos',
      name: 'Jogos e passatempos',
      tags: ['divertido', 'jogos'],
      rows: `
        Kit de jogos de tabuleiro para casais | 19990 | Três jogos para as noites de sábado em casa. | tabuleiro
        Jogo de perguntas "Quem conhece mais o outro?" | 8990 | Cem perguntas para descobrir quem presta mais atenção no par. | perguntas, casal
        Quebra-cabeça de 1000 peças com foto do casal | 12990 | A foto preferida dos noivos em mil pecinhas para montar juntos. | quebra-cabeça, personalizado
        Mesa de pebolim compacta | 89990 | Para o clássico dos domingos entre os noivos. | pebolim
        Alvo de dardos magnético | 9990 | Diversão segura para a sala ou a varanda. | dardos
        Baralho do casal com 52 desafios | 4990 | Uma carta por semana para o primeiro ano de casados. | baralho, casal
        Kit de pintura a dois com telas e tintas | 14990 | Telas, pincéis e tintas para uma noite criativa. | pintura, arte
        Mesa de sinuca 2 em 1 com tampo de jantar | 449990 | De dia é mesa de jantar, à noite vira sinuca. | sinuca
        Kit de pingue-pongue com rede retrátil | 9990 | Transforma qualquer mesa em mesa de pingue-pongue. | pingue-pongue
      `,
    },
  ],
};
