// "Onboarding": where the couple is in sign-up and in the eight onboarding steps, with their answers.
import { CircleCheck, CircleDashed } from 'lucide-react';
import { formatMoment } from '../lib/admin-format.ts';
import { fetchOnboarding } from './couples-api.ts';
import { Card, Facts, TabCards } from './detail-parts.tsx';
import { useCoupleTab } from './use-couple.ts';

export function OnboardingTab({ coupleId }: { coupleId: string }) {
  return (
    <TabCards query={useCoupleTab(coupleId, 'onboarding', fetchOnboarding)}>
      {(o) => (
        <>
          <Card title="Progresso">
            <Facts
              items={[
                ['Cadastro', o.signUpStep >= 3 ? 'Concluído' : `Parou na etapa ${o.signUpStep} de 3`],
                ['Etapas concluídas', `${o.progress} de ${o.steps.length}`],
                [
                  'Onboarding concluído em',
                  o.completedAt ? formatMoment(o.completedAt) : 'Ainda não concluído',
                ],
              ]}
            />
          </Card>
          <Card title="Etapas">
            <ol className="grid gap-3">
              {o.steps.map((s) => (
                <li key={s.step} className="flex gap-3 rounded-2xl bg-cream/60 p-4">
                  {s.done ? (
                    <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <CircleDashed className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
                  )}
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">
                      {s.step}. {s.title}
                      <span className="sr-only">{s.done ? ' (concluída)' : ' (pendente)'}</span>
                    </p>
                    <p className="text-sm break-words text-muted">
                      {s.answer ?? (s.done ? 'Concluída' : 'Pendente')}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </Card>
        </>
      )}
    </TabCards>
  );
}
