import type { CategoryTable } from './define-category.ts';

export const decoracao: CategoryTable = {
  key: 'decoracao',
  name: 'Decoração',
  description: 'Luz, cor e detalhes que transformam a casa nova em lar.',
  icon: 'Star',
  itemType: 'Item para Casa',
  subcategories: [
    {
      key: 'decoracao-iluminacao',
      name: 'Iluminação',
      tags: ['decoração', 'iluminação'],
      rows: `
        Luminária de chão com cúpula de linho | 39990 | Luz difusa e aconchegante para o canto de leitura da sala. | luminária, sala
        Pendente de vidro para sala de jantar | 34990 | Cúpula de vidro canelado que ilumina a mesa com charme. | pendente, jantar
        Abajur de cerâmica para mesa de cabeceira | 18990 | Base de cerâmica esmaltada e cúpula de tecido claro. | abajur, quarto
        Luminária de mesa articulada | 14990 | Braço ajustável para leitura e trabalho, com lâmpada LED. | luminária
        Cordão de luzes LED tipo varal 10 m | 8990 | Luzinhas quentes para a varanda, o quintal ou a cabeceira da cama. | varal de luzes
        Arandela de parede dourada | 21990 | Luz indireta que valoriza corredores e a parede da cama. | arandela, dourado
        Lustre de palha natural | 29990 | Trama artesanal que projeta sombras lindas no teto. | lustre, palha
        Luminária de lua 3D recarregável | 12990 | Uma lua cheia na mesa de cabeceira, com 16 cores e controle remoto. | luminária, lua
        Kit de lâmpadas de filamento vintage 4 unidades | 9990 | Luz âmbar e filamento aparente que deixam qualquer ambiente mais charmoso. | lâmpadas, vintage
      `,
    },
    {
      key: 'decoracao-quadros',
      name: 'Quadros e espelhos',
      tags: ['decoração', 'parede'],
      rows: `
        Kit de quadros decorativos 3 peças | 24990 | Gravuras com molduras finas de madeira para a parede do sofá. | quadros
        Espelho redondo com moldura de madeira 80 cm | 44990 | Amplia o ambiente e ilumina a entrada ou o lavabo. | espelho
        Espelho de chão com moldura preta 160 cm | 59990 | Para conferir o visual de corpo inteiro antes de sair. | espelho
        Quadro em tela com paisagem 90 x 60 cm | 29990 | Pintura impressa em tela canvas, pronta para pendurar. | quadros, tela
        Painel de fotos do casal em madeira | 13990 | Varal de fotos com pregadores para guardar as memórias do namoro ao casamento. | fotos, casal
        Mapa das estrelas da noite do casamento | 17990 | Pôster personalizado com o céu exato da noite do sim, emoldurado. | personalizado, casal
        Relógio de parede minimalista | 15990 | Mecanismo silencioso e ponteiros finos em fundo claro. | relógio
        Prateleira flutuante de madeira com 3 nichos | 11990 | Fixação invisível para expor livros, plantas e porta-retratos. | prateleira, madeira
        Espelho adnet com alça de couro | 29990 | O queridinho da decoração, pendurado por uma alça de couro legítimo. | espelho, couro
      `,
    },
    {
      key: 'decoracao-vasos',
      name: 'Vasos e plantas',
      tags: ['decoração', 'plantas'],
      rows: `
        Vaso de cerâmica alto para chão | 24990 | Peça marcante para palmeiras e plantas grandes. | vaso, cerâmica
        Kit de cachepôs de cimento 3 peças | 11990 | Três tamanhos com acabamento queimado, para plantas de interior. | cachepô, cimento
        Costela-de-adão em vaso de cerâmica | 17990 | Planta tropical de folhas grandes, fácil de cuidar e que adora meia-sombra. | planta, tropical
        Orquídea phalaenopsis em cachepô | 12990 | Flores que duram meses, num cachepô de cerâmica branca. | orquídea, flores
        Kit de suculentas em vasinhos de barro 6 peças | 8990 | Plantinhas que quase não pedem água, para a janela da cozinha. | suculentas
        Vaso de vidro soprado colorido | 15990 | Vidro artesanal em tons de âmbar e verde para flores frescas. | vaso, vidro
        Arranjo de flores permanentes | 19990 | Flores de toque real que não murcham e dispensam rega. | flores, arranjo
        Suporte de plantas de madeira 3 níveis | 16990 | Escadinha que organiza os vasos perto da luz. | suporte, madeira
        Terrário de vidro geométrico | 13990 | Mini jardim de vidro para musgos e suculentas. | terrário, vidro
      `,
    },
    {
      key: 'decoracao-aromas',
      name: 'Velas e aromas',
      tags: ['decoração', 'aromas'],
      rows: `
        Kit de velas aromáticas em pote de vidro 3 peças | 11990 | Cera vegetal com perfumes de baunilha, lavanda e capim-limão. | velas
        Difusor de varetas de lavanda 250 ml | 7990 | Perfuma o ambiente por semanas, sem chama e sem tomada. | difusor, lavanda
        Difusor elétrico ultrassônico com LED | 14990 | Espalha óleos essenciais em névoa fina, com luz ambiente suave. | difusor, óleos
        Kit de óleos essenciais 6 fragrâncias | 12990 | Lavanda, eucalipto, laranja-doce, alecrim, hortelã e melaleuca. | óleos essenciais
        Vela aromática grande de três pavios | 9990 | Queima por mais de 40 horas perfumando a sala inteira. | velas
        Castiçais de latão dourado 3 peças | 15990 | Três alturas para jantares à luz de velas. | castiçal, dourado
        Lanterna marroquina para velas | 13990 | Metal recortado que desenha sombras nas paredes. | lanterna, velas
        Home spray para lençóis e ambientes | 5990 | Bruma perfumada de algodão e flor de laranjeira. | spray, perfume
        Incensário de cerâmica artesanal | 4990 | Peça feita à mão para incensos de vareta e cone. | incenso, cerâmica
      `,
    },
    {
      key: 'decoracao-objetos',
      name: 'Objetos decorativos',
      tags: ['decoração', 'objetos'],
      rows: `
        Bandeja espelhada decorativa | 12990 | Organiza perfumes na cômoda ou garrafas no aparador. | bandeja
        Kit de livros decorativos 3 peças | 9990 | Capas em tons neutros para compor estantes e mesas de centro. | livros
        Escultura de cerâmica abstrata | 16990 | Formas orgânicas em cerâmica fosca, feita à mão. | escultura, cerâmica
        Porta-retratos de prata com as iniciais do casal | 14990 | Gravado com as iniciais dos noivos para a foto preferida do casamento. | porta-retratos, personalizado
        Cesto de palha com alças | 8990 | Guarda mantas, revistas e brinquedos do pet com charme. | cesto, palha
        Almofadas decorativas de linho 4 peças | 19990 | Capas com zíper e enchimento de fibra em tons neutros. | almofadas, linho
        Bowl decorativo de madeira maciça | 13990 | Peça torneada à mão para a mesa de centro ou o aparador. | madeira
        Globo terrestre vintage | 18990 | Para marcar os destinos que o casal já visitou e os próximos. | globo, viagem
        Caixa de madeira para lembranças do casamento | 9990 | Guarda o convite, as cartinhas e as recordações do grande dia. | lembranças, casal
      `,
    },
    {
      key: 'decoracao-tapetes',
      name: 'Tapetes e cortinas',
      tags: ['decoração', 'têxteis'],
      rows: `
        Tapete para sala 2 x 2,5 m | 69990 | Pelo baixo fácil de limpar, em tons neutros que combinam com tudo. | tapete, sala
        Tapete de sisal 2 x 3 m | 89990 | Fibra natural resistente, perfeita para salas de estar amplas. | tapete, sisal
        Passadeira para corredor 60 x 200 cm | 19990 | Dá cor ao corredor e protege o piso. | tapete, corredor
        Cortina de linho para sala 2 folhas | 34990 | Tecido leve que filtra a luz e deixa a sala aconchegante. | cortina, linho
        Cortina blackout para quarto | 27990 | Bloqueia a claridade para dormir até tarde no fim de semana. | cortina, quarto
        Tapete redondo de algodão trançado | 24990 | Trançado à mão, lindo ao lado da cama ou sob a mesa de centro. | tapete, algodão
        Persiana rolô tela solar | 39990 | Filtra o sol sem tirar a vista da janela. | persiana
        Tapete felpudo para quarto | 29990 | Macio para pisar descalço logo ao acordar. | tapete, quarto
        Varão de cortina de metal com ponteiras | 11990 | Varão extensível com suportes e ponteiras em acabamento preto fosco. | varão
      `,
    },
  ],
};
