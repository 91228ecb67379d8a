// "Novo artigo" / "Editar artigo": title, answer (with the settings' fields such as {liberacao}),
// example questions one per line, audience, and whether it is published.
import { z } from 'zod';
import {
  type HelpArticle,
  helpArticleBody,
  helpAudienceLabels,
  helpAudiences,
} from '../../../shared/help.ts';
import { FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

/** The form's fields: the examples are typed one per line. */
const articleForm = helpArticleBody.omit({ examples: true, published: true }).extend({
  examples: z.string().max(4000),
  published: z.enum(['sim', 'nao']),
});

const publishedOptions = [
  ['sim', 'Publicado'],
  ['nao', 'Rascunho'],
] as const;

export function ArticleDialog({
  article,
  onClose,
  onSave,
}: {
  /** null: a new article. */
  article: HelpArticle | null;
  onClose: () => void;
  onSave: (body: z.output<typeof helpArticleBody>) => Promise<unknown>;
}) {
  const form = useZodForm(articleForm, {
    defaultValues: {
      slug: article?.slug ?? '',
      title: article?.title ?? '',
      answer: article?.answer ?? '',
      examples: article?.examples.join('\n') ?? '',
      audience: article?.audience ?? 'todos',
      published: article && !article.published ? 'nao' : 'sim',
    },
  });
  return (
    <FormDialog
      onClose={onClose}
      title={article ? 'Editar artigo' : 'Novo artigo'}
      description="O assistente responde com este artigo quando a pergunta se parece com o título ou os exemplos."
      form={form}
      submitLabel="Salvar artigo"
      className="max-w-2xl"
      onSubmit={(values) =>
        onSave({
          ...values,
          examples: values.examples
            .split('\n')
            .map((e) => e.trim())
            .filter(Boolean),
          published: values.published === 'sim',
        })
      }
    >
      <FormField form={form} name="title" label="Título (a pergunta)">
        {(control) => <Input {...control} />}
      </FormField>
      <FormField form={form} name="slug" label="Endereço" hint="Letras minúsculas, números e hífens.">
        {(control) => <Input {...control} disabled={article !== null} />}
      </FormField>
      <FormField
        form={form}
        name="answer"
        label="Resposta"
        hint="Valores das configurações como {taxa}, {liberacao}, {tarifa_saque} e {parcelas} são preenchidos na hora."
      >
        {(control) => <Textarea {...control} rows={5} />}
      </FormField>
      <FormField form={form} name="examples" label="Exemplos de perguntas (uma por linha)">
        {(control) => <Textarea {...control} rows={4} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="audience"
          label="Público"
          options={optionsOf(helpAudienceLabels, helpAudiences)}
        />
        <SelectField form={form} name="published" label="Situação" options={publishedOptions} />
      </div>
    </FormDialog>
  );
}
