// The DNS records a couple sets for a domain they own, as a small table they copy from.

import { domainTexts as d } from '../../../shared/domains.ts';
import type { DnsRecordsView } from '../../../shared/domains-api.ts';
import { ScrollRegion } from '../../components/ui/scroll-region.tsx';

export function DnsRecords({ records }: { records: DnsRecordsView['records'] }) {
  return (
    <ScrollRegion label={d.dnsRecords} className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{d.dnsRecords}</caption>
        <thead>
          <tr className="text-xs tracking-wide text-muted uppercase">
            <th scope="col" className="py-2 pr-4">
              {d.dnsType}
            </th>
            <th scope="col" className="py-2 pr-4">
              {d.dnsName}
            </th>
            <th scope="col" className="py-2">
              {d.dnsValue}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.type} className="border-t border-ink/10">
              <td className="py-2 pr-4 font-semibold">{r.type}</td>
              <td className="py-2 pr-4 font-mono">{r.name}</td>
              <td className="py-2 font-mono [overflow-wrap:anywhere]">{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
