// Storage of a wedding's uploads, as the panel shows it: "350 MB de 2 GB usados".

/** 1536 -> "1,5 KB"; 2147483648 -> "2 GB" (binary units, pt-BR decimals, at most one). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

export function storageUsageText(usedBytes: number, quotaBytes: number): string {
  return `${formatBytes(usedBytes)} de ${formatBytes(quotaBytes)} usados`;
}
