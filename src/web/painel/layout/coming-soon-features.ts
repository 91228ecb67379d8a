// The panel pages a later issue builds: what each will do, shown on its "Em breve" page.
import { formatPercent } from '../../../shared/money.ts';
import type { Settings } from '../../../shared/settings.ts';
import type { ComingSoonFeature } from '../../components/coming-soon-card.tsx';
import { panelPaths as p } from './panel-paths.ts';

export function comingSoonFeatures(s: Settings): Record<string, ComingSoonFeature> {
  return {
    [p.store]: {
      title: 'Loja',
      description: `Compras para o casamento e para a casa nova com ${formatPercent(s.storeCashbackBasisPoints)} de cashback na carteira de vocês.`,
    },
    [p.siteTheme]: {
      title: 'Alterar tema',
      description: 'Escolham entre os temas do site e vejam a mudança na hora.',
    },
    [p.siteCustomize]: {
      title: 'Personalizar tema',
      description: 'Ajustem as cores, as fontes e os elementos gráficos do tema escolhido.',
    },
    [p.siteIntro]: {
      title: 'Editar introdução do site',
      description: 'Escrevam a mensagem de boas-vindas e escolham a foto de capa do site.',
    },
    [p.siteSections]: {
      title: 'Editar seções do site',
      description:
        'Mostrem, ocultem e reordenem as seções do site: O Casal, Padrinhos, Cerimônia, Recepção, Lista de Presentes e outras.',
    },
    [p.siteMusic]: {
      title: 'Configurar música',
      description: 'Escolham uma música para tocar enquanto os convidados visitam o site.',
    },
    [p.sitePublish]: {
      title: 'Publicação e senha',
      description: 'Publiquem o site, protejam com senha e escolham se ele aparece na busca de casais.',
    },
    [p.guestMessages]: {
      title: 'Recados recebidos',
      description: 'Leiam os recados que os convidados deixam no mural e escolham quais aparecem no site.',
    },
    [p.guestRsvps]: {
      title: 'Presenças confirmadas',
      description: 'Acompanhem quem confirmou presença e quantos acompanhantes cada convidado vai levar.',
    },
  };
}
