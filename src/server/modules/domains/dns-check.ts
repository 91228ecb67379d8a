// "Já tenho um domínio": the records a couple sets where they bought their domain, and whether
// they now point at us. The apex needs an A record to our address (CUSTOM_DOMAIN_IP); `www` a
// CNAME to our name for domains (CUSTOM_DOMAIN_CNAME), which then redirects to the apex. The
// domain is active once the apex resolves to us. Lookups go through `dnsLookup`, replaced in tests.
import { promises as dns } from 'node:dns';
import { hostName } from '../../../shared/domains.ts';
import type { Config } from '../../config.ts';

export interface DnsLookup {
  resolve4(name: string): Promise<string[]>;
  resolveCname(name: string): Promise<string[]>;
}

let lookup: DnsLookup = { resolve4: (n) => dns.resolve4(n), resolveCname: (n) => dns.resolveCname(n) };

/** Tests answer DNS themselves (never the network); returns the previous lookup to put back. */
export function replaceDnsLookup(next: DnsLookup): DnsLookup {
  const previous = lookup;
  lookup = next;
  return previous;
}

export interface DnsRecord {
  type: 'A' | 'CNAME';
  name: string;
  value: string;
}

export function customDomainIp(config: Config): string {
  return config.customDomainIp;
}

export function customDomainTarget(config: Config): string {
  return config.customDomainTarget || `dominios.${hostName(config.baseHost)}`;
}

/** What to set at the domain's DNS: the apex to our address, `www` to our name. */
export function dnsRecordsFor(config: Config): DnsRecord[] {
  return [
    { type: 'A', name: '@', value: customDomainIp(config) },
    { type: 'CNAME', name: 'www', value: `${customDomainTarget(config)}.` },
  ];
}

const quiet = (p: Promise<string[]>) => p.catch(() => [] as string[]);

/** Whether the domain's apex resolves to us (the `www` record is checked for the couple's sake). */
export async function pointsToUs(config: Config, domain: string): Promise<{ apex: boolean; www: boolean }> {
  const [a, cname] = await Promise.all([
    quiet(lookup.resolve4(domain)),
    quiet(lookup.resolveCname(`www.${domain}`)),
  ]);
  const target = customDomainTarget(config);
  return {
    apex: a.includes(customDomainIp(config)),
    www: cname.some((c) => hostName(c) === target),
  };
}
