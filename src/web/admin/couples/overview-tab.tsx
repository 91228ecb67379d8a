// "Visão Geral" (SPEC 2.7): basic info (both partners, e-mail, phone, dates, registration IP, id),
// the site (address, theme, gift list visible), the ledger's balances and onboarding progress.
import type { CoupleOverview } from '../../../shared/admin-couple-detail.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { guestSiteLabel, guestSiteUrl } from '../../lib/hosts.ts';
import { formatPhone } from '../../lib/phone-mask.ts';
import { formatCalendarDay, formatMoment } from '../lib/admin-format.ts';
import { BalanceFigures, Card, Facts } from './detail-parts.tsx';

const gender = (g: 'noiva' | 'noivo' | null) =>
  g === 'noiva' ? ' (noiva)' : g === 'noivo' ? ' (noivo)' : '';
const yesNo = (b: boolean) => (b ? 'Sim' : 'Não');

export function OverviewTab({ couple }: { couple: CoupleOverview }) {
  const site = couple.site;
  const onboarding = couple.onboarding;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card title="Informações básicas">
        <Facts
          items={[
            ['Noivo(a) 1', couple.name1 ? `${couple.name1}${gender(couple.gender1)}` : null],
            ['Noivo(a) 2', couple.name2 ? `${couple.name2}${gender(couple.gender2)}` : null],
            ['E-mail', `${couple.email}${couple.emailVerified ? ' (confirmado)' : ' (não confirmado)'}`],
            ['Telefone', couple.phone ? formatPhone(couple.phone) : null],
            ['Data do casamento', formatCalendarDay(couple.weddingDate)],
            ['Data de cadastro', formatMoment(couple.createdAt)],
            ['IP de cadastro', couple.registrationIp],
            [
              'ID do casal',
              <code key="id" className="text-xs break-all">
                {couple.id}
              </code>,
            ],
          ]}
        />
      </Card>
      <Card title="Site">
        {site ? (
          <Facts
            items={[
              [
                'Endereço',
                site.slug ? (
                  <a
                    key="url"
                    href={guestSiteUrl(site.slug)}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-dark underline"
                  >
                    {guestSiteLabel(site.slug)}
                  </a>
                ) : null,
              ],
              ['Site publicado', yesNo(site.published)],
              ['Aparece na busca', yesNo(!site.hiddenFromSearch)],
              ['Tema', site.themeName],
              ['Lista de presentes visível', yesNo(site.giftListPublished)],
            ]}
          />
        ) : (
          <p className="text-sm text-muted">O casal ainda não criou o site.</p>
        )}
      </Card>
      <Card title="Resumo financeiro" className="lg:col-span-2">
        <BalanceFigures balances={couple.finance} />
      </Card>
      <Card title="Onboarding" className="lg:col-span-2">
        <Facts
          items={[
            ['Cadastro', `Etapa ${onboarding.signUpStep} de 3`],
            ['Etapas concluídas', `${onboarding.progress} de ${onboarding.steps}`],
            [
              'Concluído em',
              onboarding.completedAt ? formatMoment(onboarding.completedAt) : 'Ainda não concluído',
            ],
          ]}
        />
        <ProgressBar
          label="Progresso do onboarding"
          value={onboarding.progress}
          max={onboarding.steps}
          className="mt-4 h-2.5 bg-ink/10"
          barClassName="bg-brand-dark"
        />
      </Card>
    </div>
  );
}
