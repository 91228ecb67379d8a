// "Qual coluna é o quê": for each thing a guest list holds, the spreadsheet's column that holds it
// (guessed from the headers, changed by the couple), each shown with its first line's value.
import {
  type ColumnKind,
  type ColumnMap,
  columnKindLabels,
  columnKinds,
} from '../../../shared/guest-import.ts';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import type { SpreadsheetTable } from './guest-list-api.ts';

export function ColumnMapping({
  table,
  map,
  onChange,
}: {
  table: SpreadsheetTable;
  map: ColumnMap;
  onChange: (map: ColumnMap) => void;
}) {
  const first = table.rows.find((r) => r.some(Boolean)) ?? [];
  const options = [
    ['', 'Nenhuma'] as const,
    ...table.headers.map(
      (h, i) =>
        [
          String(i),
          first[i] ? `${h || `Coluna ${i + 1}`} (ex.: ${first[i]!.slice(0, 30)})` : h || `Coluna ${i + 1}`,
        ] as const,
    ),
  ];
  const choose = (kind: ColumnKind, value: string) => {
    const next: ColumnMap = { ...map };
    if (value === '') delete next[kind];
    else next[kind] = Number(value);
    onChange(next);
  };
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm text-muted">
        Escolham a coluna da planilha para cada informação. Sem a coluna do convite, cada pessoa vira um
        convite com o próprio nome.
      </legend>
      {columnKinds.map((kind) => (
        <LabelledSelect
          key={kind}
          id={`coluna-${kind}`}
          label={columnKindLabels[kind]}
          value={map[kind] === undefined ? '' : String(map[kind])}
          onChange={(value) => choose(kind, value)}
          options={options}
        />
      ))}
    </fieldset>
  );
}
