// The help assistant's panel (issue 25): the person asks in their own words; the best articles show
// with the settings' figures, or where to write when nothing fits; "Isso ajudou?" is sent back.
import { useState } from 'react';
import { askBody, type HelpAnswer, type HelpChannel, helpTexts as t } from '../../../shared/help.ts';
import { api } from '../../lib/api.ts';
import { Form, FormField, FormSubmit, useZodForm } from '../ui/form.tsx';
import { Input } from '../ui/input.tsx';

function Feedback({ questionId }: { questionId: string }) {
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <p className="text-sm font-medium text-teal-dark" role="status">
        {t.thanks}
      </p>
    );
  const send = (helped: boolean) => {
    setSent(true);
    void api(`/api/help/questions/${questionId}/feedback`, { method: 'POST', json: { helped } }).catch(() => {
      // A lost verdict is not worth interrupting the person for.
    });
  };
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="text-muted">{t.helped}</span>
      {([true, false] as const).map((helped) => (
        <button
          key={String(helped)}
          type="button"
          onClick={() => send(helped)}
          className="h-9 rounded-full border border-ink/15 px-4 font-semibold text-ink hover:bg-brand-soft"
        >
          {helped ? t.yes : t.no}
        </button>
      ))}
    </div>
  );
}

export default function HelpPanel({ channel }: { channel: HelpChannel }) {
  const form = useZodForm(askBody, { defaultValues: { question: '', channel } });
  const [answer, setAnswer] = useState<HelpAnswer | null>(null);

  async function ask(values: { question: string; channel: HelpChannel }) {
    setAnswer(await api<HelpAnswer>('/api/help/ask', { method: 'POST', json: values }));
  }

  return (
    <div className="space-y-4">
      <Form
        form={form}
        onSubmit={ask}
        quiet
        footer={<FormSubmit pendingLabel={t.asking}>{t.ask}</FormSubmit>}
      >
        <FormField form={form} name="question" label={t.label}>
          {(control) => <Input {...control} placeholder={t.placeholder} autoComplete="off" maxLength={300} />}
        </FormField>
      </Form>
      {answer && (
        <section aria-labelledby="ajuda-respostas" aria-live="polite" className="space-y-3">
          <h3 id="ajuda-respostas" className="text-sm font-semibold tracking-wide text-teal-dark uppercase">
            {t.answersTitle}
          </h3>
          {answer.fallback ? (
            <p className="rounded-2xl bg-cream p-4 text-sm text-ink">{answer.fallback}</p>
          ) : (
            <ol className="space-y-3">
              {answer.articles.map((article) => (
                <li key={article.slug} className="rounded-2xl bg-cream p-4">
                  <h4 className="font-serif text-lg font-bold text-ink">{article.title}</h4>
                  <p className="mt-1 text-sm leading-relaxed text-ink/85">{article.answer}</p>
                </li>
              ))}
            </ol>
          )}
          <Feedback key={answer.questionId} questionId={answer.questionId} />
        </section>
      )}
    </div>
  );
}
