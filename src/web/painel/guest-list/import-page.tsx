// `/dashboard/convidados/lista/importar`: a spreadsheet (CSV or XLSX, as Google Contacts, Excel or
// Google Sheets export it) or a pasted list becomes rows; the couple says which column is what,
// sees the preview line by line (errors and repeats pointed out, nothing saved) and only then
// imports, all at once.
import { ArrowLeft, ClipboardList, FileSpreadsheet, LoaderCircle, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  type ColumnMap,
  guessColumns,
  type ImportPreview,
  type ImportRow,
  importMessages,
  pastedRows,
  rowsFromTable,
} from '../../../shared/guest-import.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { FilterTabs } from '../../components/ui/filter-tabs.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { IconCard } from '../../components/ui/icon-card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { cardClass, GuestsPageFrame } from '../guests/guests-page-frame.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { ColumnMapping } from './column-mapping.tsx';
import { commitImport, previewImport, readSpreadsheet, type SpreadsheetTable } from './guest-list-api.ts';
import { ImportReport } from './import-report.tsx';
import { useHouseholdActions } from './use-guest-list.ts';

type Source = 'planilha' | 'colar';

/** A step's main button: a spinner and "doing it" while its request runs. */
function PendingButton({
  pending,
  pendingLabel,
  disabled,
  onClick,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="lg" disabled={pending || disabled} aria-busy={pending || undefined} onClick={onClick}>
      {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </Button>
  );
}

function useBusy() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run };
}

function Importer({ weddingId }: { weddingId: string }) {
  const navigate = useNavigate();
  const { refresh } = useHouseholdActions(weddingId);
  const [source, setSource] = useState<Source>('planilha');
  const [file, setFile] = useState<{ name: string; table: SpreadsheetTable } | null>(null);
  const [map, setMap] = useState<ColumnMap>({});
  const [pasted, setPasted] = useState('');
  const [preview, setPreview] = useState<{ rows: ImportRow[]; report: ImportPreview } | null>(null);
  const busy = useBusy();

  const check = (rows: ImportRow[]) =>
    busy.run(async () => {
      if (rows.length === 0) throw new Error(importMessages.fileEmpty);
      setPreview({ rows, report: await previewImport(weddingId, rows) });
    });

  const pick = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    void busy.run(async () => {
      const table = await readSpreadsheet(weddingId, chosen);
      setFile({ name: chosen.name, table });
      setMap(guessColumns(table.headers));
      setPreview(null);
    });
  };

  const confirm = () =>
    busy.run(async () => {
      if (!preview) return;
      const done = await commitImport(weddingId, preview.rows);
      await refresh();
      toast.success(importMessages.imported(done.households, done.people));
      navigate(panelPaths.guestList);
    });

  if (preview) {
    return (
      <section aria-labelledby="previa-titulo" className={`${cardClass} grid gap-5`}>
        <h2 id="previa-titulo" className="font-serif text-xl font-bold text-ink">
          Confiram antes de importar
        </h2>
        <ImportReport preview={preview.report} />
        <FormError message={busy.error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy.pending} onClick={() => setPreview(null)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Voltar e corrigir
          </Button>
          {preview.report.summary.households > 0 && (
            <PendingButton pending={busy.pending} pendingLabel="Importando..." onClick={confirm}>
              Importar {preview.report.summary.households}{' '}
              {preview.report.summary.households === 1 ? 'convite' : 'convites'}
            </PendingButton>
          )}
        </div>
      </section>
    );
  }

  return (
    <FilterTabs
      label="Como trazer a lista"
      value={source}
      onChange={setSource}
      tabs={[
        { value: 'planilha', label: 'Planilha (CSV ou XLSX)' },
        { value: 'colar', label: 'Colar lista' },
      ]}
    >
      {source === 'planilha' ? (
        <IconCard
          id="planilha-titulo"
          icon={FileSpreadsheet}
          title="Importar planilha"
          className={`${cardClass} grid gap-5`}
        >
          <p id="planilha-dica" className="text-sm leading-relaxed text-muted">
            CSV ou XLSX de até 5 MB, como o Google Contatos, o Excel ou o Google Planilhas exportam, com os
            títulos das colunas na primeira linha. Uma pessoa por linha; pessoas com o mesmo convite ficam
            juntas.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <FileButton
              accept=".csv,.xlsx,text/csv"
              disabled={busy.pending}
              onFiles={pick}
              describedBy="planilha-dica"
            >
              <Upload className="size-4" aria-hidden="true" />
              {busy.pending && !file ? 'Lendo...' : 'Escolher planilha'}
            </FileButton>
            {file && (
              <span className="text-sm text-ink">
                <strong>{file.name}</strong>: {file.table.rows.length}{' '}
                {file.table.rows.length === 1 ? 'linha' : 'linhas'}
              </span>
            )}
          </div>
          {file && <ColumnMapping table={file.table} map={map} onChange={setMap} />}
          <FormError message={busy.error} />
          {file && (
            <div className="flex justify-end">
              <PendingButton
                pending={busy.pending}
                pendingLabel="Conferindo..."
                disabled={map.name === undefined}
                onClick={() => void check(rowsFromTable(file.table.rows, map))}
              >
                Conferir linhas
              </PendingButton>
            </div>
          )}
        </IconCard>
      ) : (
        <IconCard
          id="colar-titulo"
          icon={ClipboardList}
          title="Colar lista"
          className={`${cardClass} grid gap-5`}
        >
          <div>
            <Label htmlFor="lista-colada">Um convite por linha</Label>
            <Textarea
              id="lista-colada"
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
              aria-describedby="lista-colada-dica"
              className="min-h-48"
              placeholder={'Ana e Pedro Souza\nTia Rosa, Tio Ivo\nFamília Lima: Rui, Bia e Leo'}
            />
            <p id="lista-colada-dica" className="mt-1.5 text-sm text-muted">
              O nome do convite é a linha como foi escrita; as pessoas são separadas por vírgulas ou por “e”
              (“Ana e Pedro Souza” são Ana e Pedro Souza).
            </p>
          </div>
          <FormError message={busy.error} />
          <div className="flex justify-end">
            <PendingButton
              pending={busy.pending}
              pendingLabel="Conferindo..."
              disabled={!pasted.trim()}
              onClick={() => void check(pastedRows(pasted))}
            >
              Conferir lista
            </PendingButton>
          </div>
        </IconCard>
      )}
    </FilterTabs>
  );
}

export function ImportPage() {
  return (
    <GuestsPageFrame
      title="Importar convidados"
      lead="Tragam a lista de uma planilha ou colem os nomes. Vocês conferem tudo antes: nada é salvo até confirmarem."
      actions={() => (
        <ButtonLink to={panelPaths.guestList} variant="outline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Lista de convidados
        </ButtonLink>
      )}
    >
      {(weddingId) => <Importer weddingId={weddingId} />}
    </GuestsPageFrame>
  );
}
